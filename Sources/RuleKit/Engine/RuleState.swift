/// One rule's state kept from the last lint, handed to that rule alone: the rule takes it out
/// (`take`), so its copy is the only one and changes in place rather than being copied whole at
/// each edit (a copy another `LiveProject` value still holds keeps it shared, and is copied on
/// change as usual). Each is used by one task at a time.
public final class KeptState: @unchecked Sendable {
    private var value: (any Sendable)?

    init(_ value: (any Sendable)?) { self.value = value }

    /// The state, when it is a `T`, taken out.
    func take<T>(as type: T.Type) -> T? {
        let taken = value as? T
        value = nil
        return taken
    }
}

/// How a rule checks the project again after an edit (`Rule.check(_:keeping:changed:)`): from
/// scratch by default; a rule written as a join keeps its parts (below), a grouped one its groups,
/// and a rule may keep more of its own.
extension Rule {
    public func check(_ index: ProjectIndex, keeping kept: KeptState, changed files: [Int]?) -> (findings: [Finding], kept: (any Sendable)?) {
        (check(index), nil)
    }
}

/// What the language server keeps of a whole-project rule written as a join (see `JoinedRule`)
/// between two lints, and how it lints again from it.
extension JoinedRule {
    /// The findings after working out again the parts of `files` (the stale files, ascending; nil:
    /// every file), keeping the others from `kept` (what the last call returned; files past its end
    /// are new). Returns the findings and what to keep for the next call.
    public func check(_ index: ProjectIndex, keeping kept: KeptState, changed files: [Int]?) -> (findings: [Finding], kept: (any Sendable)?) {
        guard let files, var parts = kept.take(as: [Part].self), parts.count <= index.files.count else {
            let parts = index.files.indices.map { part(index, file: $0) }
            return (join(index, parts: parts), parts)
        }
        for f in files where f < parts.count { parts[f] = part(index, file: f) }
        for f in parts.count..<index.files.count { parts.append(part(index, file: f)) }
        return (join(index, parts: parts), parts)
    }
}

/// A grouped rule's parts, the files bearing on each key, and the findings of each key.
struct KeptGroups<Part: Sendable>: Sendable {
    var parts: [Part]
    /// For each key, the files whose parts bear on it, ascending.
    var filesByKey: [String: [Int]] = [:]
    /// For each key with findings, its findings.
    var findingsByKey: [String: [Finding]] = [:]

    /// Every key's findings, by key (a fixed order however the groups were worked out).
    var findings: [Finding] { findingsByKey.keys.sorted().flatMap { findingsByKey[$0]! } }
}

extension GroupedRule {
    /// As `JoinedRule.check(_:keeping:changed:)`, joining again only the groups the stale files'
    /// parts bear on, before or after.
    public func check(_ index: ProjectIndex, keeping kept: KeptState, changed files: [Int]?) -> (findings: [Finding], kept: (any Sendable)?) {
        guard let files, var state = kept.take(as: KeptGroups<Part>.self), state.parts.count <= index.files.count else {
            var state = KeptGroups(parts: index.files.indices.map { part(index, file: $0) })
            for f in state.parts.indices { for key in Set(keys(of: state.parts[f])) { state.filesByKey[key, default: []].append(f) } }
            for finding in join(index, parts: state.parts) { state.findingsByKey[key(of: finding), default: []].append(finding) }
            return (state.findings, state)
        }
        var touched: Set<String> = []
        let added = state.parts.count..<index.files.count
        for f in files where f < state.parts.count {
            for key in Set(keys(of: state.parts[f])) {
                touched.insert(key)
                state.filesByKey[key]?.removeAll { $0 == f }
                if state.filesByKey[key]?.isEmpty == true { state.filesByKey[key] = nil }
            }
            state.parts[f] = part(index, file: f)
        }
        for _ in added { state.parts.append(part(index, file: state.parts.count)) }
        for f in files.filter({ $0 < added.lowerBound }) + Array(added) {
            for key in Set(keys(of: state.parts[f])) {
                touched.insert(key)
                var list = state.filesByKey[key] ?? []
                let at = LiveIndex.insertionPoint(in: list, for: f) { $0 }
                if at == list.count || list[at] != f { list.insert(f, at: at) }
                state.filesByKey[key] = list
            }
        }
        guard !touched.isEmpty else { return (state.findings, state) }
        var bearing: Set<Int> = []
        for key in touched { bearing.formUnion(state.filesByKey[key] ?? []) }
        for key in touched { state.findingsByKey[key] = nil }
        for finding in join(index, parts: state.parts, files: bearing.sorted(), keys: touched) {
            state.findingsByKey[key(of: finding), default: []].append(finding)
        }
        return (state.findings, state)
    }
}
