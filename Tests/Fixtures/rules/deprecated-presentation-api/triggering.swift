import SwiftUI

// 1–2. presentationMode declared and used.
struct LegacyDetail: View {
    @Environment(\.presentationMode) var presentationMode // expect: deprecated-presentation-api@42
    var body: some View {
        Button("Close") { presentationMode.wrappedValue.dismiss() } // folded into the declaration's finding
    }
}

// 3. A private declaration with a type.
struct TypedLegacy: View {
    @Environment(\.presentationMode) private var mode: Binding<PresentationMode> // expect: deprecated-presentation-api@50
    var body: some View { Text("t") }
}

// 4. Dismiss through self.
struct SelfLegacy: View {
    @Environment(\.presentationMode) var presentationMode // expect: deprecated-presentation-api@42
    var body: some View {
        Text("s").onTapGesture { self.presentationMode.wrappedValue.dismiss() } // folded into the declaration's finding
    }
}

// 5. An action sheet.
struct ShareMenu: View {
    @State private var sharing = false
    var body: some View {
        Text("share").actionSheet(isPresented: $sharing) { // expect: deprecated-presentation-api@23
            ActionSheet(title: Text("Share"), buttons: [.cancel()])
        }
    }
}

// 6. An Alert struct.
struct OldAlert: View {
    @State private var failed = false
    var body: some View {
        Text("a").alert(isPresented: $failed) { // expect: deprecated-presentation-api
            Alert(title: Text("Failed"))
        }
    }
}

// 7. navigationBarItems in cover content.
struct CoverBar: View {
    @State private var cover = false
    var body: some View {
        Text("c").fullScreenCover(isPresented: $cover) {
            NavigationView {
                Text("Cover").navigationBarItems(trailing: Button("Close") { cover = false }) // expect: deprecated-presentation-api@31
            }
        }
    }
}

// 8. navigationBarItems in a helper the cover uses.
struct HelperBar: View {
    @State private var helperCover = false
    var body: some View {
        Text("h").fullScreenCover(isPresented: $helperCover, content: coverContent)
    }
    func coverContent() -> some View {
        NavigationView {
            Text("Hello").navigationBarItems(trailing: Button("Close") { helperCover = false }) // expect: deprecated-presentation-api@27
        }
    }
}

// 9. navigationBarItems in a presented view type.
struct PresentedBar: View {
    var body: some View {
        Text("P").navigationBarItems(leading: Text("x")) // expect: deprecated-presentation-api@19
    }
}

struct SheetBarHost: View {
    @State private var sheetBar = false
    var body: some View { Text("s").sheet(isPresented: $sheetBar) { PresentedBar() } }
}

// 10. An Alert with buttons.
struct OldConfirm: View {
    @State private var confirming = false
    var body: some View {
        Text("c").alert(isPresented: $confirming) { // expect: deprecated-presentation-api
            Alert(title: Text("Sure?"), primaryButton: .destructive(Text("Delete")), secondaryButton: .cancel())
        }
    }
}

// 11. Availability that only says where the code runs is not a deprecation marker.
@available(iOS 15, macOS 12, *)
struct NewerScreen: View {
    @Environment(\.presentationMode) var presentationMode // expect: deprecated-presentation-api@42
    var body: some View { Text("n") }
}

extension View {
    @available(iOS, introduced: 14)
    func newerWarning(_ shown: Binding<Bool>) -> some View {
        alert(isPresented: shown) { Alert(title: Text("Careful")) } // expect: deprecated-presentation-api@9
    }
}

// 12. The item form of the old alert, with the Alert built inside a switch.
struct ItemAlertHost: View {
    enum Outcome: Identifiable { case sent, failed; var id: Self { self } }
    @State private var outcome: Outcome?
    var body: some View {
        Button("Send") { outcome = .sent }
            .alert(item: $outcome) { value in // expect: deprecated-presentation-api@14
                switch value {
                case .sent: return Alert(title: Text("Sent"))
                case .failed: return Alert(title: Text("Failed"))
                }
            }
    }
}

// 13. Availability checks: the old API in the branch that has the new one is still reported, and a
// presentationMode no fallback uses is still reported.
struct CheckedButStillOld: View {
    @Environment(\.presentationMode) var presentationMode // expect: deprecated-presentation-api@42
    @State private var picking = false
    var body: some View {
        if #available(iOS 15, *) {
            Text("p").actionSheet(isPresented: $picking) { ActionSheet(title: Text("P")) } // expect: deprecated-presentation-api@23
        } else {
            Text("fallback")
        }
        if #unavailable(iOS 15) {
            Text("older")
        } else {
            Button("Done") { presentationMode.wrappedValue.dismiss() } // folded into the declaration's finding
        }
    }
}

// 14. The old alert with its Alert built by a helper of the view: a method, a computed property,
// a function passed as `content:`, and a method declared in an extension.
struct HelperBuiltAlerts: View {
    struct Mishap: Identifiable { let id: Int; let title: String }
    @State private var asking = false
    @State private var leaving = false
    @State private var mishap: Mishap?
    @State private var retrying: Mishap?
    var body: some View {
        VStack {
            Text("a").alert(isPresented: $asking) { confirmation() } // expect: deprecated-presentation-api@23
            Text("b").alert(isPresented: $leaving) { self.farewell } // expect: deprecated-presentation-api@23
            Text("c").alert(item: $mishap, content: mishapAlert) // expect: deprecated-presentation-api@23
            Text("d").alert(item: $retrying) { retryAlert(for: $0) } // expect: deprecated-presentation-api@23
        }
    }
    func confirmation() -> Alert { Alert(title: Text("Sure?")) }
    var farewell: Alert { Alert(title: Text("Bye")) }
    private func mishapAlert(_ m: Mishap) -> SwiftUI.Alert { Alert(title: Text(m.title)) }
}

extension HelperBuiltAlerts {
    func retryAlert(for m: Mishap) -> Alert { Alert(title: Text("Retry \(m.title)?")) }
}

// 15. navigationBarItems in a view that a builder helper of the presenter makes for the sheet.
struct ExportSheetView: View {
    @Environment(\.dismiss) private var dismiss
    var body: some View {
        NavigationStack {
            Text("Export").navigationBarItems(leading: Button("Close") { dismiss() }) // expect: deprecated-presentation-api@28
        }
    }
}

struct ToolsHost: View {
    enum Tool: Identifiable { case export, rename; var id: Self { self } }
    @State private var tool: Tool?
    var body: some View {
        Button("Export") { tool = .export }
            .sheet(item: $tool) { tool in panel(for: tool) }
    }
    @ViewBuilder private func panel(for tool: Tool) -> some View {
        switch tool {
        case .export: ExportSheetView()
        case .rename: Text("Rename")
        }
    }
}

// 15. A check for systems that have the replacements (iOS 16): the old API there is reported; and
// a helper no fallback calls is not fallback code.
struct NewerSystemsCloser: View {
    @Environment(\.presentationMode) var presentationMode // expect: deprecated-presentation-api@42
    var body: some View {
        if #available(iOS 16, macOS 13, *) {
            Button("Close") { presentationMode.wrappedValue.dismiss() } // folded into the declaration's finding
        } else {
            Text("old")
        }
    }
}
struct HelperOutsideFallback: ViewModifier {
    @Binding var failure: FailureNotice?
    func body(content: Content) -> some View {
        if #available(iOS 15, *) {
            oldAlert(content)
        } else {
            content
        }
    }
    @ViewBuilder func oldAlert(_ content: Content) -> some View {
        content.alert(item: $failure) { f in Alert(title: Text(f.text)) } // expect: deprecated-presentation-api@17
    }
}
struct FailureNotice: Identifiable { let id: Int; let text: String }

// 16. navigationBarItems in a presented project view that shares a built-in view's name: the
// name is still followed to the project's declaration.
struct Gauge: View {
    var body: some View {
        Text("G").navigationBarItems(trailing: Text("x")) // expect: deprecated-presentation-api@19
    }
}
struct GaugeHost: View {
    @State private var showGauge = false
    var body: some View {
        Text("h").sheet(isPresented: $showGauge) { Gauge() }
    }
}
