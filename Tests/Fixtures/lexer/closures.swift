let a = { (x: Int) -> Int in x * 2 }
let b = items.map { $0.name }
let c = { [weak self] in self?.go() }
Button { go() } label: { Text("x") }
