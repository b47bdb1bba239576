/// Who hands state on and who reads it, by the type whose code does it: questions rules ask of
/// many sites of one type, answered from tables made once for the project (and kept up to date
/// by the editor's `LiveIndex` as files change).
extension ProjectIndex {
    /// A view shown in a type's code, in `path`.
    public struct HandedView: Sendable {
        public var path: String
        public var view: ViewReference
    }

    /// The views the code of `qualifiedType` (all its declarations) shows handed `$bound` (a
    /// `$flag` handed to a child): who passes that state on.
    public func viewsHanded(_ bound: String, in qualifiedType: String) -> [HandedView] {
        handingTable.table { Self.makeHandings(files) }[qualifiedType]?[bound] ?? []
    }

    /// How many presentations in the code of `qualifiedType` (all its declarations) read `path`
    /// in their content (unwrap it, pass it on, hand it over as a binding).
    public func presentationReads(of path: String, in qualifiedType: String) -> Int {
        presentationReadTable.table { Self.makePresentationReads(files) }[qualifiedType]?[path] ?? 0
    }

    static func makeHandings(_ files: [FileFacts]) -> [String: [String: [HandedView]]] {
        var table: [String: [String: [HandedView]]] = [:]
        for f in files.indices { addHandings(of: files[f], to: &table) }
        return table
    }

    static func addHandings(of file: FileFacts, to table: inout [String: [String: [HandedView]]]) {
        for t in file.types.indices {
            for m in file.types[t].members.indices {
                let views = file.types[t].members[m].summary.views
                for v in views.indices where !views[v].bindingArguments.isEmpty {
                    for bound in Set(views[v].bindingArguments.values).sorted() {
                        table[file.types[t].qualifiedName, default: [:]][bound, default: []].append(HandedView(path: file.path, view: views[v]))
                    }
                }
            }
        }
    }

    static func removeHandings(of file: FileFacts, from table: inout [String: [String: [HandedView]]]) {
        for t in file.types.indices {
            let type = file.types[t].qualifiedName
            guard var byBound = table[type] else { continue }
            for (bound, views) in byBound {
                let kept = views.filter { $0.path != file.path }
                byBound[bound] = kept.isEmpty ? nil : kept
            }
            table[type] = byBound.isEmpty ? nil : byBound
        }
    }

    static func makePresentationReads(_ files: [FileFacts]) -> [String: [String: Int]] {
        var table: [String: [String: Int]] = [:]
        for f in files.indices { countPresentationReads(of: files[f], by: 1, in: &table) }
        return table
    }

    /// Adds (`by: 1`) or takes out (`by: -1`) the reads of `file`'s types.
    static func countPresentationReads(of file: FileFacts, by step: Int, in table: inout [String: [String: Int]]) {
        for t in file.types.indices {
            let type = file.types[t].qualifiedName
            for p in file.types[t].pathsReadByPresentations {
                let count = (table[type]?[p] ?? 0) + step
                table[type, default: [:]][p] = count > 0 ? count : nil
            }
            if table[type]?.isEmpty ?? false { table[type] = nil }
        }
    }
}
