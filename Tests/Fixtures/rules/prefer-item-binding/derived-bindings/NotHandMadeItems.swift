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

// The getter is true while the optional is nil: an onboarding sheet shown until a profile exists.
// That flag is the opposite of `item:` (presented with no value), whatever the content reads.
struct ProfileGate: View {
    @State private var profile: Draft?
    @State private var profileB: Draft?
    var body: some View {
        Text("home")
            .sheet(isPresented: Binding(get: { profile == nil }, set: { if !$0 { profile = nil } })) {
                Text(profile?.text ?? "Create a profile")
            }
            .fullScreenCover(isPresented: .init(get: { !(profileB != nil) }, set: { _ in })) {
                Text(profileB?.text ?? "Welcome")
            }
    }
}

// The same, through a computed property in an extension in another file.
struct AccountGate: View {
    @State var account: Draft?
    var body: some View {
        Text("home")
            .sheet(isPresented: needsAccount) {
                if let account { Text(account.text) } else { Text("Sign in") }
            }
    }
}

// Its twin with the value-testing getter `!(x == nil)`: a hand-made `item:`.
struct AccountViewer: View {
    @State private var shown: Draft?
    var body: some View {
        Button("Show") { shown = Draft(id: 3, text: "t") }
            .sheet(isPresented: Binding(get: { !(shown == nil) }, set: { if !$0 { shown = nil } })) { // expect: prefer-item-binding
                Text(shown!.text)
            }
    }
}
