let a = "\u{1F600}\u{41}"
let b = "\0\r\'"
let c = "é ü 日本"
