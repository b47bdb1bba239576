@available(iOS 17.0, *)
func f() {}
#if compiler(>=6.0.1)
let v = 1
#endif
@available(macOS, introduced: 10.15.4)
func g() {}
