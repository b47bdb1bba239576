let q = width/2 + height / 3 / 4
let r = a / b
let s = (x) / y
let t = arr[0] / 2
