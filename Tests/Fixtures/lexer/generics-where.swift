extension Array where Element: Equatable {}
func f<T>(_ t: T) where T: Hashable, T: Sendable {}
struct S<each T> {}
