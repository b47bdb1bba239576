/// The editor's side of fixes, from the same fixers and plans as `--fix`: each offer for a finding
/// is a `quickfix` code action (safe and unsafe alike: an editor shows the change before it is
/// applied), and `source.fixAll.presentlint` applies a document's safe fixes in rounds, checked as
/// `--fix` checks them.
public enum FixActions {
    public static let quickFixKind = "quickfix"
    public static let fixAllKind = "source.fixAll.presentlint"
    /// The kinds of code action the server offers (its `codeActionKinds`).
    public static let kinds = [quickFixKind, fixAllKind]

    /// Whether a request whose `context.only` is `only` (nil: not given) wants actions of `kind`:
    /// a kind asked for covers the kinds under it (`source` and `source.fixAll` cover
    /// `source.fixAll.presentlint`).
    public static func wants(_ kind: String, only: [String]?) -> Bool {
        guard let only else { return true }
        return only.contains { kind == $0 || kind.hasPrefix($0 + ".") }
    }

    /// The quick fixes for `here` (some of the findings `reported` in the file at `path`, whose
    /// text is `document`): one action per offer, in each finding's order of offers. An offer made
    /// for several findings (a file-wide rewrite) is one action naming them all. Only a safe offer
    /// that is its finding's first is preferred. `diagnostics` gives the diagnostics of findings.
    public static func quickFixes(for here: [Finding], reported: [Finding], path: String, uri: String, document: EditorDocument,
                                  index: ProjectIndex, encoding: PositionEncoding, fixers: [any RuleFix.Type] = FixCatalog.fixers,
                                  diagnostics: ([Finding]) -> [JSONValue]) -> [JSONValue] {
        let offers = FixPlan.offers(for: here, reported: reported, path: path, bytes: document.bytes, index: index, fixers: fixers)
        var actions: [(offer: FixOffer, preferred: Bool, findings: [Finding])] = []
        for (finding, list) in zip(here, offers) {
            for (k, offer) in list.enumerated() {
                let preferred = k == 0 && offer.safety == .safe
                if let same = actions.firstIndex(where: { $0.offer == offer }) {
                    actions[same].findings.append(finding)
                    actions[same].preferred = actions[same].preferred || preferred
                } else {
                    actions.append((offer, preferred, [finding]))
                }
            }
        }
        return actions.map { action in
            var pairs: [(key: String, value: JSONValue)] = [("title", .string(action.offer.title)), ("kind", .string(quickFixKind))]
            if action.preferred { pairs.append(("isPreferred", true)) }
            pairs.append(("diagnostics", .array(diagnostics(action.findings))))
            pairs.append(("edit", workspaceEdit(uri: uri, edits: action.offer.edits, document: document, encoding: encoding)))
            return .object(pairs)
        }
    }

    /// The `source.fixAll.presentlint` action for the file at `path` of `project` (whose text is
    /// `document`, as the project last linted it): the safe fixes of its reported findings,
    /// applied in rounds and each round checked by linting a copy of the project with the fixed
    /// text (`FixRounds`, as `--fix`; the project is left as it is). Nil when nothing is fixed.
    public static func fixAll(path: String, uri: String, document: EditorDocument, project: LiveProject,
                              encoding: PositionEncoding, fixers: [any RuleFix.Type] = FixCatalog.fixers) -> (action: JSONValue, rounds: FixRounds)? {
        let mine = project.findings(in: path)
        guard mine.contains(where: { f in fixers.contains { $0.ruleID == f.ruleID } }) else { return nil }
        let first = FixRounds.Lint(outcome: (project.allFindings, project.allProblems), index: project.index)
        let rounds = FixRounds.run(first: first, unsafe: false, fixers: fixers, reported: { $0.filter { $0.path == path } },
                                   source: { $0 == path ? document.bytes : nil }, lint: project.linted(replacing:))
        guard let fixed = rounds.texts[path], fixed != document.bytes else { return nil }
        let count = rounds.fixedCounts[path] ?? 0
        let title = "Fix \(count) presentlint finding\(count == 1 ? "" : "s") with safe fixes"
        let edits = TextEdit.difference(from: document.bytes, to: fixed)
        return (["title": .string(title), "kind": .string(fixAllKind),
                 "edit": workspaceEdit(uri: uri, edits: edits, document: document, encoding: encoding)], rounds)
    }

    /// Byte-range edits of `document` as a workspace edit of `uri`, positions in `encoding`.
    public static func workspaceEdit(uri: String, edits: [TextEdit], document: EditorDocument, encoding: PositionEncoding) -> JSONValue {
        let textEdits: [JSONValue] = edits.sorted { $0.start < $1.start }.map { edit in
            let start = document.position(ofOffset: Int(edit.start), encoding: encoding)
            let end = document.position(ofOffset: Int(edit.end), encoding: encoding)
            return ["range": ["start": ["line": .int(start.line), "character": .int(start.character)],
                              "end": ["line": .int(end.line), "character": .int(end.character)]],
                    "newText": .string(edit.replacement)]
        }
        return ["changes": .object([(key: uri, value: .array(textEdits))])]
    }
}
