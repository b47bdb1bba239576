#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Small name helpers over UTF-8 code units: the fact pass calls them for every attribute, type
/// and state change, where `split` and `Character` iteration used to show in profiles.
extension String {
    /// Whether this string's UTF-8 bytes sort before `other`'s (unsigned bytes, a proper prefix
    /// first), compared with `memcmp`. For ASCII strings this is also `<`'s order; the generic
    /// comparison of two UTF-8 views steps through iterators byte by byte.
    public func utf8Precedes(_ other: String) -> Bool {
        withUTF8Bytes(and: other) { x, y in
            let common = min(x.count, y.count)
            if common > 0 {
                let order = memcmp(x.baseAddress!, y.baseAddress!, common)
                if order != 0 { return order < 0 }
            }
            return x.count < y.count
        }
    }

    /// Whether this string's UTF-8 bytes equal `other`'s (compared with `memcmp`; unlike `==`,
    /// canonically equal spellings with different bytes differ).
    public func utf8Equals(_ other: String) -> Bool {
        withUTF8Bytes(and: other) { x, y in x.count == y.count && (x.count == 0 || memcmp(x.baseAddress!, y.baseAddress!, x.count) == 0) }
    }

    /// Calls `body` with this string's UTF-8 bytes and `other`'s. Native strings are read in
    /// place; only others are copied to be made contiguous (a copy of each string retains it).
    @inline(__always)
    func withUTF8Bytes<Result>(and other: String, _ body: (UnsafeBufferPointer<UInt8>, UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        if let inPlace = utf8.withContiguousStorageIfAvailable({ x in other.utf8.withContiguousStorageIfAvailable { y in body(x, y) } }),
           let result = inPlace {
            return result
        }
        var a = self, b = other
        return a.withUTF8 { x in b.withUTF8 { y in body(x, y) } }
    }

    /// The last dotted component: `SwiftUI.State` → `State`, `vm.sheet.isShown` → `isShown`.
    var lastDottedComponent: String {
        // Native strings: one backwards scan of their bytes.
        let fast: String?? = utf8.withContiguousStorageIfAvailable { bytes -> String? in
            var i = bytes.count
            while i > 0 {
                i -= 1
                if bytes[i] == UInt8(ascii: ".") {
                    // A trailing dot takes the general path below.
                    return i == bytes.count - 1 ? nil : String(decoding: UnsafeBufferPointer(rebasing: bytes[(i + 1)...]), as: UTF8.self)
                }
            }
            return self
        }
        if let fast, let component = fast { return component }
        guard let dot = utf8.lastIndex(of: UInt8(ascii: ".")) else { return self }
        let tail = self[utf8.index(after: dot)...]
        return tail.isEmpty ? (split(separator: ".").last.map(String.init) ?? self) : String(tail)
    }

    /// Whether the last dotted component is `name` (`route` for `vm.route` and for `route`),
    /// compared as bytes without making the component.
    func hasLastDottedComponent(_ name: String) -> Bool {
        withUTF8Bytes(and: name) { x, y in
            guard y.count > 0, x.count >= y.count else { return false }
            let start = x.count - y.count
            if start > 0 && x[start - 1] != UInt8(ascii: ".") { return false }
            if y.contains(UInt8(ascii: ".")) { return false }
            return memcmp(x.baseAddress! + start, y.baseAddress!, y.count) == 0
        }
    }

    /// The first dotted component: `vm.sheet.isShown` → `vm`.
    var firstDottedComponent: Substring {
        // Native strings: find the dot in their bytes (UTF-8 offsets index them directly).
        if let found = utf8.withContiguousStorageIfAvailable({ $0.firstIndex(of: UInt8(ascii: ".")) }) {
            guard let dot = found else { return self[...] }
            if dot > 0 { return self[..<utf8.index(utf8.startIndex, offsetBy: dot)] }
        }
        guard let dot = utf8.firstIndex(of: UInt8(ascii: ".")) else { return self[...] }
        let head = self[..<dot]
        return head.isEmpty ? (split(separator: ".").first ?? head) : head
    }

    /// Whether `needle` occurs in the string, compared as UTF-8 bytes (the standard library's
    /// `contains` of a string goes through generic collection searching, many times slower).
    func containsBytes(_ needle: StaticString) -> Bool {
        utf8.withContiguousStorageIfAvailable { $0.containsBytes(needle) } ?? Array(utf8).withUnsafeBufferPointer { $0.containsBytes(needle) }
    }
}

extension UInt8 {
    /// `A`–`Z` folded to `a`–`z`; every other byte as it is.
    @inline(__always) var asciiLowercased: UInt8 { self >= 0x41 && self <= 0x5A ? self | 0x20 : self }
}

extension UnsafeBufferPointer where Element == UInt8 {
    /// Whether `needle` occurs in these bytes: its first byte found, then the rest compared.
    func containsBytes(_ needle: StaticString) -> Bool {
        let n = needle.utf8CodeUnitCount
        let word = needle.utf8Start
        guard n > 0 else { return true }
        guard count >= n else { return false }
        let first = word[0]
        for i in 0...(count - n) where self[i] == first {
            var k = 1
            while k < n && self[i + k] == word[k] { k += 1 }
            if k == n { return true }
        }
        return false
    }

    /// Whether the bytes at `start..<start + length` spell `word` (the parser's token tests, the
    /// tree's name tests).
    @inline(__always)
    func spells(_ word: StaticString, at start: Int, length: Int) -> Bool {
        let count = word.utf8CodeUnitCount
        guard length == count else { return false }
        let w = word.utf8Start
        for k in 0..<count where self[start + k] != w[k] { return false }
        return true
    }
}
