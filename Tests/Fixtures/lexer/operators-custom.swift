infix operator <*> : AdditionPrecedence
let a = x <*> y
let b = c &+ d &* e
let c = ~~x
