/// Renders a token stream in the canonical token stream format v1 that a token oracle built on
/// swift-syntax (an optional tool outside this package; see CONTRIBUTING.md) also prints:
/// `== PATH`, then `LINE:COL<TAB>KIND<TAB>TEXT` per token, punctuation split per Unicode scalar,
/// one `str` per string literal at its opening delimiter.
public enum CanonicalTokenStream {
    public static func render(path: String, source: [UInt8], stream: TokenStream, into out: inout [UInt8]) {
        out.append(contentsOf: Array("== \(path)\n".utf8))
        let lines = LineMap(source)
        var line = 0   // index into lineStarts
        // The token stream format counts a byte-order mark in line 1's columns (its fixtures do).
        var starts = lines.lineStarts
        starts[0] = 0
        func position(_ offset: UInt32) -> (Int, Int) {
            while line + 1 < starts.count && starts[line + 1] <= offset { line += 1 }
            return (line + 1, Int(offset - starts[line]) + 1)
        }
        func emit(_ offset: UInt32, _ kind: StaticString, _ text: ArraySlice<UInt8>, escape: Bool = false) {
            let (l, c) = position(offset)
            out.append(contentsOf: Array("\(l):\(c)\t".utf8))
            out.append(contentsOf: UnsafeBufferPointer(start: kind.utf8Start, count: kind.utf8CodeUnitCount))
            out.append(0x09)
            if escape {
                for byte in text {
                    switch byte {
                    case 0x0A: out.append(contentsOf: [0x5C, UInt8(ascii: "n")])
                    case 0x0D: out.append(contentsOf: [0x5C, UInt8(ascii: "r")])
                    case 0x09: out.append(contentsOf: [0x5C, UInt8(ascii: "t")])
                    default: out.append(byte)
                    }
                }
            } else {
                out.append(contentsOf: text)
            }
            out.append(0x0A)
        }
        for token in stream.tokens {
            let text = source[Int(token.start)..<Int(token.end)]
            switch token.kind {
            case .identifier, .keyword, .backtickIdentifier, .dollarIdentifier, .editorPlaceholder:
                emit(token.start, "word", text)
            case .integerLiteral, .floatLiteral:
                emit(token.start, "num", text)
            case .stringBegin:
                emit(token.start, "str", text)
            case .stringSegment, .stringEnd:
                continue
            case .interpolationBegin:
                emit(token.end - 1, "punct", source[Int(token.end - 1)..<Int(token.end)])
            case .interpolationEnd:
                emit(token.start, "punct", text)
            case .regexLiteral:
                emit(token.start, "regex", text, escape: true)
            case .unknown:
                emit(token.start, "unknown", text)
            default:
                // One punct per Unicode scalar.
                var k = Int(token.start)
                let end = Int(token.end)
                while k < end {
                    var length = 1
                    let lead = source[k]
                    if lead >= 0xF0 { length = 4 } else if lead >= 0xE0 { length = 3 } else if lead >= 0xC0 { length = 2 }
                    length = min(length, end - k)
                    emit(UInt32(k), "punct", source[k..<k + length])
                    k += length
                }
            }
        }
    }
}
