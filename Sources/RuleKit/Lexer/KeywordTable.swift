/// Keyword recognition without hashing or tables: the name's bytes are read as one or two
/// little-endian integers and matched in a switch (generated into KeywordLookup.swift).
enum KeywordTable {
    @inline(__always)
    static func lookup(_ b: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> Keyword {
        let length = end - start
        guard length >= 2 && length <= maxLength else { return .none }
        // Most names are turned away by their first byte and length alone.
        guard mayBeKeyword(first: b[start], length: length) else { return .none }
        var w0: UInt64 = 0
        var w1: UInt64 = 0
        if start + 16 <= b.count {
            let raw = UnsafeRawPointer(b.baseAddress! + start)
            w0 = UInt64(littleEndian: raw.loadUnaligned(as: UInt64.self))
            if length < 8 {
                w0 &= (1 << UInt64(8 * length)) &- 1
            } else if length > 8 {
                w1 = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: 8, as: UInt64.self)) & ((1 << UInt64(8 * (length - 8))) &- 1)
            }
        } else {
            // Near the end of the buffer: byte by byte, never reading past it.
            for k in 0..<length {
                let byte = UInt64(b[start + k])
                if k < 8 { w0 |= byte << UInt64(8 * k) } else { w1 |= byte << UInt64(8 * (k - 8)) }
            }
        }
        return keyword(length: length, w0, w1)
    }
}

