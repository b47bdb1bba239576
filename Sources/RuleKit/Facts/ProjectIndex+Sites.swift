/// Borrowing accessors: rules visit presentation sites and members' summaries, the largest facts
/// there are, in place.
extension ProjectIndex {
    /// Calls `body` with each presentation site of `files[file]` that the deployment targets run
    /// (see `neverRuns`), in the file's order.
    public func forEachPresentation(inFile file: Int, _ body: (PresentationSiteRef) -> Void) {
        let path = files[file].path
        files[file].presentations.withUnsafeBufferPointer { sites in
            for s in sites.indices where !neverRuns(sites[s].runsOnlyBelow, inFile: path) { body(PresentationSiteRef(sites: sites, position: s)) }
        }
    }

    /// Whether code made only on systems older than `checked` names (see
    /// `PresentationSite.runsOnlyBelow`) never runs in `path`: every platform named there is
    /// supported only from that version on. (`if #available(iOS 15, *) { … } else { … }` in an app
    /// targeting iOS 15: the `else` is never built into a run.) A platform whose target is not
    /// known keeps the code.
    public func neverRuns(_ checked: DeclaredAvailability?, inFile path: String) -> Bool {
        guard let checked else { return false }
        let targets = deploymentTargets.targets(for: path)
        return DeploymentPlatform.allCases.allSatisfy { p in
            guard let version = checked.minimums[p] else { return true }
            return targets[p].map { $0 >= version } ?? false
        }
    }

    /// Calls `body` with each presentation site of every file, with its file's path.
    public func forEachPresentation(_ body: (PresentationSiteRef, _ path: String) -> Void) {
        for f in files.indices {
            let path = files[f].path
            forEachPresentation(inFile: f) { body($0, path) }
        }
    }

    /// The summaries of every member of the declaration `typeName` means in `path` (see
    /// `types(named:nearestTo:)`), visited in place; stops at the first `true`.
    public func anyMemberSummary(of typeName: String, nearestTo path: String? = nil, where predicate: (borrowing ScopeSummary) -> Bool) -> Bool {
        let declarations = path.map { self.types(named: typeName, nearestTo: $0) ?? [] } ?? self.types(named: typeName)
        for t in declarations.indices {
            let found = declarations[t].members.withUnsafeBufferPointer { members in
                members.indices.contains { predicate(members[$0].summary) }
            }
            if found { return true }
        }
        return false
    }
}

/// One presentation site of the index, read where the file's facts keep it: each field is
/// lent from there for as long as it is read, so visiting a site neither copies nor retains the
/// whole of it (a site holds dozens of strings and arrays). Its fields are `PresentationSite`'s.
/// Valid only inside the `forEachPresentation` call that lends it (it points into the file's
/// sites, which an array subscript would copy out element by element).
public struct PresentationSiteRef {
    let sites: UnsafeBufferPointer<PresentationSite>
    let position: Int

    /// The whole site, copied.
    public var site: PresentationSite { sites[position] }

    public var modifier: String { _read { yield sites[position].modifier } }
    public var span: SourceSpan { _read { yield sites[position].span } }
    public var enclosingType: String? { _read { yield sites[position].enclosingType } }
    public var enclosingQualifiedType: String? { _read { yield sites[position].enclosingQualifiedType } }
    public var bindingLabel: String? { _read { yield sites[position].bindingLabel } }
    public var binding: PresentationBinding? { _read { yield sites[position].binding } }
    public var derivedBinding: DerivedBinding? { _read { yield sites[position].derivedBinding } }
    public var content: ScopeSummary { _read { yield sites[position].content } }
    public var contentParameters: [String] { _read { yield sites[position].contentParameters } }
    public var routeCases: [RouteCase] { _read { yield sites[position].routeCases } }
    public var wrapper: String? { _read { yield sites[position].wrapper } }
    public var screens: ContentScreens? { _read { yield sites[position].screens } }
    public var onDismiss: ScopeSummary? { _read { yield sites[position].onDismiss } }
    public var isDebugOnly: Bool { sites[position].isDebugOnly }
    public var isPreview: Bool { sites[position].isPreview }
    public var clauses: [ConditionalClause] { _read { yield sites[position].clauses } }
    public var isNested: Bool { sites[position].isNested }
    public var member: String? { _read { yield sites[position].member } }
    public var platforms: PlatformSet { sites[position].platforms }
    public var isForWatchOrTVOnly: Bool { sites[position].isForWatchOrTVOnly }
}
