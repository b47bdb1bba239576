/// The platforms a `#if` condition holds on, when it tests platforms only.
///
/// `#if os(iOS)` in one place and `#if os(tvOS)` in another are never built together, although
/// they are separate `#if`s: a clause's platforms let the rules that count presentations per build
/// (scattered-modal-state) match clauses of different `#if`s. A condition that tests anything else
/// (`DEBUG`, `canImport`, `swift(>=…)`) has no platforms: which way it goes is unknown.
public struct PlatformSet: OptionSet, Sendable, Hashable {
    public var rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    public static let iOS = PlatformSet(rawValue: 1 << 0)
    /// An iPad app on the Mac: `os(iOS)` and `targetEnvironment(macCatalyst)` both hold.
    public static let macCatalyst = PlatformSet(rawValue: 1 << 1)
    public static let macOS = PlatformSet(rawValue: 1 << 2)
    public static let tvOS = PlatformSet(rawValue: 1 << 3)
    public static let watchOS = PlatformSet(rawValue: 1 << 4)
    public static let visionOS = PlatformSet(rawValue: 1 << 5)
    /// Linux, Windows, Android and the rest.
    public static let other = PlatformSet(rawValue: 1 << 6)
    public static let all: PlatformSet = [.iOS, .macCatalyst, .macOS, .tvOS, .watchOS, .visionOS, .other]
    /// Each platform on its own, for trying one build per platform.
    public static let each: [PlatformSet] = [.iOS, .macCatalyst, .macOS, .tvOS, .watchOS, .visionOS, .other]

    /// The platforms a file is for, by its imports and the folders of its path: a watch app's
    /// target (`Trio Watch App`, `BookPlayerWatch`, `WatchKit Extension`) or a tvOS one
    /// (`Swiftfin tvOS`, `AppTV`); `.all` when nothing says.
    static func ofFile(path: String, tokens: [Token], bytes: [UInt8]) -> PlatformSet {
        var result = PlatformSet.all
        // Each folder's name, lower-cased into one buffer (ASCII letters only; anything else as is).
        let utf8 = Array(path.utf8)
        var start = 0
        var folder: [UInt8] = []
        for (i, byte) in utf8.enumerated() where byte == UInt8(ascii: "/") {
            defer { start = i + 1 }
            guard i > start else { continue }
            let original = utf8[start..<i]
            folder.removeAll(keepingCapacity: true)
            for byte in original { folder.append(byte.asciiLowercased) }
            folder.withUnsafeBufferPointer { lower in
                let isWatch = (lower.hasSuffix("watch") && !lower.equals("applewatch") && !lower.hasSuffix("stopwatch"))
                    || lower.containsBytes("watch app") || lower.containsBytes("watchapp") || lower.containsBytes("watch extension")
                    || lower.containsBytes("watchkit") || lower.containsBytes("watchos")
                let endsTV = original.count >= 2 && original[i - 2] == UInt8(ascii: "T") && original[i - 1] == UInt8(ascii: "V")
                let isTV = lower.containsBytes("tvos") || endsTV || containsSpacedTV(original)
                if isWatch { result.formIntersection(.watchOS) }
                if isTV { result.formIntersection(.tvOS) }
            }
        }
        bytes.withUnsafeBufferPointer { b in
            // Imports come first: the scan stops at the first type or function.
            for k in tokens.indices.dropLast() {
                switch tokens[k].keyword {
                case .struct, .class, .enum, .extension, .protocol, .func: return
                case .import: break
                default: continue
                }
                guard tokens[k + 1].kind == .identifier else { continue }
                let t = tokens[k + 1]
                func spells(_ w: StaticString) -> Bool { b.spells(w, at: Int(t.start), length: Int(t.end - t.start)) }
                if spells("WatchKit") || spells("ClockKit") { result.formIntersection(.watchOS) }
                if spells("TVUIKit") || spells("TVServices") || spells("TVMLKit") { result.formIntersection(.tvOS) }
            }
        }
        return result
    }

    /// The platforms on which the condition in `tokens` (everything after `#if` / `#elseif` on its
    /// line) holds; nil when it tests something other than platforms or cannot be read.
    static func of(_ tokens: ArraySlice<Token>, in bytes: UnsafeBufferPointer<UInt8>) -> PlatformSet? {
        var reader = ConditionReader(tokens: tokens, bytes: bytes)
        guard let value = reader.disjunction(depth: 0), reader.atEnd else { return nil }
        return value
    }
}

/// ` TV` inside a folder name (`Pager TV App`).
private func containsSpacedTV(_ name: ArraySlice<UInt8>) -> Bool {
    guard name.count >= 3 else { return false }
    var i = name.startIndex
    while i + 2 < name.endIndex {
        if name[i] == 0x20 && name[i + 1] == UInt8(ascii: "T") && name[i + 2] == UInt8(ascii: "V") { return true }
        i += 1
    }
    return false
}

extension UnsafeBufferPointer where Element == UInt8 {
    func hasSuffix(_ word: StaticString) -> Bool {
        let n = word.utf8CodeUnitCount
        return count >= n && spells(word, at: count - n, length: n)
    }

    func equals(_ word: StaticString) -> Bool { spells(word, at: 0, length: count) }
}

/// Reads `a || b`, `a && b`, `!a`, `(a)`, `os(X)`, `targetEnvironment(macCatalyst)`, `true`,
/// `false`. Nesting is bounded, so hostile input cannot exhaust the stack.
private struct ConditionReader {
    let tokens: ArraySlice<Token>
    let bytes: UnsafeBufferPointer<UInt8>
    var p: Int

    init(tokens: ArraySlice<Token>, bytes: UnsafeBufferPointer<UInt8>) {
        self.tokens = tokens
        self.bytes = bytes
        p = tokens.startIndex
    }

    var atEnd: Bool { p >= tokens.endIndex }

    func spells(_ t: Token, _ w: StaticString) -> Bool { bytes.spells(w, at: Int(t.start), length: Int(t.end - t.start)) }
    func isOperator(_ w: StaticString) -> Bool { !atEnd && tokens[p].kind == .operator && spells(tokens[p], w) }

    mutating func disjunction(depth: Int) -> PlatformSet? {
        guard depth < 32, var value = conjunction(depth: depth) else { return nil }
        while isOperator("||") {
            p += 1
            guard let next = conjunction(depth: depth) else { return nil }
            value.formUnion(next)
        }
        return value
    }

    mutating func conjunction(depth: Int) -> PlatformSet? {
        guard var value = unary(depth: depth) else { return nil }
        while isOperator("&&") {
            p += 1
            guard let next = unary(depth: depth) else { return nil }
            value.formIntersection(next)
        }
        return value
    }

    mutating func unary(depth: Int) -> PlatformSet? {
        guard !atEnd, depth < 32 else { return nil }
        let t = tokens[p]
        if t.kind == .exclamationMark || (t.kind == .operator && spells(t, "!")) {
            p += 1
            return unary(depth: depth + 1).map { PlatformSet.all.subtracting($0) }
        }
        if t.kind == .leftParen {
            p += 1
            let value = disjunction(depth: depth + 1)
            guard !atEnd, tokens[p].kind == .rightParen else { return nil }
            p += 1
            return value
        }
        if t.kind == .keyword && spells(t, "true") { p += 1; return .all }
        if t.kind == .keyword && spells(t, "false") { p += 1; return [] }
        // `name(argument)`
        guard t.kind == .identifier, p + 3 < tokens.endIndex,
              tokens[p + 1].kind == .leftParen, tokens[p + 2].kind == .identifier, tokens[p + 3].kind == .rightParen else { return nil }
        let argument = tokens[p + 2]
        let value: PlatformSet?
        if spells(t, "os") {
            value = Self.platforms(os: argument, self)
        } else if spells(t, "targetEnvironment") && spells(argument, "macCatalyst") {
            value = .macCatalyst
        } else {
            value = nil
        }
        p += 4
        return value
    }

    static func platforms(os argument: Token, _ reader: ConditionReader) -> PlatformSet {
        if reader.spells(argument, "iOS") { return [.iOS, .macCatalyst] }
        if reader.spells(argument, "macOS") || reader.spells(argument, "OSX") { return .macOS }
        if reader.spells(argument, "tvOS") { return .tvOS }
        if reader.spells(argument, "watchOS") { return .watchOS }
        if reader.spells(argument, "visionOS") || reader.spells(argument, "xrOS") { return .visionOS }
        return .other
    }
}
