// a comment with "quotes" and /regex/ and \(interp)
let a = 1 // trailing
/// doc comment
let b = 2
