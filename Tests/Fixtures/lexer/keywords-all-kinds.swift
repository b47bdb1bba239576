public final class A: B { private(set) var x = 0; static func f() throws -> Self { fatalError() } }
actor Store { nonisolated func g() async {} }
let some = 1, any = 2, get = 3
