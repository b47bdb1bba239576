let a = -x, b = !flag, c = ~mask
let d = x!, e = y?
let f = &value
