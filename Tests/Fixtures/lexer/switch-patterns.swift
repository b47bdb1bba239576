switch v {
case .a(let x), .b(let x) where x > 0: print(x)
case let (y, z)?: break
case is String: break
@unknown default: break
}
