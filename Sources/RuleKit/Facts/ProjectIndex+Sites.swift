/// Borrowing accessors: rules visit presentation sites and members' evidence, the largest facts
/// there are, in place.
extension ProjectIndex {
    /// Calls `body` with each presentation site of `files[file]`, in the file's order.
    public func forEachPresentation(inFile file: Int, _ body: (borrowing PresentationSite) -> Void) {
        files[file].presentations.withUnsafeBufferPointer { sites in
            for s in sites.indices { body(sites[s]) }
        }
    }

    /// Calls `body` with each presentation site of every file, with its file's path.
    public func forEachPresentation(_ body: (borrowing PresentationSite, _ path: String) -> Void) {
        for f in files.indices {
            let path = files[f].path
            forEachPresentation(inFile: f) { body($0, path) }
        }
    }

    /// Evidence of every member of the declaration `typeName` means in `path` (see
    /// `types(named:nearestTo:)`), visited in place; stops at the first `true`.
    public func anyMemberEvidence(of typeName: String, nearestTo path: String? = nil, where predicate: (borrowing Evidence) -> Bool) -> Bool {
        let declarations = path.map { self.types(named: typeName, nearestTo: $0) ?? [] } ?? self.types(named: typeName)
        for t in declarations.indices {
            let found = declarations[t].members.withUnsafeBufferPointer { members in
                members.indices.contains { predicate(members[$0].evidence) }
            }
            if found { return true }
        }
        return false
    }
}
