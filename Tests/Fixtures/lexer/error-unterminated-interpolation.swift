let a = "\(foo
let b = 1
