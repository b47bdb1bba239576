let a = #"""#
let b = s.replacingOccurrences(of: #"""#, with: #"\""#)
