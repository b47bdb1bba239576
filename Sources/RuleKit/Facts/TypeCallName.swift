/// What `walkTypeCall` asks of a called type's name, read once from its bytes.
struct TypeCallName {
    /// Its position among `BuiltInViews.names`; nil for any other type.
    var builtInPosition: Int?
    var isButton = false, isToolbarItem = false, isAnyView = false, isNavigationLink = false
    /// `ForEach`, `List`, `Table`, `OutlineGroup`: its closures are handed the collection's elements.
    var isCollection = false
    /// One of `FactExtractor.actionTypes` (`Task`, `DispatchQueue`): its closures run code.
    var isActionType = false
    /// One of `FactExtractor.screenContainers`: its closures are the screen, not a part of it.
    var isScreenContainer = false

    init(_ b: UnsafeBufferPointer<UInt8>) {
        // Nearly every type called is one of SwiftUI's views, whose traits are worked out once.
        if let p = BuiltInViews.positions.position(ofBytes: b) {
            self = Self.builtIns[p]
        } else {
            self.init(traitsOf: b)
            builtInPosition = nil
        }
    }

    /// The traits of `BuiltInViews.names`, by position.
    private static let builtIns: [TypeCallName] = BuiltInViews.names.words.enumerated().map { p, word in
        var word = word
        var traits = word.withUTF8 { TypeCallName(traitsOf: $0) }
        traits.builtInPosition = p
        return traits
    }

    private init(traitsOf b: UnsafeBufferPointer<UInt8>) {
        func spells(_ word: StaticString) -> Bool { b.spells(word, at: 0, length: b.count) }
        // Lengths first: nearly every name is none of these, and is told apart without a comparison.
        switch b.count {
        case 4: isCollection = spells("List")
        case 5: isCollection = spells("Table")
        case 6: isButton = spells("Button")
        case 7: isAnyView = spells("AnyView"); isCollection = spells("ForEach")
        case 12: isCollection = spells("OutlineGroup")
        case 11: isToolbarItem = spells("ToolbarItem")
        case 14: isNavigationLink = spells("NavigationLink")
        case 16: isToolbarItem = spells("ToolbarItemGroup")
        default: break
        }
        isActionType = FactExtractor.actionTypes.contains(bytes: b)
        isScreenContainer = FactExtractor.screenContainers.contains(bytes: b)
    }
}

/// The name of a called type: bytes of the file (or a string made from a written type), made a
/// `String` only where a fact keeps it.
struct CalleeName {
    private let tree: TreeRef?
    private let id: UInt32
    private let text: String

    init(_ tree: TreeRef, _ id: UInt32) {
        self.tree = tree
        self.id = id
        text = ""
    }

    init(_ text: String) {
        tree = nil
        id = 0
        self.text = text
    }

    var string: String { tree.map { $0.string(id) } ?? text }

    func withBytes<R>(_ body: (UnsafeBufferPointer<UInt8>) -> R) -> R {
        if let tree { return tree.withBytes(id, body) }
        var text = text
        return text.withUTF8(body)
    }
}
