let a = 1
/* never closed
let b = 2
