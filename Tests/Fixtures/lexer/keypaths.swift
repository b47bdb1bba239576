let a = \.dismiss
let b = \Person.name.count
let c = items.map(\.id)
let d = \[Int].count
let e = \Model.items[0].name
