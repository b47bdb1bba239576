let a = $0
let b = $name
let c = $1.count
Toggle("x", isOn: $model.flag)
let d = self.$value
