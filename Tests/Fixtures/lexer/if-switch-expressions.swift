let a = if c { 1 } else { 2 }
let b = switch d { case 0: "z" default: "n" }
