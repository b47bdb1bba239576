/// How far a fix can be trusted, as Ruff classes its fixes.
/// - `safe`: keeps the program's behaviour by construction; `--fix` applies it, and the editor's
///   `source.fixAll.presentlint` action too.
/// - `unsafe`: changes code a developer must review (what is presented, or how); applied only with
///   `--fix --unsafe-fixes`, and always offered in the editor as a code action with a preview.
public enum FixSafety: String, Sendable, Comparable, CaseIterable {
    case safe, unsafe

    public static func < (a: FixSafety, b: FixSafety) -> Bool { a == .safe && b == .unsafe }
}

/// One way to fix one finding: edits in the finding's file, and a title an editor shows.
public struct FixOffer: Sendable, Equatable {
    /// What the fix does, as an editor's code action says it ("Present as a sheet").
    public var title: String
    public var safety: FixSafety
    /// Byte-range edits in the finding's file (non-overlapping).
    public var edits: [TextEdit]

    public init(title: String, safety: FixSafety, edits: [TextEdit]) {
        self.title = title
        self.safety = safety
        self.edits = edits
    }
}

/// A fixer's answer for one finding.
public enum FixAnswer: Sendable, Equatable {
    /// The finding is not a shape this fixer knows (another fixer of the rule may).
    case notMine
    /// The shape is this fixer's, but the rewrite would not be mechanical here: why, in one clause
    /// a user can act on (`--fix` prints it, the editor shows it in no action).
    case refused(String)
    /// The ways to fix it, the preferred first.
    case offered([FixOffer])
}

/// What a fixer reads: the finding, its file's text and tokens as linted, its facts and the project.
public struct FixContext {
    public let finding: Finding
    public let source: SourceText
    public let stream: TokenStream
    public let lines: LineMap
    public let facts: FileFacts
    public let index: ProjectIndex
    /// The file's findings as reported (after suppressions and the baseline), the finding among them.
    public let reportedInFile: [Finding]
    /// The file's position in `index.files` (nil: not in the index).
    public let fileNumber: Int?

    /// `fileNumber`: the file's position in `index.files`, when the caller knows it; else it is
    /// looked up by path.
    public init(finding: Finding, source: SourceText, stream: TokenStream, lines: LineMap, facts: FileFacts,
                index: ProjectIndex, reportedInFile: [Finding], fileNumber: Int? = nil) {
        self.fileNumber = fileNumber ?? index.files.firstIndex { $0.path == source.path }
        self.finding = finding
        self.source = source
        self.stream = stream
        self.lines = lines
        self.facts = facts
        self.index = index
        self.reportedInFile = reportedInFile
    }

    /// The byte offset of a 1-based position (columns in UTF-8 bytes) in the file.
    public func offset(of position: SourcePosition) -> UInt32 {
        let line = min(max(position.line, 1), lines.lineStarts.count)
        return lines.lineStarts[line - 1] + UInt32(max(position.column - 1, 0))
    }

    /// The index of the significant token that starts at `offset`, or the first one after it.
    public func tokenIndex(atOrAfter offset: UInt32) -> Int? {
        let t = stream.tokens
        var low = 0, high = t.count
        while low < high {
            let mid = (low + high) / 2
            if t[mid].start < offset { low = mid + 1 } else { high = mid }
        }
        return low < t.count ? low : nil
    }

    /// The token the finding starts at.
    public var findingToken: Int? { tokenIndex(atOrAfter: offset(of: finding.start)) }

    /// Whether `api` exists on every system the file's deployment targets support.
    public func supports(_ api: APIAvailability) -> Bool {
        index.deploymentTargets.targets(for: source.path).predating(api).isEmpty
    }

    /// The systems `use`'s code runs on that predate `api`, as the rule judges them: the file's
    /// targets for the platforms the code is built for, raised by the `@available` attributes
    /// around it (empty when the replacement exists wherever it runs).
    public func predating(_ api: APIAvailability, at use: DeprecatedUse) -> [(platform: DeploymentPlatform, target: OSVersion)] {
        use.availability.applied(to: index.deploymentTargets.targets(for: source.path, platforms: use.platforms), platforms: use.platforms)
            .predating(api)
    }
}

/// A rule's fixer: a pure function from a finding and its context to the fixes it offers.
public protocol RuleFix: Sendable {
    /// The rule whose findings it fixes.
    static var ruleID: String { get }
    static func answer(for finding: Finding, in context: FixContext) -> FixAnswer
}

/// Every fixer, by rule; a rule may have several (one per shape), asked in order.
public enum FixCatalog {
    public static let fixers: [any RuleFix.Type] = [
        PresentationModeFix.self,
        ModernAlertFix.self,
        ToolbarItemsFix.self,
        PreferItemBindingFix.self,
        SettingsInCoverFix.self,
        SheetOnlyModifierInCoverFix.self,
    ]

    public static func fixers(for ruleID: String) -> [any RuleFix.Type] {
        fixers.filter { $0.ruleID == ruleID }
    }

    /// Whether any fixer exists for the rule.
    public static func hasFixes(_ ruleID: String) -> Bool { fixers.contains { $0.ruleID == ruleID } }

    /// The offers for `finding`, or why there are none (nil when no fixer knows the shape).
    /// `fixers`: the fixers to ask (every registered one; tests pass their own).
    public static func answer(for finding: Finding, in context: FixContext, fixers: [any RuleFix.Type] = fixers) -> FixAnswer {
        var refusal: String?
        for fixer in fixers where fixer.ruleID == finding.ruleID {
            switch fixer.answer(for: finding, in: context) {
            case .notMine: continue
            case let .refused(why): refusal = refusal ?? why
            case let .offered(offers) where !offers.isEmpty: return .offered(offers)
            case .offered: continue
            }
        }
        return refusal.map { .refused($0) } ?? .notMine
    }
}
