let a: [String: [Int: Set<String>]] = [:]
let b = Optional<Array<Int>>.none
