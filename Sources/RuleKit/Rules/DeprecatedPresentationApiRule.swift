/// Presentation APIs SwiftUI has replaced: `.actionSheet`, `Alert(…)` alerts, `presentationMode`,
/// and `.navigationBarItems` in presented content.
public struct DeprecatedPresentationApiRule: Rule {
    public static let descriptor = RuleDescriptor(
        id: "deprecated-presentation-api",
        name: "Deprecated presentation API",
        defaultSeverity: .warning,
        enabledByDefault: true,
        summary: "`.actionSheet`, `.alert(isPresented:content:)` with `Alert(…)`, `@Environment(\\.presentationMode)` and `.navigationBarItems` in presented content have modern replacements.",
        rationale: """
        These APIs are deprecated: `.confirmationDialog` replaces `.actionSheet`, the \
        `.alert(_:isPresented:actions:message:)` form replaces the `Alert` struct, `@Environment(\\.dismiss)` \
        replaces `presentationMode` and works from any depth, and `.toolbar` items replace \
        `.navigationBarItems`. The `Alert` counts whether the alert's closure builds it or calls a method or \
        computed property of the same type declared to give one (`-> Alert`).
        """,
        options: [],
        badExample: """
        import SwiftUI

        struct ReceiptView: View {
            @Environment(\\.presentationMode) var presentationMode
            var body: some View {
                Button("Close") { presentationMode.wrappedValue.dismiss() }
            }
        }
        """,
        goodExample: """
        import SwiftUI

        struct ReceiptView: View {
            @Environment(\\.dismiss) var dismiss
            var body: some View {
                Button("Close") { dismiss() }
            }
        }
        """,
        examples: ["Tests/Fixtures/rules/deprecated-presentation-api"],
        limitations: """
        Uses inside a declaration that is itself marked `@available(…, deprecated…)`, `obsoleted:` or \
        `unavailable` are left alone: a compatibility shim calls the old API on purpose, and the compiler does \
        not warn there either. So are uses in an availability fallback (the `else` of `if #available(…)` or \
        `guard #available(…)`, the body of `if #unavailable(…)`, both branches of an `if #available(…)` that \
        asks only for systems older than the replacements, such as macOS 11), in a member of the type that \
        such a fallback calls (`oldBody(content:)`), and a `presentationMode` property that fallback code \
        dismisses through: that code runs where the replacements do not exist.
        """,
        references: [.presentationMode, .deprecatedEnvironmentValues, .dismissEnvironment, .actionSheet, .higActionSheets],
        fix: """
        rewrites `@Environment(\\.presentationMode) var presentationMode` to `@Environment(\\.dismiss) var \
        dismiss` and its `presentationMode.wrappedValue.dismiss()` calls to `dismiss()`, but only where that \
        certainly keeps the behaviour: every use of the property in the file is such a call, the property has \
        no written type, nothing else in the file is named `dismiss`, the type is not extended in another \
        file, and no declaration is kept on purpose for an older system. The other deprecated APIs are \
        reported, not rewritten.
        """)

    let factory: FindingFactory

    public init(settings: RuleSettings) {
        factory = FindingFactory(ruleID: Self.descriptor.id, severity: settings.severity)
    }

    public func check(_ index: ProjectIndex) -> [Finding] {
        var findings: [Finding] = []
        for f in index.files.indices where !index.files[f].deprecatedUses.isEmpty {
            for use in index.files[f].deprecatedUses {
                if !use.alertHelpers.isEmpty {
                    // Built by a helper: only a member of the same type declared to give an `Alert`.
                    guard let owner = use.enclosingType,
                          use.alertHelpers.contains(where: { index.member($0, of: owner, nearestTo: index.files[f].path)?.returnsAlert == true })
                    else { continue }
                }
                // A `presentationMode` property nothing reads is better removed than replaced: true
                // when its file never reads it and no other file extends the type.
                let unused = use.unusedInFile && use.enclosingType.map { owner in
                    index.types(named: owner).allSatisfy { $0.path == index.files[f].path }
                } ?? false
                findings.append(factory.make(Self.message(use, unused: unused), path: index.files[f].path, span: use.span, enclosingType: use.enclosingType))
            }
        }
        // `.navigationBarItems` in presented content: the content itself, its helpers and the views it shows.
        var seen: Set<String> = []
        for f in index.files.indices {
            // Read through a pointer: binding each site would copy (and retain) every field of it.
            index.files[f].presentations.withUnsafeBufferPointer { presentations in
                for s in presentations.indices
                where presentations[s].modifier == "sheet" || presentations[s].modifier == "fullScreenCover" || presentations[s].modifier == "popover" {
                    let site = presentations.baseAddress! + s
                    let path = index.files[f].path
                    var uses = site.pointee.content.modifierUses
                    var views = site.pointee.content.views
                    var builtInViews = site.pointee.content.builtInViews
                    if let owner = site.pointee.enclosingType {
                        for ref in site.pointee.content.memberRefs.sorted() {
                            guard let m = index.member(ref, of: owner, nearestTo: path) else { continue }
                            uses += m.evidence.modifierUses
                            views += m.evidence.views   // a builder helper (`sheetView(for:)`) and the views it makes
                            builtInViews.formUnion(m.evidence.builtInViews)
                        }
                    }
                    for view in views {
                        uses += index.evidence(of: view.typeName, nearestTo: path)?.modifierUses ?? []
                    }
                    // Built-in names too: a project may declare a view of the same name.
                    builtInViews.forEachName { name in
                        uses += index.evidence(of: name, nearestTo: path)?.modifierUses ?? []
                    }
                    for use in uses where use.name == "navigationBarItems" {
                        let key = "\(use.path):\(use.span.start)"
                        guard seen.insert(key).inserted else { continue }
                        let message: FindingMessage = "`.navigationBarItems` is deprecated; in presented content put the buttons in `.toolbar` items (`ToolbarItem(placement: .cancellationAction)` for Cancel or Close, `.confirmationAction` for Done or Save)"
                        findings.append(factory.make(message, path: use.path, span: use.span, enclosingType: use.enclosingType))
                    }
                }
            }
        }
        return findings
    }

    static func message(_ use: DeprecatedUse, unused: Bool) -> String {
        switch use.kind {
        case .actionSheet:
            return "`.actionSheet` is deprecated; use `.confirmationDialog(_:isPresented:actions:)` with Buttons and roles"
        case .actionSheetItem:
            return "`.actionSheet(item:content:)` is deprecated; use `.confirmationDialog(_:isPresented:presenting:actions:)` with Buttons and roles"
        case .alertItemStruct:
            return "`.alert(item:content:)` with an `Alert(…)` is deprecated; use `.alert(_:isPresented:presenting:actions:message:)` with Buttons"
        case .alertStruct:
            return "`.alert(isPresented:content:)` with an `Alert(…)` is deprecated; use `.alert(_:isPresented:actions:message:)` with Buttons"
        case .presentationModeDismiss:
            let subject = use.subject ?? "presentationMode"
            // Through another object (a representable's coordinator holding its `parent`): the
            // environment value is read in the view that object belongs to.
            if let dot = subject.utf8.lastIndex(of: UInt8(ascii: ".")), !subject.hasPrefix("self.") {
                let owner = subject[..<dot]
                return "`\(subject).wrappedValue.dismiss()` is deprecated; read `@Environment(\\.dismiss) var dismiss` in the view `\(owner)` refers to and call `\(owner).dismiss()`"
            }
            return "`\(subject).wrappedValue.dismiss()` is deprecated; read `@Environment(\\.dismiss) private var dismiss` and call `dismiss()`"
        case .presentationModeEnvironment:
            if unused { return "`@Environment(\\.presentationMode)` is deprecated and this property is never used; remove it" }
            return "`@Environment(\\.presentationMode)` is deprecated; use `@Environment(\\.dismiss)` to close the view, `@Environment(\\.isPresented)` to ask whether it is presented"
        }
    }
}
