let a = "outer \("inner \("deepest \(x)")") done"
let b = "\(items.map { "\($0)" }.joined(separator: ", "))"
