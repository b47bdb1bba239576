/// Names and word lists the presentation rules share.
enum PresentationVocabulary {
    /// Code named as debug or internal tooling (`DebugMenuView`, `DeveloperSettings`, a `Debug/`
    /// folder): what it presents is not product design.
    static func isDebugTooling(typeName: String?, path: String) -> Bool {
        isDebugTooling(typeName: typeName) || isDebugToolingFolder(path)
    }

    /// A type named as debug or developer tooling (`DebugMenuView`).
    static func isDebugTooling(typeName: String?) -> Bool {
        guard let typeName else { return false }
        return mayHoldDebugToolingWord(typeName) && CamelCaseWords.hasWord(typeName, in: debugToolingWords)
    }

    /// A file in a folder named as debug or developer tooling (`Debug/`), among the last four.
    static func isDebugToolingFolder(_ path: String) -> Bool {
        // The last four folders of the path, not counting the file's name, read from its end
        // (the folders above them are not read).
        let slash = UInt8(ascii: "/")
        let found = path.utf8.withContiguousStorageIfAvailable { b -> Bool in
            var end = b.count, components = 0
            while components <= 4 {
                while end > 0, b[end - 1] == slash { end -= 1 }
                guard end > 0 else { return false }
                var start = end
                while start > 0, b[start - 1] != slash { start -= 1 }
                if components > 0, mayHoldDebugToolingWord(bytes: b[start..<end]) {
                    let u = path.utf8
                    if CamelCaseWords.hasWord(path[u.index(u.startIndex, offsetBy: start)..<u.index(u.startIndex, offsetBy: end)], in: debugToolingWords) { return true }
                }
                components += 1
                end = start
            }
            return false
        }
        if let found { return found }
        var native = path
        native.makeContiguousUTF8()
        return isDebugToolingFolder(native)
    }

    static let debugToolingWords: WordSet = ["debug", "developer", "debugging"]

    /// A file of a test harness: among its last four folders, one of more than one word whose name
    /// ends in tests or a tester, or starts with testing or e2e (`AppUITests`, `AllAPITests`,
    /// `PaywallsTester`, `TestingApps`, `e2e-test-flows`). What such code presents exercises the
    /// product; it is not a destination any coordinator routes to. (A bare `Tests/`, the package's
    /// test root, is not read: it holds the named test targets, and fixtures written as product code.)
    static func isTestHarnessFolder(_ path: String) -> Bool {
        guard path.utf8.count > 4 else { return false }
        let folders = path.split(separator: "/").dropLast().suffix(4)
        return folders.contains { folder in
            guard folder.utf8.count > 5 else { return false }
            let words = CamelCaseWords.wordsSplittingAcronyms(folder)
            guard words.count > 1, let first = words.first, let last = words.last else { return false }
            return testHarnessLastWords.contains(last) || testHarnessFirstWords.contains(first)
        }
    }

    /// How a test harness folder's name ends (`AppUITests`, `PaywallsTester`) or starts
    /// (`TestingApps`, `e2e-test-flows`); a name with the word elsewhere (`presentlint-tests-1F2A`,
    /// a scratch folder) is not one.
    static let testHarnessLastWords: Set<String> = ["tests", "tester", "testers"]
    static let testHarnessFirstWords: Set<String> = ["testing", "e2e"]

    /// Whether `text` holds `debug` or `developer` in any case, or a byte that is not ASCII: only
    /// such text can have one of `debugToolingWords` as a word. Most names and paths hold
    /// neither, and one scan of their bytes settles them before any split into words.
    static func mayHoldDebugToolingWord(_ text: String) -> Bool {
        text.utf8.withContiguousStorageIfAvailable { mayHoldDebugToolingWord(bytes: $0) } ?? true
    }

    static func mayHoldDebugToolingWord<Bytes: RandomAccessCollection>(bytes b: Bytes) -> Bool where Bytes.Element == UInt8, Bytes.Index == Int {
        var i = b.startIndex
        while i < b.endIndex {
            let c = b[i]
            if c >= 0x80 { return true }
            if c.asciiLowercased == UInt8(ascii: "d") && (folded(b, i + 1, "ebug") || folded(b, i + 1, "eveloper")) { return true }
            i += 1
        }
        return false
    }

    /// Whether the bytes from `start` spell `word` (lowercase) with `A`–`Z` folded.
    private static func folded<Bytes: RandomAccessCollection>(_ b: Bytes, _ start: Int, _ word: StaticString) -> Bool
        where Bytes.Element == UInt8, Bytes.Index == Int {
        let n = word.utf8CodeUnitCount
        guard start + n <= b.endIndex else { return false }
        for k in 0..<n where b[start + k].asciiLowercased != word.utf8Start[k] { return false }
        return true
    }

    /// True when one of the name's words equals one of the patterns (case-insensitive), the
    /// patterns given already split by `words`.
    static func nameMatches(_ name: String, patternWords: [[String]]) -> Bool {
        nameMatches(words: CamelCaseWords.words(name), patternWords: patternWords)
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
        var name = name
        return name.withUTF8 { bytes in
            // ASCII names (nearly all) are searched in their bytes, folding `A`–`Z` as they are
            // compared: lowercasing the name first made a new string for each one.
            guard bytes.allSatisfy({ $0 < 0x80 }) else {
                let lowered = String(decoding: bytes, as: UTF8.self).lowercased()
                return immersiveFragments.contains { lowered.contains($0) }
            }
            return immersiveFragmentSet.occurs(inASCII: bytes)
        }
    }

    static let immersiveFragmentSet = FragmentSet(immersiveFragments)
}
