import Foundation

// The records and values the editors of `RecordEditors.swift` are handed, declared apart from
// them. A `Movie` is a record through a protocol of the project that refines `Identifiable`; the
// list filter and the shelf options identify nothing.
protocol MediaItem: Identifiable, Codable {
    var title: String { get set }
}

struct Movie: MediaItem, Equatable {
    var id: Int
    var title: String
    var monitored: Bool
    var tags: [String]
}

struct Genre: Identifiable, Hashable {
    var id: String
    var name: String
}

struct ListFilter: Equatable {
    var showsWatched: Bool
    var minimumRating: Int
}
