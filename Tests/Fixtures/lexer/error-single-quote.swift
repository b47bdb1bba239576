let c = 'x'
let d = 1
