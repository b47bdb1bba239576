let a = 1.5, b = 1e10, c = 1.5e-3, d = 2E+8, e = 1_000.000_1
let f = 0x1.8p3, g = 0xAp-2
