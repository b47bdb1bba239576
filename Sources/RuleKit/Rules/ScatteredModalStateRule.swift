/// One view with several sheets or covers, each driven by its own local state.
public struct ScatteredModalStateRule: GroupedRule {
    public static let descriptor = RuleDescriptor(
        id: "scattered-modal-state",
        name: "Scattered modal state",
        defaultSeverity: .warning,
        enabledByDefault: true,
        summary: "A view drives several sheets (or several full-screen covers) from separate local state; use one route enum bound to a single `.sheet(item:)` (or `.fullScreenCover(item:)`). Reported where the view is declared, with each sheet or cover it counts as a related location.",
        rationale: """
        Each extra flag is another piece of state that can disagree with the others: two sheets can be asked \
        for at once, stacked sheets cannot be dismissed together, and nothing outside the view can present \
        them. One optional route enum bound to a single `.sheet(item:)` makes the states exclusive, and \
        setting it to nil dismisses everything.
        """,
        options: [
            RuleOptionDescriptor(name: "threshold", summary: "How many separately driven sheets (or full-screen covers) in one type trigger the rule.", defaultValue: .int(2)),
            RuleOptionDescriptor(name: "report", summary: "`destinations` (default): count the sheets (or covers) that are alternatives of one route — screens of their own, one view presented by two states, or steps that raise one another; `all`: count every separately driven sheet (or cover).",
                                 defaultValue: .string("destinations")),
        ],
        badExample: """
        import SwiftUI

        struct OrderView: View {
            @State private var showRefund = false
            @State private var showContact = false
            var body: some View {
                VStack {
                    Button("Refund") { showRefund = true }
                    Button("Contact us") { showContact = true }
                }
                .sheet(isPresented: $showRefund) { RefundView() }
                .sheet(isPresented: $showContact) { ContactView() }
            }
        }
        """,
        goodExample: """
        import SwiftUI

        enum OrderSheet: String, Identifiable {
            case refund, contact
            var id: String { rawValue }
        }

        struct OrderView: View {
            @State private var sheet: OrderSheet?
            var body: some View {
                VStack {
                    Button("Refund") { sheet = .refund }
                    Button("Contact us") { sheet = .contact }
                }
                .sheet(item: $sheet) { sheet in
                    switch sheet {
                    case .refund: RefundView()
                    case .contact: ContactView()
                    }
                }
            }
        }
        """,
        examples: ["Tests/Fixtures/rules/scattered-modal-state"],
        reports: [
            "By default (`\"report\": \"destinations\"`), the sheets a route would gather, read by the same screen model as state-bool-presentation: a screen of its own (or content the model cannot place), a view another state of the type also presents (a create flag beside an edit item), or one step of a chain (its content raises another counted state, or is handed its `$binding`). `\"report\": \"all\"` counts every separately driven sheet.",
            "Sheets and full-screen covers are counted apart: a cover cannot join a `.sheet(item:)`, so one sheet beside one cover leaves nothing to merge.",
            "Presentations never shown together (in different clauses of one `#if`, under `#if`s for platforms that exclude each other, in the two branches of an `if … else`, `if #available(…)` included, or in different cases of a `switch`) are counted per build and branch, and the combination with the most separate states is reported.",
        ],
        leavesAlone: [
            "Pickers that hand a value back, information popups, share sheets and small panels of one screen: they are not alternatives to one another.",
            "A flag that only copies a model's state as it changes (`.onChange(of: navigation.showsQueue) { showingQueue = $1 }`): the model already owns that route.",
            "A presentation attached inside another one's content: it is stacked on it on purpose, not an alternative to it.",
            "Preview and debug-only code, as for state-bool-presentation: `#Preview`, `PreviewProvider` types, `#if DEBUG` clauses, and types or folders named as debug or developer tooling (`DebugMenuView`, `Debug/`), as presenters or as the screens presented; by default, test harnesses too (folders such as `AppUITests`, `PaywallsTester`), which present each screen apart on purpose.",
        ],
        references: [.sheetItem, .fullScreenCoverItem])

    let factory: FindingFactory
    let threshold: Int
    let destinationsOnly: Bool

    /// A counted sheet or cover: its file, the site, and the state that drives it.
    typealias Site = (path: String, site: PresentationSite, state: String, screen: Screen)

    /// What a counted site presents, as far as grouping it goes: whether it may be a screen of its
    /// own (see `ScreenModel`), the project view it shows, and the states its content turns on
    /// (a menu whose button raises another sheet's flag as it closes).
    struct Screen: Sendable {
        var mayBeDestination = true
        var type: String?
        var raises: [String] = []
    }

    public init(settings: RuleSettings) {
        factory = FindingFactory(ruleID: Self.descriptor.id, severity: settings.severity)
        threshold = max(2, settings.int("threshold") ?? 2)
        destinationsOnly = settings.string("report") != "all"
    }

    /// A sheet or cover that may count: outside previews and other presentations' content, driven
    /// by `$name` of its enclosing type.
    static func candidate(_ site: PresentationSiteRef) -> (owner: String, state: String)? {
        guard (site.modifier == "sheet" || site.modifier == "fullScreenCover") && !site.isPreview && !site.isNested && !site.isDebugOnly,
              let owner = site.enclosingType, case let .property(name)? = site.binding else { return nil }
        return (owner, name)
    }

    /// What a file contributes: the helpers its sheets and covers show as content, and the sheets
    /// and covers that may count.
    public struct Part: Sendable {
        /// Helpers of a type that some sheet or cover of it (or a presentation wrapper) shows as
        /// content (`{ filterSheet }`): a presentation inside one is stacked on that sheet, as if
        /// written in its closure.
        var presentedMembers: [(owner: String, member: String)] = []
        /// The sheets and covers that may count (see `candidate`), by their number in the file.
        var candidates: [Candidate] = []
        /// The places the file shows a helper of a type as a view (see `branchesShowing`).
        var memberViewRefs: [MemberViewRef] = []
    }

    typealias Candidate = (site: Int, owner: String, state: String, member: String?, screen: Screen)

    /// The names a presentation's content turns on, in its own actions or in the closures it hands
    /// to the views it shows, or is handed as `$bindings`.
    static func raised(by content: ScopeSummary) -> [String] {
        var names: [String] = []
        func add(_ changes: [StateWrite]) {
            for c in changes where c.value != .off && !names.contains(c.target) { names.append(c.target) }
        }
        add(content.stateChanges)
        for v in content.views { for c in v.closureArguments { add(c.writes) } }
        // A `$binding` handed to the content lets it raise that state itself.
        for b in content.passedBindings where !names.contains(b) { names.append(b) }
        return names
    }

    public func part(_ index: ProjectIndex, file f: Int) -> Part {
        var part = Part()
        let path = index.files[f].path
        let testHarness = PresentationVocabulary.isTestHarnessFolder(path)
        index.forEachPresentation(inFile: f) { site in
            guard site.modifier == "sheet" || site.modifier == "fullScreenCover" else { return }
            if !site.content.memberRefs.isEmpty, let owner = site.enclosingType {
                for member in site.content.memberRefs { part.presentedMembers.append((owner, member)) }
            }
            // A test harness exercises the product's presentations one by one on purpose.
            guard let (owner, name) = Self.candidate(site), !(destinationsOnly && testHarness) else { return }
            // A flag that mirrors a model's state (copied in `.onChange(of:)`) is the model's route, not view-local state.
            if destinationsOnly && index.mirrorsObservedState(name, of: owner, nearestTo: path) { return }
            var screen = Screen()
            if destinationsOnly {
                let reading = ScreenModel.read(site, presenter: owner, flag: name, path: path, index)
                // A screen named as debug tooling (`DebugMenuView`) is no destination, as for state-bool-presentation.
                let isDestination = reading.role.mayBeDestination && !PresentationVocabulary.isDebugTooling(typeName: reading.screenType)
                screen = Screen(mayBeDestination: isDestination, type: reading.screenType, raises: Self.raised(by: site.content))
            }
            part.candidates.append((site.position, owner, name, site.member, screen))
        }
        for (owner, member) in index.files[f].wrapperPresentedMembers { part.presentedMembers.append((owner, member)) }
        part.memberViewRefs = index.files[f].memberViewRefs
        return part
    }

    /// Findings are by type: those of a type come from the parts naming it (its sites, the helpers
    /// its presentations show, the places showing its helpers), and the declarations of that name.
    public func keys(of part: Part) -> [String] {
        part.presentedMembers.map(\.owner) + part.candidates.map(\.owner) + part.memberViewRefs.map(\.typeName.lastDottedComponent)
    }

    public func key(of finding: Finding) -> String { finding.enclosingType ?? "" }

    public func join(_ index: ProjectIndex, parts: [Part]) -> [Finding] { join(index, parts: parts, files: Array(parts.indices), keys: nil) }

    /// The findings of the types named `keys` (all types when nil), from the parts of `files`
    /// (ascending: every file bearing on those types).
    public func join(_ index: ProjectIndex, parts: [Part], files: [Int], keys: Set<String>?) -> [Finding] {
        // Which sites: those of types with `threshold` distinct candidate states, grouped by the
        // declaration they belong to; then one finding per group that still has enough states.
        let presentedMembers = Self.presentedMembers(parts, files: files)
        let groups = sitesByDeclaration(index, parts: parts, files: files, keys: keys, presentedMembers: presentedMembers)
        return groups.order.compactMap { key in groups.sites[key].flatMap { finding(for: $0, index) } }
    }

    /// The members each type presents from, across `files`.
    static func presentedMembers(_ parts: [Part], files: [Int]) -> [String: Set<String>] {
        var presentedMembers: [String: Set<String>] = [:]
        for f in files { for (owner, member) in parts[f].presentedMembers { presentedMembers[owner, default: []].insert(member) } }
        return presentedMembers
    }

    /// Whether a candidate counts: it belongs to one of the types asked about, and it is not in a
    /// member the type itself presents (that member's sheet is the presentation's own content).
    static func isCounted(_ c: Candidate, keys: Set<String>?, presentedMembers: [String: Set<String>]) -> Bool {
        if let keys, !keys.contains(c.owner) { return false }
        if let member = c.member, presentedMembers[c.owner]?.contains(member) == true { return false }
        return true
    }

    /// Up to `threshold` distinct candidate states of each type name, across all files. Most views
    /// present at most one piece of state: only types reaching the threshold can be reported, so
    /// the lookups that follow (the property's wrappers, the nearest declaration) run for those alone.
    func distinctStatesByOwner(_ parts: [Part], files: [Int], keys: Set<String>?, presentedMembers: [String: Set<String>]) -> [String: [String]] {
        var statesByOwner: [String: [String]] = [:]
        for f in files {
            for c in parts[f].candidates where Self.isCounted(c, keys: keys, presentedMembers: presentedMembers) {
                // Counting stops at the threshold: that is all the test needs.
                if statesByOwner[c.owner, default: []].count < threshold && !statesByOwner[c.owner, default: []].contains(c.state) {
                    statesByOwner[c.owner, default: []].append(c.state)
                }
            }
        }
        return statesByOwner
    }

    /// The counted sites of `@State` properties of types with enough states, outside debug
    /// tooling, grouped by the declaration of their type (in the order first met), each with the
    /// branches of the places its helper is shown from.
    func sitesByDeclaration(_ index: ProjectIndex, parts: [Part], files: [Int], keys: Set<String>?,
                            presentedMembers: [String: Set<String>]) -> (order: [String], sites: [String: [Site]]) {
        let statesByOwner = distinctStatesByOwner(parts, files: files, keys: keys, presentedMembers: presentedMembers)
        var byType: [String: [Site]] = [:]
        var order: [String] = []
        // Where each helper is shown from, by type and member: made on the first counted site in a helper.
        var viewRefs: [String: [(file: Int, type: String, branches: [ConditionalClause])]]?
        for f in files where !parts[f].candidates.isEmpty {
            let path = index.files[f].path
            for c in parts[f].candidates where Self.isCounted(c, keys: keys, presentedMembers: presentedMembers) {
                let (i, owner, name) = (c.site, c.owner, c.state)
                guard let states = statesByOwner[owner], states.count >= threshold,
                      !Self.isDebugTooling(owner, path: path),
                      let property = index.property(name, of: owner, preferring: path), property.hasWrapper("State") else { continue }
                let key = owner + "\u{0}" + Self.declarationPath(of: owner, nearestTo: path, index)
                if byType[key] == nil { order.append(key) }
                var site = index.files[f].presentations[i]
                if let member = site.member, let type = site.enclosingQualifiedType {
                    if viewRefs == nil { viewRefs = Self.viewRefsByMember(parts, files: files) }
                    site.clauses += Self.branchesShowing((viewRefs?[member] ?? []).filter { $0.type == type }, in: f)
                }
                byType[key, default: []].append((path, site, name, c.screen))
            }
        }
        return (order, byType)
    }

    /// Debug tooling (`DebugMenuView`, a `Debug/` folder) is no product design.
    static func isDebugTooling(_ owner: String, path: String) -> Bool {
        PresentationVocabulary.isDebugTooling(typeName: owner, path: path)
    }

    /// Two targets may each declare a `RootView`: sites count together only when they belong to
    /// the same declaration (the nearest one), and by file when that is unclear.
    static func declarationPath(of owner: String, nearestTo path: String, _ index: ProjectIndex) -> String {
        if let types = index.types(named: owner, nearestTo: path) {
            return types.first(where: { $0.kind != .extension })?.path ?? ""
        }
        return path
    }

    /// The finding for one type's sites, if its states (of one build, sheets and covers apart)
    /// still reach the threshold: reported where the type is declared (the design of the type is
    /// what it is about; each site may have its own finding from state-bool-presentation), with
    /// every site it groups as a related location. When no declaration of the type is linted (only
    /// extensions), it is reported at the earliest site.
    func finding(for all: [Site], _ index: ProjectIndex) -> Finding? {
        guard let owner = all.first?.site.enclosingType else { return nil }
        // Sheets and covers are counted apart: a cover cannot join a `.sheet(item:)`, so one
        // sheet state beside one cover state leaves nothing to merge.
        // One build is reported for both kinds: the covers of a Catalyst `#if` clause and the
        // sheets of its `#else` are never shown by the same app.
        let build = Self.largestBuild(all) { reportedKinds(in: $0).reduce(0) { $0 + $1.states.count } }
        let kinds = reportedKinds(in: build)
        // The earliest site counted, in the order the sites were met.
        func position(_ k: Kind) -> Int {
            all.firstIndex { $0.path == k.first.path && $0.site.span == k.first.site.span } ?? 0
        }
        guard let earliest = kinds.min(by: { position($0) < position($1) })?.first else { return nil }
        let name = earliest.site.enclosingQualifiedType ?? owner
        let declaration = Self.declaration(of: name, nearestTo: earliest.path, index)
        let (path, span) = declaration ?? (earliest.path, earliest.site.span)
        var finding = factory.make(message(kinds, named: name), path: path, span: span, enclosingType: owner)
        // The sites of the states counted (a picker beside them is not one).
        for s in build where kinds.contains(where: { $0.modifier == s.site.modifier && $0.states.contains(s.state) }) {
            // Reported at a site, the finding is that site: the others are related.
            if declaration == nil && s.path == earliest.path && s.site.span == earliest.site.span { continue }
            finding.related.append(RelatedLocation(path: s.path, start: s.site.span.start, end: s.site.span.end,
                                                   message: "`.\(s.site.modifier)` driven by `\(s.state)`"))
        }
        return finding
    }

    /// Where the declaration of the type `qualifiedName` nearest to `path` names it.
    static func declaration(of qualifiedName: String, nearestTo path: String, _ index: ProjectIndex) -> (path: String, span: SourceSpan)? {
        guard let types = index.types(named: qualifiedName.lastDottedComponent, nearestTo: path),
              let type = types.first(where: { $0.kind != .extension && $0.qualifiedName == qualifiedName }) ?? types.first(where: { $0.kind != .extension }),
              let span = type.nameSpan else { return nil }
        return (type.path, span)
    }

    /// The message: each kind's states, and the single route enum to bind. A nested type is
    /// `named` with its namespace (`Settings.RootView`): several may share the name.
    func message(_ kinds: [Kind], named: String) -> FindingMessage {
        // The states, not the modifiers, are counted: one flag may drive the same sheet from two places.
        let parts = kinds.map { "its \($0.noun) from \($0.states.count) separate local states (\($0.states.map { "`\($0)`" }.joined(separator: ", ")))" }
        let routes = kinds.map { "`.\($0.modifier)(item:)`" }
        return kinds.count == 1
            ? "`\(named)` drives \(parts[0]); model them as one optional route enum bound to a single \(routes[0])"
            : "`\(named)` drives \(parts.joined(separator: " and ")); model each kind as one optional route enum bound to a single \(routes.joined(separator: " and a single "))"
    }

    typealias Kind = (noun: String, modifier: String, states: [String], first: Site)

    /// Every place a helper is shown as a view, by the member's name.
    static func viewRefsByMember(_ parts: [Part], files: [Int]) -> [String: [(file: Int, type: String, branches: [ConditionalClause])]] {
        var refs: [String: [(file: Int, type: String, branches: [ConditionalClause])]] = [:]
        for f in files {
            for ref in parts[f].memberViewRefs { refs[ref.member, default: []].append((f, ref.typeName, ref.branches)) }
        }
        return refs
    }

    /// For a site in a helper (`updateContent`) that its type shows (`refs`) from one branch of an
    /// `if … else` or `switch` only, in this file only: that branch, which the site is in too.
    static func branchesShowing(_ refs: [(file: Int, type: String, branches: [ConditionalClause])], in file: Int) -> [ConditionalClause] {
        var branches: [ConditionalClause]?
        for ref in refs {
            // Shown from another file (its branches are numbered apart), outside any branch, or
            // from two different branches: the helper may be on screen with any of them.
            guard ref.file == file, !ref.branches.isEmpty, branches == nil || branches! == ref.branches else { return [] }
            branches = ref.branches
        }
        return branches ?? []
    }

    /// Whether a site is one of the alternatives a route enum would gather: a screen of its own
    /// (or one the model cannot place), the same view another state presents (a create flag and an
    /// edit item), or one step of a chain (its content raises another state, or another's raises
    /// it). Pickers, help popups and share sheets of one view are not alternatives to one another.
    static func isAlternative(_ s: Site, among sites: [Site]) -> Bool {
        if s.screen.mayBeDestination { return true }
        return sites.contains { o in
            o.state != s.state && ((s.screen.type != nil && o.screen.type == s.screen.type)
                || o.screen.raises.contains(s.state) || s.screen.raises.contains(o.state))
        }
    }

    /// The kinds (sheets, covers) among `sites` driven by `threshold` or more separate states.
    func reportedKinds(in sites: [Site]) -> [Kind] {
        var kinds: [Kind] = []
        for (modifier, noun) in [("sheet", "sheets"), ("fullScreenCover", "full-screen covers")] {
            var states: [String] = []
            var first: Site?
            let ofKind = sites.filter { $0.site.modifier == modifier }
            for s in ofKind where Self.isAlternative(s, among: ofKind) {
                if first == nil { first = s }
                if !states.contains(s.state) { states.append(s.state) }
            }
            if states.count >= threshold, let first { kinds.append((noun, modifier, states, first)) }
        }
        return kinds
    }

    /// The sites one build of the type contains, for the build that `score` rates highest (the
    /// first such): sites in different clauses of one `#if` (`#if os(macOS)` … `#else` …) never
    /// appear together, nor do sites under `#if`s that test platforms which exclude each other
    /// (`#if os(iOS)` here, `#if os(tvOS)` there). Each platform is tried, with each way of choosing
    /// one clause (or none) of every other `#if` or branch involved; past 256 ways, every site
    /// counts, as without `#if`s.
    static func largestBuild(_ sites: [Site], score: ([Site]) -> Int) -> [Site] {
        // The `#if`s and branches involved, per file (group numbers are per file), with their
        // clause counts, and whether all their clauses seen know their platforms.
        var groups: [(path: String, group: Int, options: Int, byPlatform: Bool)] = []
        for s in sites {
            for c in s.site.clauses {
                if let g = groups.firstIndex(where: { $0.path == s.path && $0.group == c.group }) {
                    groups[g].options = max(groups[g].options, c.clause + 2)
                    groups[g].byPlatform = groups[g].byPlatform && c.platforms != nil
                } else {
                    groups.append((s.path, c.group, c.clause + 2, c.platforms != nil))   // its clauses, and "none of them"
                }
            }
        }
        guard !groups.isEmpty else { return sites }
        let platforms = groups.contains(where: \.byPlatform) ? PlatformSet.each : [PlatformSet.all]
        var ways = platforms.count
        for g in groups where !g.byPlatform {
            ways *= g.options
            if ways > 256 { return sites }
        }
        var best = sites.prefix(0)
        var bestScore = -1
        for platform in platforms {
            for way in 0..<(ways / platforms.count) {
                // Way number → a chosen clause per `#if` not decided by the platform (mixed radix).
                var chosen = [Int](repeating: 0, count: groups.count)
                var rest = way
                for g in groups.indices where !groups[g].byPlatform {
                    chosen[g] = rest % groups[g].options
                    rest /= groups[g].options
                }
                let active = sites.filter { s in
                    s.site.clauses.allSatisfy { c in
                        guard let g = groups.firstIndex(where: { $0.path == s.path && $0.group == c.group }) else { return true }
                        if groups[g].byPlatform, let built = c.platforms { return !built.isDisjoint(with: platform) }
                        return chosen[g] == c.clause
                    }
                }
                let rating = score(active)
                if rating > bestScore {
                    bestScore = rating
                    best = active[...]
                }
            }
        }
        return Array(best)
    }
}
