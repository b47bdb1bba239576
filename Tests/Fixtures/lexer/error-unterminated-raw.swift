let a = #"raw never closed
let b = 1
