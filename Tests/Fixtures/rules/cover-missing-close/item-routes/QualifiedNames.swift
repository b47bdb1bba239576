import SwiftUI

struct ImportFormat: Identifiable {
    let id: String
}

// The onboarding's import page is named like the app's import screen. Written with the module's
// name, the sheet shows the app's screen, not the page itself, and that screen's Cancel calls
// the dismiss action through `callAsFunction()`: a way out.
enum Boarding {
    struct ImportView: View {
        @State private var format: ImportFormat?
        var body: some View {
            Button("Import") { format = ImportFormat(id: "csv") }
                .sheet(item: $format) { format in
                    NavigationView {
                        Vault.ImportView(format: format)
                    }
                    .interactiveDismissDisabled()
                }
        }
    }
}

struct ImportView: View {
    @Environment(\.dismiss) var dismiss
    let format: ImportFormat
    var body: some View {
        Form {
            Text(format.id)
        }
        .toolbar {
            ToolbarItem(placement: .cancellationAction) {
                Button("Cancel", role: .cancel) {
                    dismiss.callAsFunction()
                }
            }
        }
    }
}

// A cover whose only way out calls the dismiss action through `callAsFunction()`.
struct ReceiptHost: View {
    @State private var receipt: ImportFormat?
    var body: some View {
        Button("Receipt") { receipt = ImportFormat(id: "r") }
            .fullScreenCover(item: $receipt) { receipt in
                ReceiptScreen(receipt: receipt)
            }
    }
}

struct ReceiptScreen: View {
    @Environment(\.dismiss) private var dismiss
    let receipt: ImportFormat
    var body: some View {
        VStack {
            Text(receipt.id)
            Button("Done") { dismiss.callAsFunction() }
        }
    }
}

// Twin: the same screen with no Done button traps the user.
struct BareReceiptHost: View {
    @State private var receipt: ImportFormat?
    var body: some View {
        Button("Receipt") { receipt = ImportFormat(id: "r") }
            .fullScreenCover(item: $receipt) { receipt in // expect: cover-missing-close
                BareReceiptScreen(receipt: receipt)
            }
    }
}

struct BareReceiptScreen: View {
    let receipt: ImportFormat
    var body: some View {
        Text(receipt.id)
    }
}
