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

    /// Camel-case words of a name: `AppSettingsView` → ["app", "settings", "view"], `appSettings` likewise.
    static func words(_ name: String) -> [String] {
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

    /// True when one of the name's words equals one of the patterns (case-insensitive).
    static func nameMatches(_ name: String, _ patterns: [String]) -> Bool {
        let nameWords = words(name)
        return patterns.contains { pattern in
            let patternWords = words(pattern)
            guard !patternWords.isEmpty, patternWords.count <= nameWords.count else { return false }
            for start in 0...(nameWords.count - patternWords.count)
            where Array(nameWords[start..<start + patternWords.count]) == patternWords { return true }
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
        let lowered = name.lowercased()
        return immersiveFragments.contains { lowered.contains($0) }
    }
}
