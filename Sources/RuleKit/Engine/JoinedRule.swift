/// A rule whose findings need every file at once, written as two steps: what each file
/// contributes (`part`), and a join of every file's part, in file order, into findings.
///
/// `part(_:file:)` reads the facts of `index.files[file]` and what the index answers about names
/// that file spells (the declarations of the types it presents or extends, their members and
/// properties, the deployment targets of its path); it must not depend on the file's position or
/// on the facts of files it does not name. The join may read the index too, but is meant to be
/// cheap: a pass over the parts.
///
/// A batch lint works out every part and joins them (`check`). The language server keeps each
/// file's part and works it out again only for the files an edit can reach (the edited file and
/// those spelling a name it declares, see `LiveProject`), then joins: an edit costs the parts it
/// can change and one pass over the parts, not the whole rule.
public protocol JoinedRule: Rule {
    associatedtype Part: Sendable
    /// What `index.files[file]` contributes.
    func part(_ index: ProjectIndex, file: Int) -> Part
    /// The findings, from the parts of `index.files`, in file order.
    func join(_ index: ProjectIndex, parts: [Part]) -> [Finding]
}

extension JoinedRule {
    public func check(_ index: ProjectIndex) -> [Finding] {
        join(index, parts: index.files.indices.map { part(index, file: $0) })
    }

    /// The findings after replacing the parts of `files` in `parts` (a kept copy, of every file
    /// before the change; files past its end are new and worked out too). Without kept parts, or
    /// when `files` is nil, every part is worked out. Returns the findings and the parts, to keep.
    public func check(_ index: ProjectIndex, keeping kept: (any Sendable)?, changed files: [Int]?) -> (findings: [Finding], parts: any Sendable) {
        let count = index.files.count
        guard let files, var parts = kept as? [Part], parts.count <= count else {
            let parts = index.files.indices.map { part(index, file: $0) }
            return (join(index, parts: parts), parts)
        }
        for f in files where f < parts.count { parts[f] = part(index, file: f) }
        for f in parts.count..<count { parts.append(part(index, file: f)) }
        return (join(index, parts: parts), parts)
    }
}
