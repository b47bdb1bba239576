/// The camel-case words of an identifier, lowercased: split at every character that is not a
/// letter or a digit, and before an uppercase letter that follows a lowercase one or a digit —
/// `AppSettingsView` → app, settings, view; `dismissCoverNow` → dismiss, cover, now. This is the
/// one place the split is written: an ASCII name (nearly every one) is split on its bytes, any
/// other one Unicode scalar at a time by the same rule.
public enum CamelCaseWords {
    /// The words of `name`.
    public static func words(_ name: String) -> [String] {
        ascii(name) ?? scalarWords(name)
    }

    /// Whether one of the words of `name` is in `set`, a set of lowercase words.
    static func hasWord(_ name: some StringProtocol, in set: WordSet) -> Bool {
        set.containsCamelCaseWord(of: name) ?? scalarWords(String(name)).contains(where: set.contains)
    }

    /// Calls `body` with the byte range of each word of `bytes` (all ASCII), in order, until it
    /// returns true; whether it did.
    static func containsWord(inASCII bytes: UnsafeBufferPointer<UInt8>, where body: (Range<Int>) -> Bool) -> Bool {
        var start = 0, i = 0
        var previousWasLower = false
        while i < bytes.count {
            let b = bytes[i]
            let isUpper = b >= 0x41 && b <= 0x5A
            let isLetterOrDigit = isUpper || (b >= 0x61 && b <= 0x7A) || (b >= 0x30 && b <= 0x39)
            if !isLetterOrDigit {
                if start < i && body(start..<i) { return true }
                start = i + 1
                previousWasLower = false
            } else {
                if isUpper && previousWasLower && start < i {
                    if body(start..<i) { return true }
                    start = i
                }
                previousWasLower = !isUpper
            }
            i += 1
        }
        return start < bytes.count && body(start..<bytes.count)
    }

    /// The lowercased words of a name, an acronym apart from the word after it
    /// (`AllAPITests`: all, api, tests), punctuation and digits between letters separating none
    /// (`e2e-test-flows`: e2e, test, flows).
    static func wordsSplittingAcronyms(_ name: Substring) -> [String] {
        let chars = Array(name)
        var words: [String] = []
        var current = ""
        for (i, c) in chars.enumerated() {
            guard c.isLetter || c.isNumber else {
                if !current.isEmpty { words.append(current.lowercased()) }
                current = ""
                continue
            }
            if c.isUppercase, let previous = current.last {
                let nextIsLower = i + 1 < chars.count && chars[i + 1].isLowercase
                if previous.isLowercase || (previous.isUppercase && nextIsLower) {
                    words.append(current.lowercased())
                    current = ""
                }
            }
            current.append(c)
        }
        if !current.isEmpty { words.append(current.lowercased()) }
        return words
    }

    /// The words of a name that is all ASCII, read on its bytes (no Unicode property lookup per
    /// character); nil when a byte is not ASCII.
    static func ascii(_ name: String) -> [String]? {
        var name = name
        return name.withUTF8 { bytes -> [String]? in
            guard bytes.allSatisfy({ $0 < 0x80 }) else { return nil }
            var words: [String] = []
            _ = containsWord(inASCII: bytes) { range in
                words.append(String(unsafeUninitializedCapacity: range.count) { out in
                    for k in range { out[k - range.lowerBound] = bytes[k].asciiLowercased }
                    return range.count
                })
                return false
            }
            return words
        }
    }

    /// The words of any name, one Unicode scalar at a time.
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
}
