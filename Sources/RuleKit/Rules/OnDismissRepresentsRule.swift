/// An `onDismiss:` handler that turns the presentation's own state back on, so the modal
/// presents itself again the moment it is dismissed.
public struct OnDismissRepresentsRule: FileByFileRule {
    public static let descriptor = RuleDescriptor(
        id: "ondismiss-represents",
        name: "onDismiss re-presents the modal",
        defaultSeverity: .error,
        enabledByDefault: true,
        summary: "An `onDismiss:` handler sets the presentation's own state back on (`x = true`, `item = value`, `x.toggle()`), so the modal re-presents itself.",
        rationale: """
        `onDismiss` runs after SwiftUI has set the binding off. Setting the same state on again there presents \
        the sheet or cover again at once: to the user it looks like a sheet that will not dismiss. Reset other \
        state in `onDismiss`, never the presentation's own binding.
        """,
        options: [],
        badExample: """
        import SwiftUI

        struct DraftsView: View {
            @Binding var showEditor: Bool
            @State private var draft: String?
            var body: some View {
                Button("New draft") { showEditor = true }
                    .sheet(isPresented: $showEditor, onDismiss: { showEditor = true }) {
                        EditorView()
                    }
            }
        }
        """,
        goodExample: """
        import SwiftUI

        struct DraftsView: View {
            @Binding var showEditor: Bool
            @State private var draft: String?
            var body: some View {
                Button("New draft") { showEditor = true }
                    .sheet(isPresented: $showEditor, onDismiss: { draft = nil }) {
                        EditorView()
                    }
            }
        }
        """,
        examples: ["Tests/Fixtures/rules/ondismiss-represents"],
        limitations: """
        Code the handler defers (`DispatchQueue.main.asyncAfter`, `Task`, a timer) runs after the dismissal \
        has played out and is a deliberate second showing: it is not reported.
        """,
        references: [.sheetIsPresented, .sheetItem, .fullScreenCoverIsPresented])

    let factory: FindingFactory

    public init(settings: RuleSettings) {
        factory = FindingFactory(ruleID: Self.descriptor.id, severity: settings.severity)
    }

    public func check(_ index: ProjectIndex, files: Range<Int>) -> [Finding] {
        var findings: [Finding] = []
        for f in files {
            let path = index.files[f].path
            index.forEachPresentation(inFile: f) { site in
                guard site.modifier == "sheet" || site.modifier == "fullScreenCover",
                      var handler = site.onDismiss, let target = Self.statePath(site.binding) else { return }
                if let owner = site.enclosingType {
                    for name in handler.calledNames.sorted() {
                        if let member = index.member(name, of: owner, nearestTo: path) { handler.merge(member.summary) }
                    }
                }
                // An item set from a queue (`current = pending.removeFirst()`) presents the next
                // value, not the one just dismissed: showing items one after another.
                let isItem = site.bindingLabel == "item"
                // A change deferred to later (`asyncAfter`, `Task`, a timer) comes after the
                // dismissal has played out: a deliberate second showing, not the same sheet stuck.
                guard let change = handler.stateChanges.first(where: { c in
                    c.target == target && (c.value == .on || c.value == .toggle) && !(isItem && c.isMethodResult) && !c.isDeferred
                }) else { return }
                let how = change.value == .toggle ? "toggles `\(target)`" : "sets `\(target)` again"
                let message: FindingMessage = "`onDismiss` of `.\(site.modifier)` \(how), so the modal presents itself again as soon as it is dismissed; reset other state there, not the presentation's own binding"
                findings.append(factory.make(message, path: path, span: site.span, enclosingType: site.enclosingType))
            }
        }
        return findings
    }

    /// `$x` → `x`, `$vm.x` → `vm.x`.
    static func statePath(_ binding: PresentationBinding?) -> String? {
        switch binding {
        case let .property(name)?: return name
        case let .member(base, name)?: return base + "." + name
        default: return nil
        }
    }
}
