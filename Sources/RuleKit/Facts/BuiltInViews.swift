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

    /// Positions of `names.words` by name, for `BuiltInViewSet` (see `NameTable`): the fact
    /// pass asks for every view it meets.
    static let positions = NameTable(names.words)
}
