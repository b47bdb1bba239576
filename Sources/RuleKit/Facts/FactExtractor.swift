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
    var fileAssignedNames = NameSet(), fileTurnedOffNames = NameSet()
    /// Types being built, innermost last; finished ones move to `facts.types`.
    var typeStack: [TypeFacts] = []
    /// Names bound locally (closure parameters, `let`s, `if let x = other`) that hide properties.
    var shadowed: [String] = []
    /// Local names whose value may be nil: parameters of optional type, and payloads bound by a
    /// case pattern (`if case let .compose(text) = tab`), whose type the pattern does not show.
    /// Scoped like `shadowed`.
    var nilableLocals: [String] = []
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
    /// The open bodies, innermost last.
    var scopeMarks: [ScopeMark] = []
    /// The file's actions so far: an action repeated in many bodies (each button of a list setting
    /// the same two names) is recorded once.
    var seenActions = DistinctList<StateAction>()
    /// The parameters of the innermost function being walked (a wrapper binds its presentation to one).
    var functionParameters: [String] = []
    /// The presentation about to be recorded is a call of a method that may be a project's wrapper.
    var recordingWrapperCall = false
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
        /// after the last are never needed. `[0]` until the first span.
        var lineStarts: [UInt32] = [0]
        /// How far the bytes have been searched for line breaks.
        var scanned = 0
        /// Whether the file has a carriage return (settled at the first span).
        var hasCarriageReturn: Bool?

        /// Finds line starts until one lies past `offset` (or the file ends), the way `LineMap` does:
        /// after each `\n`, `\r\n` and lone `\r`.
        func scan(through offset: UInt32, _ bytes: [UInt8]) {
            guard Int(lineStarts[lineStarts.count - 1]) <= Int(offset), scanned < bytes.count else { return }
            // Worked on as locals (the array moved out, so appending to it copies nothing): the
            // properties of a class are checked for exclusive access at every use.
            var starts = lineStarts
            lineStarts = []
            var at = scanned
            let n = bytes.count
            let carriageReturns = hasCarriageReturn ?? bytes.withUnsafeBufferPointer { memchr($0.baseAddress!, 0x0D, n) != nil }
            hasCarriageReturn = carriageReturns
            // Room for every line at once (lines of source average well over 20 bytes): grown
            // line by line, the list was copied again and again.
            if starts.count == 1 { starts.reserveCapacity(n / 20 + 8) }
            bytes.withUnsafeBufferPointer { b in
                let base = b.baseAddress!
                var last = starts[starts.count - 1]
                if !carriageReturns {
                    while Int(last) <= Int(offset) && at < n {
                        guard let hit = memchr(base + at, 0x0A, n - at) else {
                            at = n
                            break
                        }
                        at = UnsafeRawPointer(hit) - UnsafeRawPointer(base) + 1
                        last = UInt32(at)
                        starts.append(last)
                    }
                    return
                }
                while Int(starts[starts.count - 1]) <= Int(offset) && at < n {
                    var i = at
                    while i < n && b[i] != 0x0A && b[i] != 0x0D { i += 1 }
                    if i == n {
                        at = n
                        break
                    }
                    if b[i] == 0x0D && i + 1 < n && b[i + 1] == 0x0A { i += 1 }
                    at = i + 1
                    starts.append(UInt32(at))
                }
            }
            lineStarts = starts
            scanned = at
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
        fileAssignedNames.reserveCapacity(16)
        fileTurnedOffNames.reserveCapacity(16)
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
        var ignored = Evidence()
        walkStatements(syntax.items, .action, &ignored)
        if !previewHostCandidates.isEmpty && !previewRanges.isEmpty { markPreviewHosts() }
        if !environmentProperties.isEmpty { settleUnusedEnvironmentProperties() }
        // Sized for the walk, kept to the end of the run: kept at their size.
        facts.assignedNames = fileAssignedNames.exactNames
        facts.turnedOffNames = fileTurnedOffNames.exactNames
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

    // MARK: Positions

    mutating func span(_ range: ByteRange) -> SourceSpan {   // mutating: see `path(of:)`
        lineTexts.scan(through: max(range.start, range.end), source.bytes)
        // The lines known so far: those of `range` and the one after (see `LineTextCache.scan`).
        let lines = LineMap(lineStarts: lineTexts.lineStarts)
        let start = lines.position(of: range.start)
        let end = lines.position(of: range.end)
        if let text = lineTexts.texts[start.line] {
            return SourceSpan(start: start, end: end, lineText: text)
        }
        let text = lines.trimmedLine(start.line, in: source.bytes)
        lineTexts.texts[start.line] = text
        return SourceSpan(start: start, end: end, lineText: text)
    }

    // MARK: Declarations

    mutating func walkDecl(_ decl: Decl, _ ev: inout Evidence) {
        switch decl {
        case let .type(t):
            walkType(t)
        case let .variable(v):
            walkVariable(v, &ev)
        case let .function(f):
            walkFunction(f, &ev)
        case let .enumCase(c):
            guard !typeStack.isEmpty else { return }
            // Only a route's cases can be reported: other enums (every `CodingKeys`) keep their
            // case names without a place in the file (see `locateRouteCases`).
            let located = typeStack[typeStack.count - 1].isCoverProvider
            for element in c.elements {
                typeStack[typeStack.count - 1].enumCases.append(EnumCaseFact(name: element.name, nameRange: element.nameRange,
                                                                             spanBox: located ? SourceSpanBox(span(element.nameRange)) : nil))
            }
        case let .ifConfig(config):
            for clause in config.clauses {
                let debug = clause.condition.map(Self.isDebugCondition) ?? false
                if debug { debugDepth += 1 }
                for d in clause.items { walkDecl(d, &ev) }
                if debug { debugDepth -= 1 }
            }
        case .other:
            break
        }
    }

    /// Reads a declaration's `@available` attributes: whether one keeps it for older systems on
    /// purpose (`isDeprecated`), and what they say of where its code runs, added to
    /// `declaredAvailability`, with the value to restore when the declaration is left (nil when
    /// it has none).
    @inline(__always)
    mutating func enterAttributes(_ attributes: [Attribute]) -> (deprecated: Bool, saved: DeclaredAvailability?) {
        if attributes.isEmpty { return (false, nil) }
        return enterAvailableAttributes(attributes)
    }

    mutating func enterAvailableAttributes(_ attributes: [Attribute]) -> (deprecated: Bool, saved: DeclaredAvailability?) {
        var deprecated = false
        var saved: DeclaredAvailability?
        for a in attributes.indices where attributes[a].name == "available" {
            if Self.isDeprecated(available: attributes[a]) { deprecated = true }
            if saved == nil { saved = declaredAvailability }
            let range = attributes[a].range
            let text = source.bytes[Int(range.start)..<Int(range.end)]
            guard let open = text.firstIndex(of: UInt8(ascii: "(")), let close = text.lastIndex(of: UInt8(ascii: ")")), open < close else { continue }
            declaredAvailability.add(arguments: text[(open + 1)..<close])
        }
        return (deprecated, saved)
    }

    /// The platforms code at `offset` is built for: those of the file (its imports and folders)
    /// and of the `#if`s around it.
    mutating func deprecatedUsePlatforms(at offset: UInt32) -> PlatformSet {
        if filePlatforms == nil { filePlatforms = PlatformSet.ofFile(path: source.path, tokens: tokens, bytes: source.bytes) }
        var platforms = filePlatforms ?? .all
        for c in clauses(at: offset) { if let p = c.platforms { platforms.formIntersection(p) } }
        return platforms
    }

    mutating func walkType(_ t: TypeDecl) {
        let simple = t.name.lastDottedComponent
        // (A top-level type's qualified name is its name, shared, not a copy made by `"" + name`.)
        let qualified = currentQualifiedTypeName.map { $0 + "." + t.name } ?? t.name
        // Other files may name an internal type: only a debug-only one named for previews counts, or
        // one named as preview scaffolding (`PauseDurationPreviewSheetHost`).
        if t.kind != .extension && (Self.isFilePrivate(t.modifiers) || (debugDepth > 0 && simple.contains("Preview"))
            || Self.isPreviewScaffoldingName(simple)) {
            previewHostCandidates.append((qualified, simple, t.range))
        }
        if simple.hasSuffix("_Previews") || t.inheritance.contains(where: { $0 == "PreviewProvider" || $0 == "SwiftUI.PreviewProvider" }) {
            previewRanges.append(t.range)
        }
        typeStack.append(TypeFacts(name: simple, qualifiedName: t.kind == .extension ? t.name : qualified, kind: t.kind,
                                   inheritance: t.inheritance, path: source.path))
        // The lists sized once, exactly, from the declarations: grown by doubling, each was
        // reallocated several times per type, and kept up to half empty until the end of the run.
        var counts = (properties: 0, members: 0, cases: 0)
        Self.countMembers(t.members, &counts)
        if counts.properties > 0 { typeStack[typeStack.count - 1].properties.reserveCapacity(counts.properties) }
        if counts.members > 0 { typeStack[typeStack.count - 1].members.reserveCapacity(counts.members) }
        if counts.cases > 0 { typeStack[typeStack.count - 1].enumCases.reserveCapacity(counts.cases) }
        // Members keep their own evidence (they merge nothing into this); stored properties'
        // initializers are walked into it for the facts they record, and it is then dropped.
        var ignored = Evidence()
        let (savedShadowed, savedNilable, savedDepth) = (shadowed, nilableLocals, bodyDepth)
        (shadowed, nilableLocals, bodyDepth) = ([], [], 0)
        let (deprecated, savedAvailability) = enterAttributes(t.attributes)
        if deprecated { deprecatedDepth += 1 }
        defer { if let savedAvailability { declaredAvailability = savedAvailability } }
        let (firstUse, firstOwner) = (facts.deprecatedUses.count, fallbackDismissOwners.count)
        let (firstCall, firstMemberOwner) = (fallbackCalls.count, memberDismissOwners.count)
        typeRanges.append(t.range)
        for member in t.members { walkDecl(member, &ignored) }
        typeRanges.removeLast()
        if deprecated { deprecatedDepth -= 1 }
        if fallbackCalls.count > firstCall {
            dropFallbackHelperUses(from: firstUse, in: simple, helpers: fallbackCalls[firstCall...], memberOwners: memberDismissOwners[firstMemberOwner...])
            fallbackCalls.removeSubrange(firstCall...)
        }
        if memberDismissOwners.count > firstMemberOwner { memberDismissOwners.removeSubrange(firstMemberOwner...) }
        if fallbackDismissOwners.count > firstOwner { keepFallbackEnvironments(from: firstUse, owners: fallbackDismissOwners[firstOwner...]) }
        (shadowed, nilableLocals, bodyDepth) = (savedShadowed, savedNilable, savedDepth)
        facts.types.append(typeStack.removeLast())
    }

    /// How many properties, members (functions, and computed properties) and enum cases the
    /// declarations of a type's body make, those in `#if` clauses included: what `walkVariable`,
    /// `walkFunction` and `walkDecl` append for them.
    static func countMembers(_ decls: [Decl], _ counts: inout (properties: Int, members: Int, cases: Int)) {
        for d in decls {
            switch d {
            case let .variable(v):
                // (A variable with observers only, `didSet`, is counted as a member too: rare, and
                // telling it apart costs a pass over each accessor.)
                let bindings = v.bindings
                counts.properties += bindings.count
                for b in bindings.indices where !bindings[b].accessors.isEmpty { counts.members += 1 }
            case .function: counts.members += 1
            case let .enumCase(c): counts.cases += c.elements.count
            case let .ifConfig(config):
                for clause in config.clauses { countMembers(clause.items, &counts) }
            default: break
            }
        }
    }

    /// Drops the reported `@Environment(\.presentationMode)` declarations of the type just walked
    /// (those from `first` on) whose property an availability fallback of the type dismisses through.
    mutating func keepFallbackEnvironments(from first: Int, owners: ArraySlice<String>) {
        dropDeprecatedUses(from: first) { _, property, _ in property.map(owners.contains) ?? false }
    }

    /// Drops the uses (from `first` on) in members of type `typeName` that its availability
    /// fallbacks call (`helpers`): those members are fallback code moved out of the `else`. The
    /// `presentationMode` properties they dismiss through count as dismissed through by a fallback.
    mutating func dropFallbackHelperUses(from first: Int, in typeName: String, helpers: ArraySlice<String>,
                                         memberOwners: ArraySlice<(member: String, owner: String)>) {
        for (member, owner) in memberOwners where helpers.contains(member) { fallbackDismissOwners.append(owner) }
        dropDeprecatedUses(from: first) { use, _, member in
            use.enclosingType == typeName && (member.map(helpers.contains) ?? false)
        }
    }

    /// Removes the deprecated uses from `first` on for which `drop` is true (given the use, the
    /// `presentationMode` property it declares and the member it is in), keeping the index-keyed
    /// notes about the others in step.
    mutating func dropDeprecatedUses(from first: Int, where drop: (DeprecatedUse, String?, String?) -> Bool) {
        var kept: [DeprecatedUse] = []
        var members: [Int: String] = [:]
        for i in first..<facts.deprecatedUses.count {
            let use = facts.deprecatedUses[i], member = deprecatedUseMembers.removeValue(forKey: i)
            let property = use.kind == .presentationModeEnvironment ? environmentProperties.last(where: { $0.offset == use.offset })?.name : nil
            if drop(use, property, member) { continue }
            members[first + kept.count] = member
            kept.append(use)
        }
        facts.deprecatedUses.replaceSubrange(first..., with: kept)
        deprecatedUseMembers.merge(members) { $1 }
    }

    enum AvailabilityCheck { case none, available, unavailable }

    /// Whether conditions test `#available(…)` or `#unavailable(…)`.
    static func availabilityCheck(_ conditions: [Condition]) -> AvailabilityCheck {
        for c in conditions {
            if case let .availability(_, unavailable) = c { return unavailable ? .unavailable : .available }
        }
        return .none
    }

    /// Whether the `for` statement at `range` is `for await` (or `for try await`).
    static func isForAwait(_ range: ByteRange, _ bytes: [UInt8]) -> Bool {
        var k = Int(range.start) + 3
        func skipSpace() { while k < bytes.count && (bytes[k] == 0x20 || bytes[k] == 0x09) { k += 1 } }
        func word(_ w: StaticString) -> Bool {
            let n = w.utf8CodeUnitCount
            guard k + n < bytes.count, bytes.withUnsafeBufferPointer({ $0.spells(w, at: k, length: n) }) else { return false }
            let after = bytes[k + n]
            return after == 0x20 || after == 0x09 || after == 0x0A
        }
        skipSpace()
        if word("try") { k += 3; skipSpace() }
        return word("await")
    }

    /// Whether an `#available(…)` check (`range`, in `bytes`) asks only for systems older than the
    /// ones that brought the replacements (`dismiss`, `.confirmationDialog`, the new `.alert`:
    /// iOS, iPadOS, Mac Catalyst and tvOS 15, macOS 12, watchOS 8): then code that passes it may
    /// still run where they are missing (`if #available(macOS 11, *)` on macOS 11).
    static func predatesReplacements(_ range: ByteRange, _ bytes: [UInt8]) -> Bool {
        guard let open = bytes[Int(range.start)..<Int(range.end)].firstIndex(of: UInt8(ascii: "(")) else { return false }
        var listed = 0
        for item in bytes[(open + 1)..<Int(range.end)].split(whereSeparator: { $0 == UInt8(ascii: ",") || $0 == UInt8(ascii: ")") }) {
            let words = item.split(whereSeparator: { $0 == 0x20 || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D })
            if words.count == 1 && words[0].elementsEqual([UInt8(ascii: "*")]) { continue }
            guard words.count == 2 else { return false }
            var platform = String(decoding: words[0], as: UTF8.self)
            if platform.hasSuffix("ApplicationExtension") { platform.removeLast("ApplicationExtension".count) }
            let major = Int(String(decoding: words[1].prefix { $0 != UInt8(ascii: ".") }, as: UTF8.self))
            let minimum: Int
            switch platform {
            case "iOS", "iPadOS", "macCatalyst", "tvOS": minimum = 15
            case "macOS", "OSX": minimum = 12
            case "watchOS": minimum = 8
            default: return false
            }
            guard let major, major < minimum else { return false }
            listed += 1
        }
        return listed > 0
    }

    // Inlined into `walkDecl`, which reads the declaration in its enum box in place.
    @inline(__always)
    mutating func walkVariable(_ v: VariableDecl, _ ev: inout Evidence) {
        let isMember = !typeStack.isEmpty && bodyDepth == 0
        var firstWrapper: String?
        var moreWrappers: [String] = []
        if isMember {
            for a in v.attributes {
                if firstWrapper == nil { firstWrapper = a.name.lastDottedComponent } else { moreWrappers.append(a.name.lastDottedComponent) }
            }
        }
        let (deprecated, savedAvailability) = enterAttributes(v.attributes)
        if deprecated { deprecatedDepth += 1 }
        defer { if deprecated { deprecatedDepth -= 1 } }
        defer { if let savedAvailability { declaredAvailability = savedAvailability } }
        for b in v.bindings.indices {
            let accessors = v.bindings[b].accessors
            let isComputed = !accessors.isEmpty && accessors.indices.contains { accessors[$0].kind == .getter || accessors[$0].kind == .setter }
            if let initializer = v.bindings[b].initializer {
                bodyDepth += 1
                walkOperand(initializer, .action, &ev)
                bodyDepth -= 1
            }
            // Most variables (every local) have no accessors: no evidence to make, walk or merge.
            var memberEvidence: Evidence?
            if !accessors.isEmpty {
                let viewMode: Mode = (v.bindings[b].name == "body" || (v.bindings[b].type.map { $0.text.containsBytes("View") } ?? false)
                    || v.attributes.contains { $0.name == "ViewBuilder" }) ? .view : .action
                var evidence = Evidence()
                bodyDepth += 1
                let savedMember = currentMember
                if isMember { currentMember = v.bindings[b].name }
                let savedDeferral = deferralDepth
                deferralDepth = 0
                defer { deferralDepth = savedDeferral }
                for a in accessors.indices {
                    let mode: Mode = accessors[a].kind == .getter ? viewMode : .action
                    // A member's accessor is a body of its own (a setter is an action).
                    if isMember { beginAssignmentScope(mode, startedByAction: false) }
                    withScope { $0.walkStatements(accessors[a].body, mode, &evidence) }
                    if isMember { endAssignmentScope() }
                }
                currentMember = savedMember
                bodyDepth -= 1
                // A member's evidence is kept in its `MemberFact`; what members would merge into the
                // type's walk is thrown away there, so it is not merged at all. Kept, it is kept at its size.
                if isMember { evidence.trim() } else { ev.merge(evidence) }
                memberEvidence = consume evidence
            }
            if isMember {
                let name = v.bindings[b].name, nameRange = v.bindings[b].nameRange
                let declaredType = v.bindings[b].type?.text
                let environmentKey = Self.environmentKey(v.attributes)
                if environmentKey == "presentationMode" && deprecatedDepth == 0 {
                    facts.deprecatedUses.append(DeprecatedUse(kind: .presentationModeEnvironment, span: span(nameRange), enclosingType: currentTypeName, subject: name,
                                                              offset: nameRange.start, platforms: deprecatedUsePlatforms(at: nameRange.start),
                                                              availability: declaredAvailability, modifiers: Array(v.modifiers)))
                    environmentProperties.append((name, v.range, typeRanges.last, nameRange.start))
                }
                // Appended last, once the property is complete.
                typeStack[typeStack.count - 1].properties.append(PropertyFact(
                    name: name, firstWrapper: firstWrapper,
                    typeText: declaredType ?? v.bindings[b].initializer.flatMap(Self.inferredType),
                    extras: moreWrappers.isEmpty && environmentKey == nil ? nil
                        : PropertyExtras(moreWrappers: moreWrappers, environmentKey: environmentKey), isLet: v.isLet,
                    isStatic: v.modifiers.contains("static") || v.modifiers.contains("class"),
                    isComputed: isComputed, hasPrivateSetter: Self.hasPrivateSetter(v.modifiers), typeIsDeclared: declaredType != nil))
                if isComputed {
                    var derived: DerivedBinding?
                    if Self.mayReturnBinding(declaredType), let getter = accessors.first(where: { $0.kind == .getter }), let last = getter.body.last,
                       let value = Self.valueOf(last) {
                        derived = derivedBinding(value)
                    }
                    typeStack[typeStack.count - 1].members.append(MemberFact(name: name, evidence: memberEvidence.take() ?? Evidence(),
                                                                             derivedBindingBox: derived.map(DerivedBindingBox.init), isFunction: false,
                                                                             returnsAlert: Self.isAlertType(declaredType)))
                }
            } else {
                if v.bindings[b].names.isEmpty { shadowed.append(v.bindings[b].name) } else { shadowed.append(contentsOf: v.bindings[b].names) }
            }
        }
    }

    /// `Binding<Bool>` → `isPresented`, `Binding<T?>` → `item`, as a parameter's type is written.
    static func bindingParameterKind(_ type: String) -> String? {
        let t = type.filter { $0 != " " }
        guard t.hasPrefix("Binding<") || t.hasPrefix("SwiftUI.Binding<") else { return nil }
        if t.hasSuffix("<Bool>") { return "isPresented" }
        return t.hasSuffix("?>") ? "item" : nil
    }

    mutating func walkFunction(_ f: FunctionDecl, _ ev: inout Evidence) {
        let isMember = !typeStack.isEmpty && bodyDepth == 0
        let wrappersBefore = facts.presentationWrappers.count
        let viewMode = (f.returnType.map { $0.text.containsBytes("View") } ?? false) || f.attributes.contains { $0.name == "ViewBuilder" }
        var bodyEvidence = Evidence()
        var caseViews: [String: [String]] = [:]
        let (deprecated, savedAvailability) = enterAttributes(f.attributes)
        if deprecated { deprecatedDepth += 1 }
        defer { if deprecated { deprecatedDepth -= 1 } }
        defer { if let savedAvailability { declaredAvailability = savedAvailability } }
        if let body = f.body {
            bodyDepth += 1
            let savedInitializer = inInitializer
            inInitializer = f.kind == .initializer
            let savedDeferral = deferralDepth
            deferralDepth = 0
            beginAssignmentScope(viewMode ? .view : .action, startedByAction: false)
            defer {
                endAssignmentScope()
                deferralDepth = savedDeferral
                inInitializer = savedInitializer
                bodyDepth -= 1
            }
            let savedMember = currentMember
            if isMember { currentMember = f.name }
            // The enclosing body's lists are swapped out while this one is walked and swapped back
            // after (moved, not copied); the cases its `switch`es show are this member's.
            let parameterNames = f.parameters.map(\.name)
            var outerRoutes = isMember && viewMode ? parameterNames : [], outerCaseViews: [String: [String]] = [:]
            swap(&routeParameters, &outerRoutes)
            swap(&memberCaseViews, &outerCaseViews)
            defer {
                swap(&caseViews, &memberCaseViews)
                swap(&memberCaseViews, &outerCaseViews)
                swap(&routeParameters, &outerRoutes)
            }
            var outerParameters = parameterNames
            swap(&functionParameters, &outerParameters)
            defer { swap(&functionParameters, &outerParameters) }
            withScope {
                $0.shadowed.append(contentsOf: parameterNames)
                for p in f.parameters where $0.isOptionalType(p.typeRange) { $0.nilableLocals.append(p.name) }
                $0.walkStatements(body, viewMode ? .view : .action, &bodyEvidence)
            }
            currentMember = savedMember
        }
        // A `View` extension method handing its `Binding` on to a `ViewModifier` it applies
        // (`modifier(FormSheet(isPresented: isPresented, content: content))`) may be a wrapper.
        if isMember, isInViewExtension, f.parameters.contains(where: { p in p.typeRange.map { source.text($0.start, $0.end).containsBytes("Binding<") } ?? false }) {
            for v in bodyEvidence.views where !PresentationVocabulary.builtInViews.contains(v.typeName) {
                facts.presentationWrappers.append(PresentationWrapper(name: f.name, modifier: nil, via: v.typeName))
            }
        }
        // Its first parameter unlabelled (`_ isPresented: Binding<Bool>`, `_ item: Binding<T?>`):
        // call sites hand the binding by position, its type telling flag from item.
        if isMember, isInViewExtension, wrappersBefore < facts.presentationWrappers.count,
           let p = f.parameters.first, p.label == nil, let type = p.typeRange, let kind = Self.bindingParameterKind(source.text(type.start, type.end)) {
            for w in wrappersBefore..<facts.presentationWrappers.count where facts.presentationWrappers[w].name == f.name {
                facts.presentationWrappers[w].positionalBinding = kind
            }
        }
        if isMember { recordOptionalFlagMapper(f) }
        // A member's evidence is kept in its `MemberFact` (see `walkVariable`), moved there, not copied.
        if isMember {
            bodyEvidence.trim()
            let returnsOptional = f.returnType.map { $0.text.hasSuffix("?") || $0.text.hasPrefix("Optional<") } ?? false
            let derived = Self.mayReturnBinding(f.returnType?.text) ? f.body.flatMap { $0.last }.flatMap(Self.valueOf).flatMap { derivedBinding($0) } : nil
            typeStack[typeStack.count - 1].members.append(MemberFact(name: f.name, evidence: consume bodyEvidence, caseViews: caseViews,
                                                                     derivedBindingBox: derived.map(DerivedBindingBox.init), isFunction: true,
                                                                     returnsOptional: returnsOptional,
                                                                     returnsAlert: Self.isAlertType(f.returnType?.text)))
        } else {
            ev.merge(bodyEvidence)
            if f.kind == .function { shadowed.append(f.name) }
        }
    }

    /// Opens a body. A closure in imperative code started by an enclosing action (`startedByAction`)
    /// joins that action; any other body begins an action of its own.
    mutating func beginAssignmentScope(_ mode: Mode, startedByAction: Bool) {
        // The parent is read in place: a copy of it would retain and release what it observes.
        let parent = scopeMarks.count - 1
        let joins = startedByAction && mode == .action && parent >= 0 && scopeMarks[parent].isAction
        scopeMarks.append(ScopeMark(start: pendingWrites.count, isAction: mode == .action, joinsParent: joins,
                                    deferralBase: joins ? scopeMarks[parent].deferralBase : deferralDepth,
                                    observed: joins ? scopeMarks[parent].observed : observedSubject))
    }

    /// Closes a body: an action of its own is recorded with its changes (once per file).
    mutating func endAssignmentScope() {
        guard let mark = scopeMarks.popLast(), !mark.joinsParent, pendingWrites.count > mark.start else { return }
        let writes = Self.takeDistinctWrites(&pendingWrites, from: mark.start)
        let action = StateAction(owner: currentQualifiedTypeName ?? "", observed: mark.observed, writes: writes,
                                 isInPresentedContent: presentationDepth > 0)
        if seenActions.insert(action) { facts.actions.append(action) }
    }

    /// Removes the changes from `start` on and returns them as `distinctWrites` does: sorted and
    /// made distinct where they are, so that only the result is a new array.
    static func takeDistinctWrites(_ pending: inout [StateWrite], from start: Int) -> [StateWrite] {
        let count = pending.count - start
        if count == 1 { return [pending.removeLast()] }
        if count == 2 {
            // An action of two changes (a selection and a flag) is the common case. They are
            // moved out of `pending`, not copied.
            let b = pending.removeLast(), a = pending.removeLast()
            if a == b { return [a] }
            return writeOrder(b, a) ? [b, a] : [a, b]
        }
        // A new array of these alone (a slice of `pending` would keep its whole buffer, room for
        // every change of the file), moved out of `pending` from its end and put back in order,
        // then sorted and made distinct in place.
        var writes: [StateWrite] = []
        writes.reserveCapacity(count)
        while pending.count > start { writes.append(pending.removeLast()) }
        writes.reverse()
        guard writes.count > 1 else { return writes }
        writes.sort(by: writeOrder)
        var kept = 1
        for i in 1..<writes.count where writes[i] != writes[kept - 1] {
            writes.swapAt(kept, i)
            kept += 1
        }
        writes.removeLast(writes.count - kept)
        return writes
    }

    /// The changes ordered by `writeOrder`, each distinct one once: linear after the sort, however
    /// many changes one generated body makes.
    static func distinctWrites(_ all: [StateWrite]) -> [StateWrite] {
        var writes = all
        return takeDistinctWrites(&writes, from: 0)
    }

    /// A declared type that may be a `Binding` (`Binding<Bool>`, `SwiftUI.Binding<Bool>`).
    static func mayReturnBinding(_ text: String?) -> Bool { text?.containsBytes("Binding<") ?? false }

    /// Changes by name, then by everything else, so that equal ones are neighbours.
    static func writeOrder(_ a: StateWrite, _ b: StateWrite) -> Bool {
        if a.name != b.name { return a.name < b.name }
        func rank(_ w: StateWrite) -> Int {
            let v: Int
            switch w.value {
            case .off: v = 0
            case .on: v = 1
            case .toggle: v = 2
            case .unknown: v = 3
            }
            return v * 4 + (w.mayBeNil ? 2 : 0) + (w.isDeferred ? 1 : 0)
        }
        let (x, y) = (rank(a), rank(b))
        if x != y { return x < y }
        return (a.callee ?? "") < (b.callee ?? "")
    }

    /// Runs `body` and then forgets the names it bound.
    mutating func withScope(_ body: (inout FactExtractor) -> Void) {
        let (count, nilable) = (shadowed.count, nilableLocals.count)
        body(&self)
        shadowed.removeLast(shadowed.count - count)
        if nilableLocals.count > nilable { nilableLocals.removeLast(nilableLocals.count - nilable) }
    }

    /// Whether a case pattern may bind a name: only a call, prefix, postfix, tuple or sequence
    /// can, and only with `let` or `var` in its text. Most case patterns (`case .home:`) do not.
    static func mayBind(_ pattern: Expr, _ bytes: [UInt8]) -> Bool {
        // `.home`, `x`, `"a"`: no place for a `let` at all.
        switch pattern.tag {
        case .call, .prefix, .postfix, .tuple, .sequence: break
        default: return false
        }
        let r = pattern.range
        guard r.end >= r.start + 3 else { return false }
        return bytes.withUnsafeBufferPointer { b in
            var i = Int(r.start)
            while i + 3 <= Int(r.end) {
                if (b[i] == UInt8(ascii: "l") && b[i + 1] == UInt8(ascii: "e") && b[i + 2] == UInt8(ascii: "t"))
                    || (b[i] == UInt8(ascii: "v") && b[i + 1] == UInt8(ascii: "a") && b[i + 2] == UInt8(ascii: "r")) { return true }
                i += 1
            }
            return false
        }
    }

    /// Whether a parameter's written type is optional (`Item?`, `Item!`, `Optional<Item>`).
    func isOptionalType(_ range: ByteRange?) -> Bool {
        guard let range, range.end > range.start else { return false }
        return source.bytes.withUnsafeBufferPointer { b in
            var end = Int(range.end)
            while end > Int(range.start), b[end - 1] == 0x20 || b[end - 1] == 0x09 { end -= 1 }
            guard end > Int(range.start) else { return false }
            let last = b[end - 1]
            if last == UInt8(ascii: "?") || last == UInt8(ascii: "!") { return true }
            return end - Int(range.start) > 9 && b.spells("Optional<", at: Int(range.start), length: 9)
        }
    }

    // MARK: Statements

    mutating func walkStatements<Statements: Collection<Stmt>>(_ statements: Statements, _ mode: Mode, _ ev: inout Evidence) {
        withScope { me in
            for s in statements { me.walkStatement(s, mode, &ev) }
        }
    }

    mutating func walkStatement(_ statement: Stmt, _ mode: Mode, _ ev: inout Evidence) {
        if stack.isLow() {
            stackRanLow = true
            return
        }
        switch statement {
        case let .expr(e):
            walkOperand(e, mode, &ev)
        case let .decl(d):
            walkDecl(d, &ev)
        case let .if(i):
            walkIf(i, mode, &ev)
        case let .guard(g):
            // Names a guard binds stay visible after it; its else body is imperative.
            let isFallback = Self.availabilityCheck(g.conditions) == .available
            if isFallback { fallbackDepth += 1 }
            walkStatements(g.elseBody, .action, &ev)
            if isFallback { fallbackDepth -= 1 }
            let outer = conditionsHaveFallback
            conditionsHaveFallback = false   // its `else` leaves: the rest needs the value
            for c in g.conditions { walkCondition(c, &ev) }
            conditionsHaveFallback = outer
        case let .switch(s):
            if let p = path(of: s.subject) { noteUnwrapped(p, .tolerant, &ev) }
            walkOperand(s.subject, .action, &ev)
            let switchesOnSelf: Bool = { if case let .identifier(n, _) = s.subject.kind { return n == "self" } else { return false } }()
            branchGroups += 1
            branchClauses.append(ConditionalClause(group: -branchGroups, clause: 0))
            defer { branchClauses.removeLast() }
            var k = 0
            // In presented content, each case is a screen of its own.
            let capture = capturesScreens(mode)
            if capture { screenCaptures[screenCaptures.count - 1].isOpen = false }
            defer { if capture { screenCaptures[screenCaptures.count - 1].isOpen = true } }
            for c in s.cases {
                branchClauses[branchClauses.count - 1].clause = k
                k += 1
                var caseEvidence = Evidence()
                // Payloads a case binds may be nil (see `payloadMayBeNil`); most cases bind nothing.
                let nilable = nilableLocals.count
                for pattern in c.patterns where Self.mayBind(pattern, source.bytes) && Self.payloadMayBeNil(pattern) {
                    nilableLocals.append(contentsOf: Self.boundNames(in: pattern))
                }
                walkStatements(c.body, mode, &caseEvidence)
                if nilableLocals.count > nilable { nilableLocals.removeLast(nilableLocals.count - nilable) }
                if switchesOnSelf, !typeStack.isEmpty, typeStack[typeStack.count - 1].kind == .enum {
                    for name in c.patterns.compactMap(Self.caseName) {
                        typeStack[typeStack.count - 1].caseViews[name, default: []].append(contentsOf: caseEvidence.views.map(\.typeName) + caseEvidence.builtInViews.names)
                    }
                }
                if case let .identifier(subject, _) = s.subject.kind, routeParameters.contains(subject) {
                    for name in c.patterns.compactMap(Self.caseName) {
                        memberCaseViews[name, default: []].append(contentsOf: caseEvidence.views.map(\.typeName) + caseEvidence.builtInViews.names)
                    }
                }
                if case let .identifier(subject, _) = s.subject.kind, let top = routeCaptures.last, top.subject == subject, !top.subject.isEmpty {
                    for name in c.patterns.compactMap(Self.caseName) {
                        routeCaptures[routeCaptures.count - 1].cases.append(RouteCase(name: name, evidence: caseEvidence))
                    }
                }
                if capture { addScreen(Self.caseScreenName(c), caseEvidence) } else { ev.merge(caseEvidence) }
            }
        case let .block(b):
            for h in b.header { walkOperand(h, .action, &ev) }
            // `for await value in updates { flag = value }` in a task: each value is observed,
            // as an `onChange` handler's parameter is.
            let saved = (observedValues, observedSubject, observesByID)
            if inAppearHandler, b.keyword == "for", b.header.count >= 2, b.header[0].tag == .identifier, Self.isForAwait(b.range, source.bytes) {
                (observedValues, observedSubject, observesByID) = ([b.header[0].tree.string(b.header[0].node.a)], path(of: b.header[1]), false)
            }
            for body in b.bodies { walkStatements(body, mode, &ev) }
            (observedValues, observedSubject, observesByID) = saved
        case let .return(e, _):
            if let e { walkOperand(e, mode, &ev) }
        case let .ifConfig(config):
            for clause in config.clauses {
                let debug = clause.condition.map(Self.isDebugCondition) ?? false
                if debug {
                    // A way out that only debug builds have does not count: walk it for sites only.
                    debugDepth += 1
                    var discarded = Evidence()
                    walkStatements(clause.items, mode, &discarded)
                    debugDepth -= 1
                } else {
                    walkStatements(clause.items, mode, &ev)
                }
            }
        case let .other(e, _):
            if let e { walkOperand(e, .action, &ev) } else if mode == .view { ev.hasOpaqueContent = true }
        }
    }

    /// `if … else if … else …`, in a loop: a ladder of 8,500 branches is as deep as one `if`.
    /// The branches of one ladder are the clauses of one group (only one of them runs), and an
    /// `else if` needs no group of its own.
    mutating func walkIf(_ first: IfStmt, _ mode: Mode, _ ev: inout Evidence) {
        var i = first
        // In presented content, each branch of an `if … else` is a screen of its own.
        let capture = first.elseBody != nil && capturesScreens(mode)
        var grouped = false
        var clause = 0
        var fallbacks = 0
        while true {
            let availability = Self.availabilityCheck(i.conditions)
            // With an `else`, the two branches never run together (nor do the two sides of an
            // availability check, whose `else` may be left implicit).
            if !grouped && (i.elseBody != nil || availability != .none) {
                grouped = true
                branchGroups += 1
                branchClauses.append(ConditionalClause(group: -branchGroups, clause: clause))
            }
            // `if #unavailable(…)` guards a fallback; so does `if #available(…)` for systems that
            // predate the replacements.
            let thenIsFallback = availability == .unavailable || (availability == .available && i.conditions.contains {
                if case let .availability(range, false) = $0 { return Self.predatesReplacements(range, source.bytes) } else { return false }
            })
            withScope { me in
                let outer = me.conditionsHaveFallback
                me.conditionsHaveFallback = i.elseBody != nil
                for c in i.conditions { me.walkCondition(c, &ev) }
                me.conditionsHaveFallback = outer
                if thenIsFallback { me.fallbackDepth += 1 }
                if capture {
                    me.addScreen(me.branchName(i.range), me.walkScreen { me, screen in me.walkStatements(i.then, mode, &screen) })
                } else {
                    me.walkStatements(i.then, mode, &ev)
                }
                if thenIsFallback { me.fallbackDepth -= 1 }
            }
            clause += 1
            if grouped { branchClauses[branchClauses.count - 1].clause = clause }
            guard let e = i.elseBody else { break }
            if availability == .available {
                fallbackDepth += 1
                fallbacks += 1
            }
            // `else if`: the next `if` is the else body's only statement.
            if e.count == 1, case let .if(next) = e[e.startIndex] {
                i = next
                continue
            }
            if capture {
                addScreen("`else`", walkScreen { me, screen in me.walkStatements(e, mode, &screen) })
            } else {
                walkStatements(e, mode, &ev)
            }
            break
        }
        fallbackDepth -= fallbacks
        if grouped { branchClauses.removeLast() }
    }

    mutating func walkCondition(_ condition: Condition, _ ev: inout Evidence) {
        switch condition {
        case let .expr(e):
            walkOperand(e, .action, &ev)
        case let .optionalBinding(name, value, _):
            let kind: UnwrapKind = conditionsHaveFallback ? .tolerant : .forced
            if let value {
                if let p = path(of: value) { noteUnwrapped(p, kind, &ev) }
                walkOperand(value, .action, &ev)
            } else if !isShadowed(name) {
                noteUnwrapped(name, kind, &ev)
            }
            shadowed.append(name)
        case let .pattern(pattern, value, _):
            if let value {
                if let p = path(of: value) { noteUnwrapped(p, conditionsHaveFallback ? .tolerant : .forced, &ev) }
                walkOperand(value, .action, &ev)
            }
            let names = Self.boundNames(in: pattern)
            shadowed.append(contentsOf: names)
            if Self.payloadMayBeNil(pattern) { nilableLocals.append(contentsOf: names) }
        case .availability:
            break
        }
    }
}

/// Values in first-seen order, each once. A file has few distinct names or groups, and comparing
/// with each is cheaper than hashing; past `linearLimit` of them, a set takes over.
struct DistinctList<Element: Hashable> {
    private(set) var items: [Element] = []
    private var set: Set<Element>?
    static var linearLimit: Int { 16 }

    /// Adds `value` unless it is already there; true when it was added.
    @discardableResult
    mutating func insert(_ value: Element) -> Bool {
        if set != nil {
            guard set!.insert(value).inserted else { return false }
        } else {
            if items.contains(value) { return false }
            if items.count == Self.linearLimit { set = Set(items); set!.insert(value) }
        }
        items.append(value)
        return true
    }
}
