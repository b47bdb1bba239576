let a = "hello"
let b = ""
let c = "with \"escaped\" quotes"
let d = "tab\tnewline\n\\ backslash"
