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
}

/// A joined rule whose findings fall into groups by a key (a type's name), each group's findings
/// coming from the parts that bear on its key (and what the index answers about that name). The
/// language server joins again only the groups that the parts of the files an edit reaches bear on,
/// before or after the edit.
public protocol GroupedRule: JoinedRule {
    /// The keys a file's part bears on.
    func keys(of part: Part) -> [String]
    /// The key of the group a finding belongs to.
    func key(of finding: Finding) -> String
    /// The findings of the groups `keys` (every group when nil), from the parts of `files`
    /// (ascending; every file whose part bears on one of `keys`).
    func join(_ index: ProjectIndex, parts: [Part], files: [Int], keys: Set<String>?) -> [Finding]
}
