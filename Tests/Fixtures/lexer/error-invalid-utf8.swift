let a = "ÿþ"
let Ã = 1
