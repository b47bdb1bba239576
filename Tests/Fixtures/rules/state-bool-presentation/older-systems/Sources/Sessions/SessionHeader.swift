import SwiftUI

// The package supports iOS 15 and later: the `else` of `if #available(iOS 15, *)` and the body
// of `if #unavailable(iOS 15)` never run, and the sheets written there again for older systems
// are not reported a second time. Twin: the fallback of a check for iOS 17 runs on iOS 15 and 16.
struct SessionNoteForm: View {
    @State private var note = ""
    var body: some View { Form { TextField("Note", text: $note) } }
}

struct SessionExportForm: View {
    @State private var email = ""
    var body: some View { Form { TextField("Email", text: $email) } }
}

struct SessionHeader: View {
    @State private var addsNote = false
    @State private var exports = false
    var body: some View {
        if #available(iOS 15, *) {
            header
                .sheet(isPresented: $addsNote) { SessionNoteForm() } // expect: state-bool-presentation
        } else {
            header
                .background(EmptyView().sheet(isPresented: $addsNote) { SessionNoteForm() })
        }
        if #unavailable(iOS 15) {
            header.sheet(isPresented: $exports) { SessionExportForm() }
        }
    }

    var header: some View {
        HStack {
            Button("Note") { addsNote = true }
            Button("Export") { exports = true }
        }
    }
}

struct SessionFooter: View {
    @State private var exports = false
    var body: some View {
        if #available(iOS 17, *) {
            Button("Export") { exports = true }
                .sheet(isPresented: $exports) { SessionExportForm() } // expect: state-bool-presentation
        } else {
            Button("Export") { exports = true }
                .sheet(isPresented: $exports) { SessionExportForm() } // expect: state-bool-presentation
        }
    }
}

// A `guard #available` whose `else` presents for older systems: that code never runs either.
struct SessionBanner: View {
    @State private var addsNote = false
    var body: some View {
        guard #available(iOS 15, *) else {
            return AnyView(Text("Note").sheet(isPresented: $addsNote) { SessionNoteForm() })
        }
        return AnyView(Button("Note") { addsNote = true }.sheet(isPresented: $addsNote) { SessionNoteForm() }) // expect: state-bool-presentation
    }
}
