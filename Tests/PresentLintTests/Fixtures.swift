import Foundation

enum Fixtures {
    static let root: URL = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Fixtures")
    static let repositoryRoot: URL = root.deletingLastPathComponent().deletingLastPathComponent()
}
