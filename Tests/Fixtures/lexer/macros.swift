#Preview { ContentView() }
#Preview("Dark") { Text("x") }
let s = #selector(f(_:))
let f = #file, l = #line
#warning("todo")
