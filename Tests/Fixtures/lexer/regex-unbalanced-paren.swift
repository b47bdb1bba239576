let a = foo(x / 2, y / 3)
let b = (c / d) / (e / f)
