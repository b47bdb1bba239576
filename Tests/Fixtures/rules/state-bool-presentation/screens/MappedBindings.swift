import SwiftUI

// A control bound through a mapping of a handed binding (`$showAgain.inverted()`) edits the
// presenter's value: the gate hands the "show again" choice back and is no screen of its own.
// Twin: the same mapping handed to a view of the project instead of a control is not followed,
// and the gate with a form of its own stays a screen.
extension Binding where Value == Bool {
    func inverted() -> Binding<Bool> {
        Binding(get: { !wrappedValue }, set: { wrappedValue = !$0 })
    }
}

struct MuteRow: View {
    @Binding var isOn: Bool
    var body: some View { Toggle("Mute", isOn: $isOn) }
}

struct ContentGate: View {
    @Binding var isPresented: Bool
    @Binding var showAgain: Bool
    var body: some View {
        VStack {
            Text("This forum may contain graphic content.")
            Button("Continue") { isPresented = false }
            Toggle("Don't show this again", isOn: $showAgain.inverted())
        }
    }
}

struct ReportGate: View {
    @Binding var isPresented: Bool
    @Binding var showAgain: Bool
    @State private var reason = ""
    var body: some View {
        Form {
            TextField("Reason", text: $reason)
            MuteRow(isOn: $showAgain.inverted())
            Button("Send") { isPresented = false }
        }
    }
}

struct ForumPage: View {
    @AppStorage("warnsOnForum") private var warnsOnForum = true
    @State private var warns = false
    @State private var reports = false
    var body: some View {
        List {
            Button("Report") { reports = true }
        }
        .onAppear { warns = warnsOnForum }
        .fullScreenCover(isPresented: $warns) { // all: state-bool-presentation
            ContentGate(isPresented: $warns, showAgain: $warnsOnForum)
        }
        .sheet(isPresented: $reports) { // expect: state-bool-presentation
            ReportGate(isPresented: $reports, showAgain: $warnsOnForum)
        }
    }
}
