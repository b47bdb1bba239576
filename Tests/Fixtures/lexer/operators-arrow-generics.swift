func f<T: Equatable>(_ x: T) -> [T] { [x] }
let a: Array<Array<Int>> = []
let b: Dictionary<String, [Int?]>? = nil
