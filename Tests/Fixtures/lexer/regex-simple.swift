let a = /a+b/
let b = /[0-9]{3}-\d+/
let c = try /(?<name>\w+)/.wholeMatch(in: s)
