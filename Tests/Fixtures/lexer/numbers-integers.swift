let a = 0, b = 42, c = 1_000_000, d = -7
let e = 0x1F, f = 0xdead_BEEF, g = 0o17, h = 0b1010_0101
