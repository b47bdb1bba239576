let a = b + c - d * e / f % g
let h = i && j || !k
let l = m == n != o <= p >= q < r > s
