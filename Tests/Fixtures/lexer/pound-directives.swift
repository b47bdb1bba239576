#if DEBUG
let a = 1
#elseif os(iOS) && !targetEnvironment(simulator)
let a = 2
#else
let a = 3
#endif
