import SwiftUI

// A flag whose binding its owner publishes in the environment is shared: any view below presents
// the sheet (settings raises the bug report through `presentBugReport`), as from a coordinator.
// Twin: the same modifier keeping the flag to itself is view-local.
extension EnvironmentValues {
    @Entry var presentBugReport: Binding<Bool> = .constant(false)
}

final class FeedbackService {
    static let shared = FeedbackService()
    func send(_ text: String) {}
}

struct BugReportForm: View {
    @Environment(\.dismiss) private var dismiss
    @State private var text = ""
    var body: some View {
        Form {
            TextField("What happened?", text: $text)
            Button("Send") {
                FeedbackService.shared.send(text)
                dismiss()
            }
        }
    }
}

struct BugReportHost: ViewModifier {
    @State private var isPresented = false
    func body(content: Content) -> some View {
        content
            .environment(\.presentBugReport, $isPresented)
            .sheet(isPresented: $isPresented) {
                BugReportForm()
            }
    }
}

struct PrivateBugReportHost: ViewModifier {
    @State private var isPresented = false
    @State private var isPresentedElsewhere = false
    func body(content: Content) -> some View {
        content
            .environment(\.presentBugReport, $isPresentedElsewhere)
            .onShake { isPresented = true }
            .sheet(isPresented: $isPresented) { // expect: state-bool-presentation
                BugReportForm()
            }
    }
}

extension View {
    func onShake(perform action: @escaping () -> Void) -> some View { self }
}

struct SystemSettingsSection: View {
    @Environment(\.presentBugReport) private var presentBugReport
    var body: some View {
        Button("Report a bug") { presentBugReport.wrappedValue = true }
    }
}
