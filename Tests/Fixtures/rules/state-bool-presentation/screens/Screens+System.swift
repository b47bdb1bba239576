import SwiftUI
import UIKit
import MessageUI
import SafariServices
import WebKit

struct ShareSheet: UIViewControllerRepresentable {
    let items: [Any]
    func makeUIViewController(context: Context) -> UIActivityViewController {
        UIActivityViewController(activityItems: items, applicationActivities: nil)
    }
    func updateUIViewController(_ controller: UIActivityViewController, context: Context) {}
}

struct MailComposer: UIViewControllerRepresentable {
    let subject: String
    func makeUIViewController(context: Context) -> MFMailComposeViewController {
        let controller = MFMailComposeViewController()
        controller.setSubject(subject)
        return controller
    }
    func updateUIViewController(_ controller: MFMailComposeViewController, context: Context) {}
}

final class CheckoutController: UIViewController {}

struct CheckoutSheet: UIViewControllerRepresentable {
    let url: URL
    func makeUIViewController(context: Context) -> CheckoutController { CheckoutController() }
    func updateUIViewController(_ controller: CheckoutController, context: Context) {}
}

struct SafariPage: UIViewControllerRepresentable {
    let url: URL
    func makeUIViewController(context: Context) -> SFSafariViewController { SFSafariViewController(url: url) }
    func updateUIViewController(_ controller: SFSafariViewController, context: Context) {}
}

// Declared as any controller; its body makes a Safari page (and its twin, a mail composer).
struct AnySafariPage: UIViewControllerRepresentable {
    let url: URL
    func makeUIViewController(context: Context) -> UIViewController { SFSafariViewController(url: url) }
    func updateUIViewController(_ controller: UIViewController, context: Context) {}
}

struct AnyMailComposer: UIViewControllerRepresentable {
    func makeUIViewController(context: Context) -> UIViewController { MFMailComposeViewController() }
    func updateUIViewController(_ controller: UIViewController, context: Context) {}
}

// Made once and kept in a stored property, returned by `makeUIView`: a web page all the same.
// Its twin keeps a controller of the project's, not known to only show.
struct KeptWebPage: UIViewRepresentable {
    let url: URL?
    private let webView = WKWebView()
    func makeUIView(context: Context) -> some UIView { webView }
    func updateUIView(_ view: UIViewType, context: Context) { if let url { webView.load(URLRequest(url: url)) } }
}

final class LedgerController: UIViewController {}

struct KeptLedger: UIViewControllerRepresentable {
    private let controller = LedgerController()
    func makeUIViewController(context: Context) -> some UIViewController { controller }
    func updateUIViewController(_ controller: UIViewControllerType, context: Context) {}
}

final class KeyboardSession {
    func send(_ keys: [String]) {}
}

struct ShortcutList: View {
    var onSelect: (([String]) -> Void)?
    init(onSelect: (([String]) -> Void)? = nil) { self.onSelect = onSelect }
    var body: some View {
        List(["⌘C", "⌘V"], id: \.self) { key in
            Button(key) { onSelect?([key]) }
        }
    }
}

struct ShortcutPanel<Content: View>: View {
    @ViewBuilder var content: Content
    @State private var pinned = false
    @State private var edited = false
    @State private var search = ""
    var body: some View {
        NavigationStack {
            Form {
                Toggle("Pinned", isOn: $pinned)
                TextField("Search", text: $search)
                content
            }
        }
    }
}

struct AboutScreen: View {
    @State private var version = ""
    var body: some View {
        VStack {
            Text("Version \(version)")
            Button("Copy") { UIPasteboard.general.string = version }
            Link("Website", destination: URL(string: "https://example.com")!)
        }
        .onAppear { load() }
    }
    func load() {
        let found = "1.0"
        version = found
    }
}

struct ReleaseNotesScreen: View {
    @AppStorage("lastSeenVersion") private var lastSeenVersion = ""
    @Environment(\.dismiss) private var dismiss
    var body: some View {
        VStack {
            Text("Faster sync and a new widget.")
            Button("Done") { dismiss() }
        }
        .onAppear { lastSeenVersion = "2.0" }
    }
}

struct PreferencesScreen: View {
    @AppStorage("sounds") private var sounds = true
    var body: some View {
        Form {
            Toggle("Sounds", isOn: $sounds)
        }
    }
}

final class InboxFilters: ObservableObject {
    @Published var showsArchived = false
}

final class AppSession: ObservableObject {
    @Published var userName = ""
}

struct InboxFilterPanel: View {
    @ObservedObject var filters: InboxFilters
    var body: some View {
        Form {
            Toggle("Show archived", isOn: $filters.showsArchived)
        }
    }
}

struct ComposeScreen: View {
    @ObservedObject var session: AppSession
    @State private var subject = ""
    @State private var text = ""
    var body: some View {
        NavigationStack {
            Form {
                Text("From \(session.userName)")
                TextField("Subject", text: $subject)
                TextEditor(text: $text)
            }
        }
    }
}

struct DebugMenuScreen: View {
    @State private var verbose = false
    var body: some View {
        Form { Toggle("Verbose logging", isOn: $verbose) }
    }
}

struct Car { var name: String }

final class Garage {
    static let shared = Garage()
    func rename(_ car: Car, to name: String) {}
}

struct CarEditor: View {
    @Binding var car: Car
    @State private var name = ""
    @State private var plate = ""
    @Environment(\.dismiss) private var dismiss
    var body: some View {
        Form {
            TextField("Name", text: $name)
            TextField("Plate", text: $plate)
            Button("Save") {
                Garage.shared.rename(car, to: name)
                dismiss()
            }
        }
        .onAppear { name = car.name }
    }
}
