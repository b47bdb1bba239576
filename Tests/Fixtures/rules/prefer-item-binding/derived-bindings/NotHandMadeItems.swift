import SwiftUI

struct Draft: Identifiable {
    let id: Int
    var text: String
}

// The getter tests more than the optional: the flag is not derived from it alone.
struct DraftList: View {
    @State private var editing: Draft?
    @State private var compact = false
    var body: some View {
        Text("drafts")
            .sheet(isPresented: Binding(get: { editing != nil && !compact }, set: { if !$0 { editing = nil } })) {
                Text(editing!.text)
            }
    }
}

// The setter changes other state too: `item:` would not keep that behaviour.
struct DraftLog: View {
    @State private var opened: Draft?
    @State private var closedCount = 0
    var body: some View {
        Text("log")
            .sheet(isPresented: Binding(get: { opened != nil }, set: { if !$0 { opened = nil; closedCount += 1 } })) {
                Text(opened?.text ?? "")
            }
    }
}

// The content does not read the optional (a confirmation that something is pending).
struct PendingBanner: View {
    @State private var pending: Draft?
    var body: some View {
        Text("p")
            .sheet(isPresented: Binding(get: { pending != nil }, set: { if !$0 { pending = nil } })) { Text("Saving…") }
    }
}

// A binding over the view's Bool flags, not an optional.
struct PickerHost: View {
    @State private var showPicker = false
    @State private var compact = false
    var body: some View {
        Text("x").sheet(isPresented: Binding(get: { showPicker && !compact }, set: { showPicker = $0 })) { Text("Pick") }
    }
}

// A service handle tested against nil: a collaborator, not what the sheet is about.
final class UploadService { func cancel() {} }
struct UploadHost: View {
    @State private var uploader: UploadService?
    var body: some View {
        Text("u").sheet(isPresented: Binding(get: { uploader != nil }, set: { if !$0 { uploader = nil } })) {
            Button("Cancel") { uploader?.cancel() }
        }
    }
}

// The content moves the optional on while it stays up (a step flow): `item:` would present anew.
struct StepFlow: View {
    @State private var step: Draft?
    var body: some View {
        Text("s").sheet(isPresented: Binding(get: { step != nil }, set: { if !$0 { step = nil } })) {
            Button(step?.text ?? "") { step = Draft(id: 2, text: "next") }
        }
    }
}
