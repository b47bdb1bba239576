let a = "x = \(x)"
let b = "\(a) and \(b + c) and \(f(1, 2))"
let c = "\(x)\(y)"
