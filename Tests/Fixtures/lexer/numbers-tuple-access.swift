let t = ((1, 2), 3)
let x = t.0.1
let y = t.1
let z = t.0 .1
