infix operator ∘
let a = f ∘ g
let b = x ≤ y
prefix operator √
