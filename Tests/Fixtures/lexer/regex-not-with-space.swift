let a = b / c / d
let e = x /y
let f = (1 / 2)
