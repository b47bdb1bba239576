#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Walks one file's syntax model once and collects `FileFacts`.
///
/// Content is walked in one of two modes: `.view` for result-builder code (a `body`, a content
/// closure, a `toolbar { }`), where each expression statement is a view whose type the rules may
/// follow, and `.action` for imperative code (a Button's action, `onAppear`, a plain function),
/// where only calls and state changes matter.
struct FactExtractor {
    enum Mode { case view, action }

    let source: SourceText
    var facts: FileFacts
    /// The last components of the file's state changes (outside `#if DEBUG`), each once: the
    /// project index hashes these for every file, and most files assign the same few names many
    /// times. Those set off, toggled or set to an unknown value, likewise.
    /// Types being built, innermost last; finished ones move to `facts.types`.
    var typeStack: [TypeFacts] = []
    /// Names bound locally (closure parameters, `let`s, `if let x = other`) that hide properties.
    var shadowed: [String] = []
    /// Names in view position whose view is read elsewhere: parameters of the content closures
    /// being walked that a called view hands them (`image` in `CachedImage(url: url) { image in
    /// image.resizable() }`; see `walkTypeCall`), and a view modifier's `content` in `body(content:)`
    /// (the view it modifies, read where the modifier is applied).
    var viewHandedValues: [String] = []
    /// Local names whose value may be nil: parameters of optional type, and payloads bound by a
    /// case pattern (`if case let .compose(text) = tab`), whose type the pattern does not show.
    /// Scoped like `shadowed`.
    var nilableLocals: [String] = []
    /// Locals of view code made by a type's initializer (`let card = Button { … }`), in the
    /// statement lists being walked: their value is walked where the local is first shown, as a
    /// view (see `walkStatements`).
    var localViews: [LocalView] = []
    /// Positions in `shadowed` of names bound to a property's own value unwrapped (`if let image`,
    /// `if let image = self.image`). Scoped like `shadowed`.
    var propertyUnwraps: [Int] = []
    /// Locals bound to an element of a property (`if let image = previews[url]`), by their
    /// position in `shadowed`, with the property's name: shown, they show what the property holds.
    /// Scoped like `shadowed`.
    var elementUnwraps: [(position: Int, property: String)] = []
    /// The optionals unwrapped by the conditions of the `if let` bodies the walk is in, and by the
    /// `guard let`s met earlier in the bodies it is in: known to hold a value there.
    var presentOptionals: [String] = []
    var debugDepth = 0
    /// Greater than zero inside a declaration marked `@available(…, deprecated…)` or `unavailable`:
    /// deprecated API used there is expected (the compiler does not warn there either).
    var deprecatedDepth = 0
    /// Greater than zero inside a `#Preview` macro.
    var previewDepth = 0
    /// Greater than zero inside the fallback of an availability check: the `else` of
    /// `if #available(…)` or `guard #available(…)`, the body of `if #unavailable(…)`. The code
    /// there runs on systems that lack the replacement APIs, so deprecated ones are not reported.
    var fallbackDepth = 0
    /// The versions of the availability checks whose fallbacks are being walked, innermost last
    /// (see `PresentationSite.runsOnlyBelow`).
    var olderSystemChecks: [DeclaredAvailability] = []
    /// The branches around the walk of `if … else` (`if #available(…)` included) and the cases of
    /// `switch`, as clauses of groups numbered below zero (those of `#if` count up from zero):
    /// only one branch runs at a time, as only one `#if` clause is built.
    var branchClauses: [ConditionalClause] = []
    var branchGroups = 0
    /// Greater than zero inside a presentation's content: presentations there are stacked on it.
    var presentationDepth = 0
    /// Greater than zero in a presentation modifier's own arguments other than its binding and
    /// content (a dialog's title, its `message:`): shown with it, not beyond it.
    var presentationArgumentDepth = 0
    /// Walking the conditions of an `if` that has an `else`: an optional it binds has a fallback
    /// when nil (`if let x { A(x) } else { B() }`).
    var conditionsHaveFallback = false
    /// The member of the innermost type whose body is being walked (`body`, `filterSheet`).
    var currentMember: String?
    /// Inside an initializer's body: `self.x = x` there stores a parameter, it does not change state.
    var inInitializer = false
    /// The parameters of the innermost `.onChange`/`.onReceive` handler being walked (with `$0`,
    /// `$1`), or empty outside one: assigning one of them mirrors the observed value.
    var observedValues: [String] = []
    /// What that `.onChange(of:)` (or `.task(id:)`) observes, as a path.
    var observedSubject: String?
    /// The handler is a `.task(id:)`'s: a value it copies from the `id`'s object (`id:
    /// accounts.hashValue`, `flag = accounts.isEmpty`) follows that object.
    var observesByID = false
    /// Inside an `.onAppear` or `.task` handler: a flag set there from a path may be a mirror's
    /// first sync.
    var inAppearHandler = false
    /// Closures entered since the innermost function, accessor or `onDismiss` handler began,
    /// those of `withAnimation` and its kind aside: above zero, code may run later.
    var deferralDepth = 0
    /// Where the file's previews are: `#Preview` bodies and `PreviewProvider` types.
    var previewRanges: [ByteRange] = []
    /// Types only this file can name (`private`, `fileprivate`), or debug-only ones named for
    /// previews: when the file names one only inside previews, it is preview scaffolding (see
    /// `markPreviewHosts`).
    var previewHostCandidates: [(qualifiedName: String, name: String, range: ByteRange)] = []
    /// Owners `X` of `X.wrappedValue.dismiss()` called in a fallback: an `@Environment(\.presentationMode)`
    /// property named `X` is kept for that code, so its declaration is not reported either.
    var fallbackDismissOwners: [String] = []
    /// The members (`oldBody`) the deprecated uses reported so far are in, by their index in
    /// `facts.deprecatedUses`: a member that only an availability fallback calls is fallback code.
    var deprecatedUseMembers: [Int: String] = [:]
    /// Names of the helpers availability fallbacks call or show (`oldBody(content:)` in the `else`
    /// of `if #available(…)`), for the types being walked.
    var fallbackCalls: [String] = []
    /// Owners `X` of `X.wrappedValue.dismiss()` called outside fallbacks, with the member doing it:
    /// when a fallback calls that member, the property is kept for it (see `fallbackDismissOwners`).
    var memberDismissOwners: [(member: String, owner: String)] = []
    /// Greater than zero inside a function, accessor or closure body: declarations there are locals.
    var bodyDepth = 0
    /// The changes made so far by the open actions, innermost action's last: each action's start
    /// is in `scopeMarks`. One flat list for every body, so opening and closing one (every
    /// closure) allocates nothing. A closure an action starts (`Task { }`, a completion) is no
    /// action of its own: its changes stay in the list, as the action's.
    var pendingWrites: [StateWrite] = []
    /// The calls made so far by the open actions, as `pendingWrites` keeps their changes.
    var pendingActionCalls: [ActionCall] = []
    /// The open bodies, innermost last.
    var scopeMarks: [ScopeMark] = []
    /// The file's actions so far: an action repeated in many bodies (each button of a list setting
    /// the same two names) is recorded once.
    var seenActions = DistinctList<StateAction>()
    /// The parameters of the innermost function being walked (a wrapper binds its presentation to one).
    var functionParameters: [String] = []
    /// The presentation about to be recorded is a call of a method that may be a project's wrapper.
    var recordingWrapperCall = false
    /// Presentations a `ViewModifier`'s helper member (not its `body`) applies with one of the
    /// type's `@Binding`s: the type is a wrapper if its body reaches the helper (settled when the
    /// type's walk ends, see `settleHelperWrappers`).
    var helperWrappers: [HelperWrapper] = []
    /// Open presentation contents whose `switch` over their parameter is an item route.
    var routeCaptures: [RouteCapture] = []
    /// Inside a navigation destination (`NavigationLink(destination:)`, `.navigationDestination
    /// { … }`): the views met there are pushed, not part of the screen around them.
    var pushDepth = 0
    /// The parameters of the view-building member function being walked (`route` in `func
    /// view(for route: Route) -> some View`), and the views its `switch` over one shows per case.
    var routeParameters: [String] = []
    var memberCaseViews: [String: [String]] = [:]
    /// Open presentation contents, innermost last, gathering the screens their branches show
    /// (see `ContentScreens`).
    var screenCaptures: [ScreenCapture] = []
    /// Closures entered of modifiers (`.toolbar { }`, `.overlay { }`) and of views other than
    /// `screenContainers` (a `ForEach` row): branches there are parts of a screen, not screens.
    var screenPartDepth = 0
    /// The paths of the state that drives the open presentations (`show`, `model.isPlayerOpen`):
    /// their content turning it off is that presentation's own way out, which the rules see in
    /// its content, not something else that closes it.
    var openPresentationFlags: [String] = []
    /// Greater than zero inside a closure that presented content hands to a view's parameter
    /// (see `ViewReference.closureArguments`): it runs only if that view calls it.
    var handedClosureDepth = 0
    /// The call made for a project view's argument (`viewModel: TaxRateModel(onSelect: { rate in … })`,
    /// `.init(…)`) while its arguments are walked, and the view's position in `views`: a callback
    /// taking a value that this call is handed is the view's too, handed through what it is made
    /// with (see `ViewReference.closureArguments`).
    var callbackCarrier: (call: ByteRange, view: Int)?
    /// Greater than zero inside the arguments of a view's `.background`, `.overlay` or `.mask`
    /// (see `ViewReference.decoratesAnotherView`).
    var decorationDepth = 0
    /// Trimmed line texts already made, shared by every span on the same line: a generated file
    /// with thousands of sites on one long line would otherwise copy that line once per site.
    let lineTexts = LineTextCache()
    /// What the file's imports and folders say of its platforms, read at its first presentation.
    var filePlatforms: PlatformSet?
    /// What the `@available` attributes of the declarations being walked say (see `enterAvailability`).
    var declaredAvailability = DeclaredAvailability()
    /// The file's `@Environment(\.presentationMode)` properties: name, declaration, the range of
    /// the type declaring them and the offset of their reported name (see
    /// `settleUnusedEnvironmentProperties`).
    var environmentProperties: [(name: String, declaration: ByteRange, type: ByteRange?, offset: UInt32)] = []
    /// The source ranges of the types being walked, innermost last (beside `typeStack`).
    var typeRanges: [ByteRange] = []
    /// Where this thread's stack ends: nesting the input decides stops there (`stackRanLow`).
    let stack: StackGuard
    var stackRanLow = false
    /// Method calls of the chains being walked whose base is walked first, outermost first
    /// (see `walkExpression`): one flat list for every chain, so walking one allocates nothing.
    var pendingCalls: [(call: Expr, mode: Mode, traits: MethodName, wraps: Bool)] = []

    final class LineTextCache {
        var texts: [Int: String] = [:]
        /// Where the file's lines start, found on demand up to the line after the furthest place a
        /// span was asked for: the sites of most files are in their first views, and the lines
        /// after the last are never needed. `[0]` (`[3]` after a byte-order mark, as `LineMap`
        /// starts line 1) until the first span.
        var lineStarts: [UInt32] = [0]
        /// How far the bytes have been searched for line breaks.
        var scanned = 0
        /// Whether the file has a carriage return (settled at the first span).
        var hasCarriageReturn: Bool?

        /// Finds line starts until one lies past `offset` (or the file ends), as `LineMap` does.
        func scan(through offset: UInt32, _ bytes: [UInt8]) {
            if scanned == 0 && lineStarts.count == 1 { lineStarts[0] = LineMap.firstLineStart(bytes) }
            guard Int(lineStarts[lineStarts.count - 1]) <= Int(offset), scanned < bytes.count else { return }
            // Worked on as a local (the array moved out, so appending to it copies nothing): the
            // properties of a class are checked for exclusive access at every use.
            var starts = lineStarts
            lineStarts = []
            let carriageReturns = hasCarriageReturn ?? bytes.withUnsafeBufferPointer { memchr($0.baseAddress!, 0x0D, bytes.count) != nil }
            hasCarriageReturn = carriageReturns
            // Room for every line at once (lines of source average well over 20 bytes): grown
            // line by line, the list was copied again and again.
            if starts.count == 1 { starts.reserveCapacity(bytes.count / 20 + 8) }
            scanned = LineMap.findLineStarts(&starts, in: bytes, from: scanned, through: offset, carriageReturns: carriageReturns)
            lineStarts = starts
        }
    }

    struct ScopeMark {
        /// Where the body's changes start in `pendingWrites`.
        var start: Int
        /// Imperative code (`.action` mode): closures it starts join it.
        var isAction: Bool
        /// A closure started by the enclosing action: its changes are that action's.
        var joinsParent: Bool
        /// `deferralDepth` where the action began: changes made deeper run later.
        var deferralBase: Int
        /// What the action's `onChange` handler observes.
        var observed: String?
        /// Where the body's calls start in `pendingActionCalls`.
        var callStart: Int
        /// The member whose body it is (see `StateAction.member`).
        var member: String?
        /// The action runs as the view appears (see `StateAction.runsAsViewAppears`).
        var runsAsViewAppears: Bool
    }

    struct RouteCapture {
        var subject: String
        var cases: [RouteCase] = []
    }

    /// The file's tokens, read for its `#if` clauses.
    let tokens: [Token]
    /// Byte ranges of the file's `#if` clauses, made when the first presentation site needs them.
    var clauseRanges: [(clause: ConditionalClause, start: UInt32, end: UInt32, debug: Bool)]?

    init(source: SourceText, tokens: [Token] = [], stack: StackGuard = StackGuard()) {
        self.source = source
        self.stack = stack
        self.tokens = tokens
        self.facts = FileFacts(path: source.path)
        // The walk's stacks, sized once for the nesting of ordinary code instead of grown by
        // doubling in every file.
        scopeMarks.reserveCapacity(16)
        pendingWrites.reserveCapacity(16)
        pendingCalls.reserveCapacity(16)
        shadowed.reserveCapacity(16)
    }

    /// The `#if` clauses around byte `offset`, outermost first.
    mutating func clauses(at offset: UInt32) -> [ConditionalClause] {
        if clauseRanges == nil { clauseRanges = Self.clauseRanges(tokens, source.bytes) }
        guard let ranges = clauseRanges, !ranges.isEmpty else { return [] }
        return ranges.filter { $0.start <= offset && offset < $0.end }.map(\.clause)
    }

    /// Whether the byte at `offset` is in a clause only debug builds compile (`#if DEBUG`),
    /// wherever the `#if` stands: around statements, or around one modifier of a chain.
    mutating func isInDebugClause(at offset: UInt32) -> Bool {
        if clauseRanges == nil { clauseRanges = Self.clauseRanges(tokens, source.bytes) }
        guard let ranges = clauseRanges, !ranges.isEmpty else { return false }
        return ranges.contains { $0.debug && $0.start <= offset && offset < $0.end }
    }

    /// Every clause of every `#if` of the file, from its directive to the next one of the same
    /// `#if` (an unterminated one runs to the end of the file), in the order the clauses open.
    static func clauseRanges(_ tokens: [Token], _ bytes: [UInt8]) -> [(clause: ConditionalClause, start: UInt32, end: UInt32, debug: Bool)] {
        var ranges: [(clause: ConditionalClause, start: UInt32, end: UInt32, debug: Bool)] = []
        // Each open `#if`, with the platforms its clauses so far hold on (nil once one is unknown).
        var open: [(index: Int, clause: ConditionalClause, taken: PlatformSet?)] = []
        var groups = 0
        bytes.withUnsafeBufferPointer { b in
            // Most files have no `#` at all: one `memchr` instead of a pass over the tokens.
            guard let base = b.baseAddress, memchr(base, Int32(UInt8(ascii: "#")), b.count) != nil else { return }
            func word(_ t: Token, _ w: StaticString) -> Bool { b.spells(w, at: Int(t.start), length: Int(t.end - t.start)) }
            /// The platforms of the condition after the directive name at `k`: up to the line's end.
            func condition(after k: Int) -> PlatformSet? {
                var end = k + 1
                while end < tokens.count && !tokens[end].flags.contains(.atLineStart) { end += 1 }
                return PlatformSet.of(tokens[(k + 1)..<end], in: b)
            }
            /// Whether the condition after the directive name at `k` is `DEBUG` (or `(DEBUG)`).
            func isDebug(after k: Int) -> Bool {
                var q = k + 1
                while q < tokens.count && tokens[q].kind == .leftParen && !tokens[q].flags.contains(.atLineStart) { q += 1 }
                guard q < tokens.count, !tokens[q].flags.contains(.atLineStart), word(tokens[q], "DEBUG") else { return false }
                var end = q + 1
                while end < tokens.count && !tokens[end].flags.contains(.atLineStart) {
                    if tokens[end].kind != .rightParen { return false }
                    end += 1
                }
                return true
            }
            var i = 0
            while i + 1 < tokens.count {
                let pound = tokens[i], name = tokens[i + 1]
                i += 1
                guard pound.kind == .pound, name.start == pound.end else { continue }
                if word(name, "if") {
                    let platforms = condition(after: i)
                    let first = ConditionalClause(group: groups, clause: 0, platforms: platforms)
                    open.append((ranges.count, first, platforms))
                    ranges.append((first, pound.start, UInt32(b.count), isDebug(after: i)))
                    groups += 1
                } else if word(name, "elseif") || word(name, "else"), let top = open.popLast() {
                    ranges[top.index].end = pound.start
                    // A later clause is built where its condition holds and no earlier one did.
                    let holds = word(name, "else") ? PlatformSet.all : condition(after: i)
                    let platforms = top.taken.flatMap { taken in holds.map { $0.subtracting(taken) } }
                    let next = ConditionalClause(group: top.clause.group, clause: top.clause.clause + 1, platforms: platforms)
                    open.append((ranges.count, next, top.taken.flatMap { taken in holds.map { taken.union($0) } }))
                    ranges.append((next, pound.start, UInt32(b.count), word(name, "elseif") && isDebug(after: i)))
                } else if word(name, "endif"), let top = open.popLast() {
                    ranges[top.index].end = pound.start
                }
            }
        }
        return ranges
    }

    mutating func extract(_ syntax: FileSyntax) -> FileFacts {
        var ignored = ScopeSummary()
        walkStatements(syntax.items, .action, &ignored)
        if !previewHostCandidates.isEmpty && !previewRanges.isEmpty { markPreviewHosts() }
        if !environmentProperties.isEmpty { settleUnusedEnvironmentProperties() }
        // Sized for the walk, kept to the end of the run: kept at their size.
        locateRouteCases()
        if DeploymentTargets.isManifest(source.path) {
            facts.deploymentTargets = DeploymentTargets.manifest(tokens: tokens, bytes: source.bytes)
            facts.packageSourcePaths = DeploymentTargets.manifestSourcePaths(tokens: tokens, bytes: source.bytes)
        } else if DeploymentTargets.isTuistProject(source.path, tokens: tokens, bytes: source.bytes) {
            facts.deploymentTargets = DeploymentTargets.manifest(tokens: tokens, bytes: source.bytes)
        }
        return facts
    }

    /// Gives a place to the cases of the file's enums that can be a presentation's route, where a
    /// rule reports a case: those `Identifiable` (as `item:` needs), here or in an extension in
    /// the file, and those whose own members map their cases to views (`switch self`).
    mutating func locateRouteCases() {
        var identifiable: Set<String> = []
        for t in facts.types.indices where facts.types[t].inheritance.contains(where: { $0 == "Identifiable" || $0 == "SwiftUI.Identifiable" }) {
            identifiable.insert(facts.types[t].name)
        }
        for t in facts.types.indices where facts.types[t].kind == .enum {
            guard identifiable.contains(facts.types[t].name) || !facts.types[t].caseViews.isEmpty else { continue }
            for c in facts.types[t].enumCases.indices where facts.types[t].enumCases[c].spanBox == nil {
                facts.types[t].enumCases[c].span = span(facts.types[t].enumCases[c].nameRange)
            }
        }
    }

    /// A name that says the type exists to host a preview: `Preview` in it and `Host`, `Wrapper`,
    /// `Container` or `Harness` at its end (`SheetPreviewHost`, `PreviewWrapper`).
    static func isPreviewScaffoldingName(_ name: String) -> Bool {
        name.containsBytes("Preview") && (name.hasSuffix("Host") || name.hasSuffix("Wrapper") || name.hasSuffix("Container") || name.hasSuffix("Harness"))
    }

    /// `private` or `fileprivate`: lengths first, as two unequal strings compare slowly.
    static func isFilePrivate(_ modifiers: CompactList<String>) -> Bool {
        modifiers.contains { m in
            let n = m.utf8.count
            return (n == 7 && m == "private") || (n == 11 && m == "fileprivate")
        }
    }

    /// `private(set)` or `fileprivate(set)` among a declaration's modifiers (the parser keeps
    /// `(set)` on the word); their lengths, 12 and 16, rule out most others without a comparison.
    static func hasPrivateSetter(_ modifiers: CompactList<String>) -> Bool {
        modifiers.contains { m in
            let n = m.utf8.count
            return (n == 12 && m == "private(set)") || (n == 16 && m == "fileprivate(set)")
        }
    }

    /// Settles which `@Environment(\.presentationMode)` properties of the file are never read: a
    /// property is read where its type's own code names it (as `name`, `self.name` or `$name`),
    /// and where any other code names it through an object (`parent.name`) or outside every type
    /// that has a property of that name (an extension of its type). Key paths and declarations
    /// are no reads. One pass over the tokens; a file with very many such properties is left as
    /// is (all read).
    mutating func settleUnusedEnvironmentProperties() {
        let pending = environmentProperties
        guard !pending.isEmpty, pending.count <= 64 else { return }
        let names = pending.map { Array($0.name.utf8) }
        let lengths = Set(names.map(\.count))
        var read = [Bool](repeating: false, count: pending.count)
        let bytes = source.bytes
        func inside(_ offset: UInt32, _ range: ByteRange?) -> Bool { range.map { offset >= $0.start && offset < $0.end } ?? false }
        for k in tokens.indices {
            let t = tokens[k]
            guard t.kind == .identifier || t.kind == .dollarIdentifier || t.kind == .backtickIdentifier else { continue }
            var start = Int(t.start), end = Int(t.end)
            if t.kind != .identifier { start += 1 }
            if t.kind == .backtickIdentifier { end -= 1 }
            guard lengths.contains(end - start),
                  !(k >= 2 && tokens[k - 1].kind == .period && tokens[k - 2].kind == .backslash),
                  !(k >= 1 && (tokens[k - 1].keyword == .var || tokens[k - 1].keyword == .let)) else { continue }
            let throughObject = k >= 2 && tokens[k - 1].kind == .period && tokens[k - 2].keyword != .self
            for p in pending.indices where !read[p] && bytes[start..<end].elementsEqual(names[p]) {
                if inside(t.start, pending[p].declaration) { continue }
                if inside(t.start, pending[p].type) || throughObject {
                    read[p] = true
                } else if !pending.indices.contains(where: { q in q != p && names[q] == names[p] && inside(t.start, pending[q].type) }) {
                    read[p] = true
                }
            }
        }
        for i in facts.deprecatedUses.indices where facts.deprecatedUses[i].kind == .presentationModeEnvironment {
            if let p = pending.firstIndex(where: { $0.offset == facts.deprecatedUses[i].offset }) { facts.deprecatedUses[i].unusedInFile = !read[p] }
        }
    }

    /// Marks as previews the presentations of the candidate types (`previewHostCandidates`) that
    /// the file names in previews and nowhere else, apart from their own declaration and
    /// extensions: hosts that exist to show another view in a sheet on the canvas.
    mutating func markPreviewHosts() {
        var hosts: [String] = []
        let bytes = source.bytes
        for candidate in previewHostCandidates {
            let name = Array(candidate.name.utf8)
            var inPreview = false, elsewhere = false
            for k in tokens.indices where tokens[k].kind == .identifier && Int(tokens[k].end - tokens[k].start) == name.count {
                let t = tokens[k]
                guard bytes[Int(t.start)..<Int(t.end)].elementsEqual(name) else { continue }
                if t.start >= candidate.range.start && t.start < candidate.range.end { continue }
                if k > 0 && tokens[k - 1].keyword == .extension { continue }
                if previewRanges.contains(where: { t.start >= $0.start && t.start < $0.end }) {
                    inPreview = true
                } else {
                    elsewhere = true
                    break
                }
            }
            if inPreview && !elsewhere { hosts.append(candidate.qualifiedName) }
        }
        guard !hosts.isEmpty else { return }
        for i in facts.presentations.indices {
            guard let owner = facts.presentations[i].enclosingQualifiedType else { continue }
            if hosts.contains(where: { owner == $0 || owner.hasPrefix($0 + ".") }) { facts.presentations[i].isPreview = true }
        }
    }
}

/// A local of view code holding a view (see `FactExtractor.localViews`): its place in
/// `shadowed`, its value, and what it shows once walked where it is first shown.
struct LocalView {
    let position: Int
    let value: Expr
    var shown: ScopeSummary?
}
