/// Splitting identifiers into words on their UTF-8 bytes, for the rules' name vocabulary.
enum CamelCaseWords {
    /// The lowercased camel-case words of a name that is all ASCII (nearly every one), read on its
    /// bytes: the same splits as `PresentationVocabulary.words`, without a Unicode property lookup
    /// per character. Nil when a byte is not ASCII.
    static func ascii(_ name: String) -> [String]? {
        var name = name
        return name.withUTF8 { bytes -> [String]? in
            var words: [String] = []
            var start = 0, i = 0
            var previousWasLower = false
            func word(_ from: Int, _ to: Int) -> String {
                String(unsafeUninitializedCapacity: to - from) { out in
                    for k in from..<to { out[k - from] = bytes[k].asciiLowercased }
                    return to - from
                }
            }
            while i < bytes.count {
                let b = bytes[i]
                guard b < 0x80 else { return nil }
                let isUpper = b >= 0x41 && b <= 0x5A
                let isLetterOrDigit = isUpper || (b >= 0x61 && b <= 0x7A) || (b >= 0x30 && b <= 0x39)
                if !isLetterOrDigit {
                    if start < i { words.append(word(start, i)) }
                    start = i + 1
                    previousWasLower = false
                } else {
                    if isUpper && previousWasLower && start < i {
                        words.append(word(start, i))
                        start = i
                    }
                    previousWasLower = !isUpper
                }
                i += 1
            }
            if start < bytes.count { words.append(word(start, bytes.count)) }
            return words
        }
    }
}
