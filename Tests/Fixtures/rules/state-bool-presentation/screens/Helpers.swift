import SwiftUI
import UIKit
import MessageUI

// The views the helper-built, representable and hand-made-binding presenters show, declared in a
// file of their own: the screen model reads them across files.

struct LayoutOptions: View {
    @Binding var layout: String
    @Binding var rowSize: Int
    var body: some View {
        Form {
            Picker("Layout", selection: $layout) {
                Text("List").tag("list")
                Text("Grid").tag("grid")
            }
            Stepper("Row size", value: $rowSize)
        }
    }
}

struct ChannelEditor: View {
    let channelID: String
    @State private var name = ""
    @State private var topic = ""
    var body: some View {
        Form {
            TextField("Name", text: $name)
            TextField("Topic", text: $topic)
        }
    }
}

struct DocumentPicker: UIViewControllerRepresentable {
    let onPick: (URL) -> Void

    func makeUIViewController(context: Context) -> UIDocumentPickerViewController {
        let picker = UIDocumentPickerViewController(forOpeningContentTypes: [.item])
        picker.delegate = context.coordinator
        return picker
    }

    func updateUIViewController(_ controller: UIDocumentPickerViewController, context: Context) {}

    func makeCoordinator() -> Coordinator { Coordinator(onPick: onPick) }

    final class Coordinator: NSObject, UIDocumentPickerDelegate {
        let onPick: (URL) -> Void
        init(onPick: @escaping (URL) -> Void) { self.onPick = onPick }
        func documentPicker(_ controller: UIDocumentPickerViewController, didPickDocumentsAt urls: [URL]) {
            if let url = urls.first { onPick(url) }
        }
    }
}

struct GifSearch: View {
    var onSelect: (String) -> ()
    @State private var term = ""
    var body: some View {
        List {
            TextField("Search", text: $term)
            Button("Party") { onSelect("https://example.com/party.gif") }
        }
    }
}

struct SupportMail: UIViewControllerRepresentable {
    let onFinish: () -> Void

    func makeUIViewController(context: Context) -> MFMailComposeViewController {
        let mail = MFMailComposeViewController()
        mail.setToRecipients(["support@example.com"])
        return mail
    }

    func updateUIViewController(_ controller: MFMailComposeViewController, context: Context) {}
}

struct SearchFilters {
    var sort = "relevance"
    var onlyNew = false
}

struct FiltersSheet: View {
    @Binding var filters: SearchFilters
    var body: some View {
        Form {
            Picker("Sort", selection: $filters.sort) {
                Text("Relevance").tag("relevance")
                Text("Date").tag("date")
            }
            Toggle("Only new", isOn: $filters.onlyNew)
        }
    }
}
