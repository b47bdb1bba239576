/// Names and word lists the presentation rules share.
enum PresentationVocabulary {
    /// SwiftUI (and Apple framework) view types: content made of these has nothing to follow.
    static let builtInViews: WordSet = [
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

    /// Positions of `builtInViews.words` by name, for `BuiltInViewSet`: an open-addressed table
    /// keyed by a name's (up to) 24 bytes as three integers, so finding a view's position costs a
    /// multiply and a compare or two (the fact pass asks for every view it meets).
    static let builtInViewPositions = NameTable(builtInViews.words)

    /// Code named as debug or internal tooling (`DebugMenuView`, `DeveloperSettings`, a `Debug/`
    /// folder): what it presents is not product design.
    static func isDebugTooling(typeName: String?, path: String) -> Bool {
        if let typeName, hasWord(typeName, in: debugToolingWords) { return true }
        // The last four folders of the path, not counting the file's name.
        return debugToolingWords.containsCamelCaseWord(inLastFolders: 4, of: path) { folder in
            scalarWords(String(folder)).contains(where: debugToolingWords.contains)
        }
    }

    static let debugToolingWords: WordSet = ["debug", "developer", "debugging"]

    /// Camel-case words of a name: `AppSettingsView` → ["app", "settings", "view"], `appSettings` likewise.
    static func words(_ name: String) -> [String] {
        CamelCaseWords.ascii(name) ?? scalarWords(name)
    }

    /// Whether one of the name's words (as `words` splits it) is in `set`, a set of lowercase words.
    static func hasWord(_ name: some StringProtocol, in set: WordSet) -> Bool {
        set.containsCamelCaseWord(of: name) ?? scalarWords(String(name)).contains(where: set.contains)
    }

    /// `words` for any name, one Unicode scalar at a time.
    static func scalarWords(_ name: String) -> [String] {
        var words: [String] = []
        var current = ""
        var previousWasLower = false
        for scalar in name.unicodeScalars {
            let isUpper = scalar.properties.isUppercase
            let isLetterOrDigit = scalar.properties.isAlphabetic || ("0"..."9").contains(scalar)
            if !isLetterOrDigit {
                if !current.isEmpty { words.append(current) }
                current = ""
                previousWasLower = false
                continue
            }
            if isUpper && previousWasLower && !current.isEmpty {
                words.append(current)
                current = ""
            }
            current.unicodeScalars.append(scalar)
            previousWasLower = !isUpper
        }
        if !current.isEmpty { words.append(current) }
        return words.map { $0.lowercased() }
    }

    /// True when one of the name's words equals one of the patterns (case-insensitive), the
    /// patterns given already split by `words`.
    static func nameMatches(_ name: String, patternWords: [[String]]) -> Bool {
        nameMatches(words: words(name), patternWords: patternWords)
    }

    /// `nameMatches` for a name already split by `words`. Each window of the name's words is
    /// compared in place: making it an array first allocated once per window and pattern.
    static func nameMatches(words nameWords: [String], patternWords: [[String]]) -> Bool {
        patternWords.contains { patternWords in
            guard !patternWords.isEmpty, patternWords.count <= nameWords.count else { return false }
            for start in 0...(nameWords.count - patternWords.count)
            where nameWords[start..<start + patternWords.count].elementsEqual(patternWords) { return true }
            return false
        }
    }

    /// Flows a full-screen cover is made for: never settings, even when they hold a `Form`.
    static let immersiveFragments = [
        "onboarding", "login", "logon", "signin", "signup", "register", "registration", "auth", "paywall", "purchase",
        "subscribe", "subscription", "camera", "scanner", "scan", "capture", "player", "video", "media", "tutorial",
        "walkthrough", "welcome", "intro", "splash", "lock", "passcode", "story", "stories", "game", "viewer",
    ]

    static func isImmersive(_ name: String) -> Bool {
        if let found = immersiveFragmentSet.occurs(in: name) { return found }
        let lowered = name.lowercased()
        return immersiveFragments.contains { lowered.contains($0) }
    }

    static let immersiveFragmentSet = NameFragments(immersiveFragments)
}
