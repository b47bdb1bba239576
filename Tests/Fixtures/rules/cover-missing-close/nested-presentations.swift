import SwiftUI

// A `dismiss()` or close button in a sheet the content presents itself closes that sheet.
struct HelpPanel: View {
    @Environment(\.dismiss) private var dismiss
    var body: some View {
        Button("Done") { dismiss() }
    }
}

struct EditorScreen: View {
    @State private var showHelp = false
    var body: some View {
        Text("Editing")
            .onTapGesture { showHelp = true }
            .sheet(isPresented: $showHelp) { HelpPanel() }
    }
}

struct DocumentHost: View {
    @State private var editing = false
    var body: some View {
        Button("Edit") { editing = true }
            .fullScreenCover(isPresented: $editing) { EditorScreen() } // expect: cover-missing-close
    }
}

// The inline sheet's close button closes the sheet only.
struct ComposeHost: View {
    @State private var composing = false
    @State private var showTips = false
    var body: some View {
        Button("Compose") { composing = true }
            .fullScreenCover(isPresented: $composing) { // expect: cover-missing-close
                Text("Draft")
                    .onTapGesture { showTips = true }
                    .sheet(isPresented: $showTips) {
                        Button("Close") { showTips = false }
                    }
            }
    }
}

// Twin: the editor also has its own close button.
struct ClosableEditor: View {
    @Environment(\.dismiss) private var dismiss
    @State private var showHelp = false
    var body: some View {
        NavigationStack {
            Text("Editing")
                .toolbar { Button("Close") { dismiss() } }
        }
        .sheet(isPresented: $showHelp) { HelpPanel() }
    }
}

struct ClosableHost: View {
    @State private var editing = false
    var body: some View {
        Button("Edit") { editing = true }
            .fullScreenCover(isPresented: $editing) { ClosableEditor() }
    }
}

// Twin: the inner sheet's button turns the outer cover's state off: it closes both.
struct ChainHost: View {
    @State private var composing = false
    @State private var showTips = false
    var body: some View {
        Button("Compose") { composing = true }
            .fullScreenCover(isPresented: $composing) {
                Text("Draft")
                    .sheet(isPresented: $showTips) {
                        Button("Discard draft") { composing = false }
                    }
            }
    }
}
