/// The SwiftUI (and Apple framework) view types the model knows by name: facts record which of
/// them a body uses (`BuiltInViewSet`), and rules skip them when they follow content into the project.
enum BuiltInViews {
    /// The view types, by name: content made of these has nothing to follow into the project.
    static let names: WordSet = [
        "Text", "Image", "Button", "VStack", "HStack", "ZStack", "LazyVStack", "LazyHStack", "LazyVGrid", "LazyHGrid",
        "Grid", "GridRow", "List", "ForEach", "Form", "Section", "Group", "GroupBox", "ScrollView", "ScrollViewReader",
        "NavigationStack", "NavigationView", "NavigationSplitView", "NavigationLink", "TabView", "Tab", "Spacer",
        "Divider", "Color", "Label", "Toggle", "TextField", "SecureField", "TextEditor", "Picker", "DatePicker",
        "ColorPicker", "Slider", "Stepper", "ProgressView", "GeometryReader", "EmptyView", "AnyView", "Link", "Menu",
        "ShareLink", "ControlGroup", "DisclosureGroup", "OutlineGroup", "Canvas", "TimelineView", "ViewThatFits",
        "Circle", "Rectangle", "RoundedRectangle", "UnevenRoundedRectangle", "Capsule", "Ellipse", "Path",
        "ContainerRelativeShape", "LinearGradient", "RadialGradient", "AngularGradient", "EllipticalGradient",
        "ContentUnavailableView", "LabeledContent", "ToolbarItem", "ToolbarItemGroup", "Gauge", "Table",
        "TableColumn", "EditButton", "PasteButton", "RenameButton", "AsyncImage", "VideoPlayer", "Map",
        "PhotosPicker", "TupleView", "SignInWithAppleButton", "HSplitView", "VSplitView", "WindowGroup", "Material",
    ]

    /// SwiftUI's navigation containers: inside one, a view's toolbar shows and its links push.
    static let navigationContainers: [String] = ["NavigationStack", "NavigationView", "NavigationSplitView"]

    /// Positions of `names.words` by name, for `BuiltInViewSet` (see `NameTable`): the fact
    /// pass asks for every view it meets.
    static let positions = NameTable(names.words)
}

/// A set of `BuiltInViews.names`, one bit per name.
public struct BuiltInViewSet: Sendable, Equatable {
    private var low: UInt64 = 0, high: UInt64 = 0

    public init() {}

    public var isEmpty: Bool { low | high == 0 }

    /// Inserts the name at `position` in `BuiltInViews.names.words`.
    mutating func insert(position: Int) {
        if position < 64 { low |= 1 << UInt64(position) } else { high |= 1 << UInt64(position - 64) }
    }

    public func contains(_ name: String) -> Bool {
        guard let k = BuiltInViews.positions.position(of: name) else { return false }
        return k < 64 ? low & (1 << UInt64(k)) != 0 : high & (1 << UInt64(k - 64)) != 0
    }

    public mutating func formUnion(_ other: BuiltInViewSet) {
        low |= other.low
        high |= other.high
    }

    public func intersection(_ other: BuiltInViewSet) -> BuiltInViewSet {
        var both = BuiltInViewSet()
        both.low = low & other.low
        both.high = high & other.high
        return both
    }

    /// Whether one of the names (taken in the vocabulary's order) satisfies `predicate`.
    public func containsName(where predicate: (String) throws -> Bool) rethrows -> Bool {
        guard !isEmpty else { return false }
        let words = BuiltInViews.names.words
        for (word, offset) in [(low, 0), (high, 64)] {
            var bits = word
            while bits != 0 {
                if try predicate(words[offset + bits.trailingZeroBitCount]) { return true }
                bits &= bits &- 1
            }
        }
        return false
    }

    /// Calls `body` with each name, in the vocabulary's order.
    public func forEachName(_ body: (String) -> Void) {
        _ = containsName { body($0); return false }
    }

    /// The names, in the vocabulary's order.
    public var names: [String] {
        var names: [String] = []
        forEachName { names.append($0) }
        return names
    }
}
