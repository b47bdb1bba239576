let a = 1
let b = "x\(a)"
let c = a / 2
