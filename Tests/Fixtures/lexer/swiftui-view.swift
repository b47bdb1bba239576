struct ContentView: View {
    @State private var showSheet = false
    var body: some View {
        Button("Show") { showSheet = true }
            .sheet(isPresented: $showSheet) { Text("Hi") }
    }
}
