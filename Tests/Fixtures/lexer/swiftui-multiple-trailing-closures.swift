Button {
    act()
} label: {
    Label("Add", systemImage: "plus")
}
.alert("T", isPresented: $x) { Button("OK") {} } message: { Text("m") }
