import SwiftUI

struct Attachment: Identifiable {
    let id: Int
    var name: String
}

struct AttachmentPreview: View {
    let attachment: Attachment
    var body: some View { Text(attachment.name) }
}

struct OptionalAttachmentPreview: View {
    let attachment: Attachment?
    var body: some View { Text(attachment?.name ?? "Nothing to preview") }
}

// A raiser may set the selection to nil (`try?`), and the content needs the value: with nil
// the sheet opens empty. `item:` presents only with a value.
struct LinkOpener: View {
    let text: String
    @State private var showsLink = false
    @State private var link: URL?
    var body: some View {
        Button("Open") {
            link = URL(string: text)
            showsLink = true
        }
        .sheet(isPresented: $showsLink) { // expect: prefer-item-binding
            if let link { Link("Open", destination: link) }
        }
    }
}

// Force-unwrapped in a helper the content shows, raised from an extension in another file.
struct AttachmentList: View {
    @State var showsPreview = false
    @State var previewed: Attachment?
    var body: some View {
        Text("Attachments")
            .sheet(isPresented: $showsPreview) { preview } // expect: prefer-item-binding
    }
    var preview: some View { AttachmentPreview(attachment: previewed!) }
}

// Twins that give nil a meaning: a placeholder, an `else`, an optional handed on to a view that
// shows something for nil. `item:` would not present where these show something: silent.
struct LinkOpenerPlaceholder: View {
    let text: String
    @State private var showsLink = false
    @State private var link: URL?
    var body: some View {
        Button("Open") {
            link = URL(string: text)
            showsLink = true
        }
        .sheet(isPresented: $showsLink) {
            Text(link?.absoluteString ?? "Not a link")
        }
    }
}

struct LinkOpenerElse: View {
    let text: String
    @State private var showsLink = false
    @State private var link: URL?
    var body: some View {
        Button("Open") {
            link = URL(string: text)
            showsLink = true
        }
        .sheet(isPresented: $showsLink) {
            if let link { Link("Open", destination: link) } else { Text("Not a link") }
        }
    }
}

struct AttachmentListOptional: View {
    @State private var showsPreview = false
    @State private var previewed: Attachment?
    var body: some View {
        Button("Preview") {
            previewed = try? Self.decode()
            showsPreview = true
        }
        .sheet(isPresented: $showsPreview) { OptionalAttachmentPreview(attachment: previewed) }
    }
    static func decode() throws -> Attachment { Attachment(id: 1, name: "a") }
}
