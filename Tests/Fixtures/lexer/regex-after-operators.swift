let a = x == /abc/ ? 1 : 2
let b = [/a/, /b/]
let c = f(/x/)
switch s { case /y/: break; default: break }
