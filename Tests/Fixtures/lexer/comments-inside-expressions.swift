let a = f(/* arg */ 1, // rest
  2)
let b = x/*c*/+/*d*/y
