/// Presented content that closes itself by setting the presenter's Boolean instead of calling
/// `dismiss()`. Off by default: many codebases do this on purpose.
public struct PresentedContentMutatesPresenterRule: FileByFileRule {
    public static let descriptor = RuleDescriptor(
        id: "presented-content-mutates-presenter",
        name: "Presented content sets the presenter's flag",
        defaultSeverity: .warning,
        enabledByDefault: false,
        summary: "Presented content closes itself by setting the presenter's `isPresented` Boolean (directly or through a `@Binding`) instead of calling `dismiss()`.",
        rationale: """
        Content that flips its presenter's Boolean is tied to how it was presented: it cannot be reused from \
        another presenter or a coordinator, and the flag lives on a view that may be recreated. Reading \
        `@Environment(\\.dismiss)` inside the presented view works however it was presented and at any depth.
        """,
        options: [],
        badExample: """
        import SwiftUI

        struct NotesView: View {
            @Binding var showEditor: Bool
            var body: some View {
                Button("Edit") { showEditor = true }
                    .sheet(isPresented: $showEditor) {
                        EditorView(isPresented: $showEditor)
                    }
            }
        }

        struct EditorView: View {
            @Binding var isPresented: Bool
            var body: some View {
                Button("Done") { isPresented = false }
            }
        }
        """,
        goodExample: """
        import SwiftUI

        struct NotesView: View {
            @Binding var showEditor: Bool
            var body: some View {
                Button("Edit") { showEditor = true }
                    .sheet(isPresented: $showEditor) {
                        EditorView()
                    }
            }
        }

        struct EditorView: View {
            @Environment(\\.dismiss) private var dismiss
            var body: some View {
                Button("Done") { dismiss() }
            }
        }
        """,
        examples: ["Tests/Fixtures/rules/presented-content-mutates-presenter"],
        limitations: """
        Code that supports systems older than the dismiss action (iOS 14, macOS 11, tvOS 14, watchOS 7; \
        read from its package's `Package.swift`, the Xcode project beside it, or the configuration's \
        `deploymentTargets`) is not reported: there, setting the flag is the way to close.
        """,
        references: [.dismissAction, .dismissEnvironment])

    let factory: FindingFactory

    public init(settings: RuleSettings) {
        factory = FindingFactory(ruleID: Self.descriptor.id, severity: settings.severity)
    }

    public func check(_ index: ProjectIndex, files: Range<Int>) -> [Finding] {
        var findings: [Finding] = []
        for f in files {
            let path = index.files[f].path
            index.forEachPresentation(inFile: f) { site in
                guard site.bindingLabel == "isPresented" && !site.isPreview
                        && (site.modifier == "sheet" || site.modifier == "fullScreenCover" || site.modifier == "popover"),
                      case let .property(flag)? = site.binding else { return }
                var how: String?
                if site.content.stateChanges.contains(where: { $0.target == flag && $0.value != .on }) {
                    how = "sets `\(flag)` itself"
                } else {
                    for view in site.content.views {
                        guard let label = view.bindingArguments.first(where: { $0.value == flag })?.key,
                              let property = index.property(label, of: view.typeName, preferring: path), property.hasWrapper("Binding"),
                              let summary = index.summary(of: view.typeName, nearestTo: path) else { continue }
                        if summary.stateChanges.contains(where: { $0.target == label && $0.value != .on }) {
                            how = "passes `$\(flag)` to `\(view.typeName)`, which sets it"
                            break
                        }
                    }
                }
                guard let how else { return }
                // Before iOS 15 there is no dismiss action to advise: setting the flag is the way.
                guard index.deploymentTargets.targets(for: path).predating(.dismissAndModernAlerts).isEmpty else { return }
                let message: FindingMessage = "Content of `.\(site.modifier)` \(how) to close; read `@Environment(\\.dismiss)` in the presented view and call `dismiss()` instead"
                findings.append(factory.make(message, path: path, span: site.span, enclosingType: site.enclosingType))
            }
        }
        return findings
    }
}
