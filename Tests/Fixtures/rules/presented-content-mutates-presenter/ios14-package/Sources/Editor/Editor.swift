import SwiftUI

struct NoteList: View {
    @State private var editing = false
    var body: some View {
        Text("a").sheet(isPresented: $editing) {
            Button("Done") { editing = false }
        }
    }
}

struct ComposeView: View {
    @Binding var isPresented: Bool
    var body: some View { Button("Send") { isPresented = false } }
}

struct Inbox: View {
    @State private var composing = false
    var body: some View {
        Text("c").sheet(isPresented: $composing) { ComposeView(isPresented: $composing) }
    }
}
