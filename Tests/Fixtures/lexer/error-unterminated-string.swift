let a = "unterminated
let b = 2
