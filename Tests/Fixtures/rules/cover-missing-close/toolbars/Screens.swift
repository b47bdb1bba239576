import SwiftUI

struct ProfileScreen: View {
    @Environment(\.dismiss) private var dismiss
    var body: some View {
        List {
            Text("Name")
            Text("Bio")
        }
        .navigationTitle("Profile")
        .toolbar {
            ToolbarItem(placement: .confirmationAction) {
                Button("Done") { dismiss() }
            }
        }
    }
}

struct ComposerScreen: View {
    @Environment(\.dismiss) private var dismiss
    var body: some View {
        NavigationStack {
            TextEditor(text: .constant(""))
                .toolbar {
                    ToolbarItem(placement: .cancellationAction) {
                        Button("Cancel") { dismiss() }
                    }
                }
        }
    }
}

struct ModalNavigation<Content: View>: View {
    @ViewBuilder let content: () -> Content
    var body: some View {
        NavigationView {
            content()
        }
    }
}
