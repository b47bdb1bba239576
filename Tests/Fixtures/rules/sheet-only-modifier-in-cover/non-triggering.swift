import SwiftUI

// 1. Sheets are where these belong.
struct SheetHost: View {
    @State private var s = false
    var body: some View {
        Text("a").sheet(isPresented: $s) {
            Text("Sheet")
                .presentationDetents([.medium])
                .presentationDragIndicator(.visible)
                .presentationBackgroundInteraction(.enabled)
                .presentationContentInteraction(.scrolls)
                .interactiveDismissDisabled()
        }
    }
}

// 2. A sheet presented from inside a cover configures that sheet.
struct NestedHost: View {
    @State private var cover = false
    @State private var inner = false
    var body: some View {
        Text("b").fullScreenCover(isPresented: $cover) {
            Button("Options") { inner = true }
                .sheet(isPresented: $inner) {
                    Text("Inner sheet").presentationDetents([.medium])
                }
        }
    }
}

// 3. Modifiers outside the cover's content.
struct OutsideHost: View {
    @State private var outside = false
    var body: some View {
        Text("c")
            .presentationDetents([.large])
            .fullScreenCover(isPresented: $outside) { Text("Cover") }
    }
}

// 4. Popovers are not covers.
struct PopoverHost: View {
    @State private var pop = false
    var body: some View {
        Text("d").popover(isPresented: $pop) { Text("Pop").presentationDetents([.medium]) }
    }
}

// 5. Other presentation modifiers are fine in a cover.
struct BackgroundHost: View {
    @State private var bg = false
    var body: some View {
        Text("e").fullScreenCover(isPresented: $bg) {
            Text("Cover").presentationBackground(.black)
        }
    }
}

// 6. A view used in a cover that declares detents in its own body is not judged (it may be reused in sheets).
struct Reusable: View {
    var body: some View { Text("R").presentationDetents([.medium]) }
}

struct ReuseHost: View {
    @State private var reuse = false
    var body: some View {
        Text("f").fullScreenCover(isPresented: $reuse) { Reusable() }
    }
}

// 7. In comments and strings.
struct TextHost: View {
    @State private var textual = false
    var body: some View {
        Text("g").fullScreenCover(isPresented: $textual) {
            // .presentationDetents([.medium])
            Text(".presentationDragIndicator(.visible)")
        }
    }
}

// 8. An alert inside a cover.
struct AlertInCover: View {
    @State private var withAlert = false
    @State private var alerting = false
    var body: some View {
        Text("h").fullScreenCover(isPresented: $withAlert) {
            Text("Cover").alert("Hi", isPresented: $alerting) { Button("OK") {} }
        }
    }
}

// 9. A function called presentationDetents that is not a modifier on content.
struct HelperNamed: View {
    @State private var named = false
    var body: some View {
        Text("i").fullScreenCover(isPresented: $named) { Text(presentationDetentsLabel()) }
    }
    func presentationDetentsLabel() -> String { "detents" }
}

// 10. A confirmation dialog inside a cover.
struct DialogInCover: View {
    @State private var dlgCover = false
    @State private var asking = false
    var body: some View {
        Text("j").fullScreenCover(isPresented: $dlgCover) {
            Text("Cover").confirmationDialog("Pick", isPresented: $asking) { Button("One") {} }
        }
    }
}
