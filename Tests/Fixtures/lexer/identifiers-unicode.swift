let café = 1
let 日本語 = café
let π = 3.14
let 🐶🐱 = "pets"
let naïve_ünïcode2 = 0
