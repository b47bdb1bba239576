#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Expressions of one file, stored flat.
///
/// SwiftUI code is mostly expressions (views, modifier chains, arguments, closures), and a tree of
/// boxed enum cases and small arrays costs an allocation, a free and reference counting per node.
/// Here every expression is one fixed-size `ExprNode` in a single array; child lists live in one
/// `UInt32` array (`extra`); names in one string table. An `Expr` is a 32-bit index plus the
/// tree's storage pointer (`TreeRef`, no reference counting), and `Expr.kind` gives the familiar
/// enum view of a node. The fact pass's hot paths read `tag` and the node's parts instead, which
/// makes no strings.
///
/// Lifetime: an `Expr` does not keep its tree alive. The tree lives as long as the `FileSyntax`
/// that owns it; read expressions only while that value is alive (the fact pass does).
public final class SyntaxTree: @unchecked Sendable {
    struct Storage {
        var nodes = RawBuffer<ExprNode>()
        /// Lists: `extra[h]` is the item count, the items follow (1, 2 or 4 words each).
        /// Handle 0 is the shared empty list.
        var extra = RawBuffer<UInt32>()
        /// Names as byte ranges of the source, made into `String`s when read; strings the
        /// parser composed are in `composed`, referred to as `(StringRef.composedMark, index)`.
        var strings = RawBuffer<StringRef>()
        var composed = RawBuffer<String>()
        /// For each entry of `strings`, 1 + the position of its made string in `madeStrings`,
        /// or 0 while it has not been read; allocated (zeroed) at the first read, after parsing.
        /// Only the strings actually made are kept, so freeing the tree releases those alone
        /// rather than a slot for every name of the file.
        var madeIndex: UnsafeMutablePointer<UInt32>?
        var madeIndexCount = 0
        var madeStrings = RawBuffer<String>()
        /// The source range each of `madeStrings` was made from.
        var madeRanges = RawBuffer<StringRef>()
        /// `madeStrings` by spelling: open addressing over 1 + their positions (0: empty), so a
        /// name spelled again elsewhere in the file (`Text`, `padding`, a flag) shares the string
        /// made first instead of making and validating another.
        var spellings: UnsafeMutablePointer<UInt32>?
        var spellingsMask = 0
        /// Statements: each list (`StmtList`) is a run of them, as is each statement used as
        /// an expression.
        var statements = RawBuffer<Stmt>()
        /// The bytes of `SyntaxTree.source`, which that array keeps alive and never changes.
        var source = UnsafeBufferPointer<UInt8>(start: nil, count: 0)
    }

    /// Behind a `let` pointer, in buffers managed here: reads are plain loads, with no
    /// exclusivity checks, bounds checks or reference counting of array buffers.
    let storage: UnsafeMutablePointer<Storage>
    /// The file's bytes, which names refer to.
    let source: [UInt8]

    init(source: [UInt8]) {
        self.source = source
        storage = .allocate(capacity: 1)
        storage.initialize(to: Storage())
        storage.pointee.extra.append(0)
        // The array is immutable and lives as long as this tree, so its buffer stays put.
        storage.pointee.source = self.source.withUnsafeBufferPointer { $0 }
    }

    /// How expressions refer to this tree.
    var ref: TreeRef { TreeRef(storage: storage) }

    deinit {
        storage.pointee.nodes.free()
        storage.pointee.extra.free()
        storage.pointee.strings.free()
        storage.pointee.composed.free()
        storage.pointee.madeStrings.free()
        storage.pointee.madeRanges.free()
        storage.pointee.madeIndex?.deallocate()
        storage.pointee.spellings?.deallocate()
        storage.pointee.statements.free()
        storage.deinitialize(count: 1)
        storage.deallocate()
    }

    @inline(__always) func node(_ id: UInt32) -> ExprNode { ref.node(id) }
    @inline(__always) func word(_ i: UInt32) -> UInt32 { ref.word(i) }
    func firstByte(_ i: UInt32) -> UInt8 { ref.firstByte(i) }
}

/// A file's tree as its expressions and lists refer to it: the storage pointer only, so reading
/// involves no reference counting. Valid while the owning `SyntaxTree` lives.
public struct TreeRef: @unchecked Sendable {
    let storage: UnsafeMutablePointer<SyntaxTree.Storage>

    @inline(__always) func node(_ id: UInt32) -> ExprNode { storage.pointee.nodes.base[Int(id)] }
    @inline(__always) func word(_ i: UInt32) -> UInt32 { storage.pointee.extra.base[Int(i)] }
    func string(_ i: UInt32) -> String {
        let r = storage.pointee.strings.base[Int(i)]
        if r.start == StringRef.composedMark { return storage.pointee.composed.base[Int(r.end)] }
        if r.start == r.end { return "" }
        // Rules read most names more than once: make each string once.
        let count = storage.pointee.strings.count
        if storage.pointee.madeIndex == nil || storage.pointee.madeIndexCount != count { prepareMade(count) }
        let slot = storage.pointee.madeIndex! + Int(i)
        if slot.pointee != 0 { return storage.pointee.madeStrings.base[Int(slot.pointee) - 1] }
        let source = storage.pointee.source.baseAddress!
        let length = Int(r.end - r.start)
        // Linear probing among the strings made so far.
        let hash = Self.spellingHash(source, r)
        if storage.pointee.spellings == nil || storage.pointee.madeStrings.count * 2 >= storage.pointee.spellingsMask { growSpellings() }
        let spellings = storage.pointee.spellings!
        let mask = storage.pointee.spellingsMask
        var probe = Int(truncatingIfNeeded: hash) & mask
        while spellings[probe] != 0 {
            let m = Int(spellings[probe]) - 1
            let other = storage.pointee.madeRanges.base[m]
            if Int(other.end - other.start) == length && memcmp(source + Int(other.start), source + Int(r.start), length) == 0 {
                slot.pointee = UInt32(m + 1)
                return storage.pointee.madeStrings.base[m]
            }
            probe = (probe + 1) & mask
        }
        let made = String(decoding: UnsafeBufferPointer(start: source + Int(r.start), count: length), as: UTF8.self)
        storage.pointee.madeStrings.append(made)
        storage.pointee.madeRanges.append(r)
        slot.pointee = UInt32(storage.pointee.madeStrings.count)
        spellings[probe] = slot.pointee
        return made
    }

    /// FNV-1a over the bytes of a name.
    @inline(__always)
    private static func spellingHash(_ source: UnsafePointer<UInt8>, _ r: StringRef) -> UInt64 {
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        for k in Int(r.start)..<Int(r.end) { hash = (hash ^ UInt64(source[k])) &* 0x100_0000_01B3 }
        return hash
    }

    /// (Re)allocates the spelling table at twice its size (64 slots at first), placing the made
    /// strings again.
    private func growSpellings() {
        let size = max(64, (storage.pointee.spellingsMask + 1) * 2)
        let table = UnsafeMutablePointer<UInt32>.allocate(capacity: size)
        table.initialize(repeating: 0, count: size)
        let source = storage.pointee.source.baseAddress!
        for m in 0..<storage.pointee.madeStrings.count {
            var probe = Int(truncatingIfNeeded: Self.spellingHash(source, storage.pointee.madeRanges.base[m])) & (size - 1)
            while table[probe] != 0 { probe = (probe + 1) & (size - 1) }
            table[probe] = UInt32(m + 1)
        }
        storage.pointee.spellings?.deallocate()
        storage.pointee.spellings = table
        storage.pointee.spellingsMask = size - 1
    }

    /// (Re)allocates the made-strings index for `count` names, keeping the entries already made.
    private func prepareMade(_ count: Int) {
        let fresh = UnsafeMutablePointer<UInt32>.allocate(capacity: count)
        fresh.initialize(repeating: 0, count: count)
        if let old = storage.pointee.madeIndex {
            fresh.update(from: old, count: min(count, storage.pointee.madeIndexCount))
            old.deallocate()
        }
        storage.pointee.madeIndex = fresh
        storage.pointee.madeIndexCount = count
    }

    @inline(__always) func optionalString(_ i: UInt32) -> String? { i == ExprNode.none ? nil : string(i) }

    /// Whether string `i` is spelled `word`, compared as bytes without making the string.
    func stringEquals(_ i: UInt32, _ word: StaticString) -> Bool {
        withBytes(i) { $0.spells(word, at: 0, length: $0.count) }
    }

    /// Calls `body` with the bytes of string `i`, without making the string.
    func withBytes<R>(_ i: UInt32, _ body: (UnsafeBufferPointer<UInt8>) -> R) -> R {
        let r = storage.pointee.strings.base[Int(i)]
        if r.start == StringRef.composedMark {
            var s = storage.pointee.composed.base[Int(r.end)]
            return s.withUTF8(body)
        }
        return body(UnsafeBufferPointer(rebasing: storage.pointee.source[Int(r.start)..<Int(r.end)]))
    }

    /// Copies the bytes of string `i` into `out` so that they end at `end`; where they start.
    func copyBytes(_ i: UInt32, into out: UnsafeMutableBufferPointer<UInt8>, endingAt end: Int) -> Int {
        let r = storage.pointee.strings.base[Int(i)]
        if r.start == StringRef.composedMark {
            var s = storage.pointee.composed.base[Int(r.end)]
            return s.withUTF8 { bytes in
                let start = end - bytes.count
                for k in 0..<bytes.count { out[start + k] = bytes[k] }
                return start
            }
        }
        let count = Int(r.end - r.start)
        let start = end - count
        if count > 0 { (out.baseAddress! + start).update(from: storage.pointee.source.baseAddress! + Int(r.start), count: count) }
        return start
    }

    /// The first byte of a string (0 when empty), without making the string.
    func firstByte(_ i: UInt32) -> UInt8 {
        let r = storage.pointee.strings.base[Int(i)]
        if r.start == StringRef.composedMark { return storage.pointee.composed.base[Int(r.end)].utf8.first ?? 0 }
        return r.end > r.start ? storage.pointee.source[Int(r.start)] : 0
    }
}

/// A name: a byte range of the source, or (`start == composedMark`) an index of a composed string.
struct StringRef {
    static let composedMark = UInt32.max
    var start: UInt32
    var end: UInt32
}

enum ExprTag: UInt8 {
    case identifier, literal, interpolatedString, memberAccess, call, `subscript`, closure, prefix, postfix, sequence,
         keyPath, tuple, array, dictionary, type, statement, macro, unknown
}

/// One expression. `a`, `b`, `c` depend on `tag`:
/// - identifier: a = name; literal: flag = kind, a = text; type: a = text
/// - interpolatedString, array, tuple: a = list; dictionary: a = keys, b = values
/// - memberAccess: a = base or `none`, b = name, c = name start, d = name end, flag = optional chain
/// - call: a = callee, b = arguments, c = trailing closures; subscript: a = base, b = arguments
/// - closure: a = parameter names, b = first body statement, c = statement count; statement: a = statement index
/// - prefix, postfix: a = operator, b = operand; sequence: a = operands, b = operators
/// - keyPath: a = root or `none`, b = components; macro: a = name, b = arguments, c = trailing closures
struct ExprNode {
    static let none = UInt32.max
    var tag: ExprTag
    var flag: UInt8 = 0
    var range: ByteRange
    var a: UInt32 = 0
    var b: UInt32 = 0
    var c: UInt32 = 0
    var d: UInt32 = 0
}

/// An expression of a file: an index into its `SyntaxTree`.
public struct Expr: @unchecked Sendable {
    let tree: TreeRef
    let id: UInt32

    init(_ tree: TreeRef, _ id: UInt32) {
        self.tree = tree
        self.id = id
    }

    init(_ tree: SyntaxTree, _ id: UInt32) {
        self.init(tree.ref, id)
    }

    public var range: ByteRange { tree.node(id).range }
    public var isIdentifier: Bool { tree.node(id).tag == .identifier }

    // Cheap reads for the fact pass's hot paths: the node's tag and parts without building
    // `kind` (which makes every name a `String`).
    @inline(__always) var node: ExprNode { tree.node(id) }
    @inline(__always) var tag: ExprTag { tree.node(id).tag }
    /// The closure this expression is, if it is one.
    var closure: ClosureExpr? {
        let n = tree.node(id)
        return n.tag == .closure ? ClosureExpr(tree, n) : nil
    }
    /// True for the `nil` literal.
    var isNilLiteral: Bool {
        let n = tree.node(id)
        return n.tag == .literal && n.flag == LiteralKind.nil.code
    }
    /// True for the identifier `word` (`self`, `nil`, …), compared as bytes.
    func isIdentifier(_ word: StaticString) -> Bool {
        let n = tree.node(id)
        return n.tag == .identifier && tree.stringEquals(n.a, word)
    }

    /// The node as an enum, for `switch`.
    public var kind: ExprKind {
        let n = tree.node(id)
        let t = tree
        switch n.tag {
        case .identifier: return .identifier(t.string(n.a), n.range)
        case .literal: return .literal(LiteralKind(code: n.flag), text: t.string(n.a), n.range)
        case .interpolatedString: return .interpolatedString(segments: ExprList(t, n.a), n.range)
        case .memberAccess:
            return .memberAccess(MemberAccessExpr(t, n))
        case .call: return .call(CallExpr(t, n))
        case .subscript: return .subscript(base: Expr(t, n.a), arguments: ArgumentList(t, n.b), n.range)
        case .closure: return .closure(ClosureExpr(t, n))
        case .prefix: return .prefix(op: t.string(n.a), operand: Expr(t, n.b), n.range)
        case .postfix: return .postfix(op: t.string(n.a), operand: Expr(t, n.b), n.range)
        case .sequence: return .sequence(operands: ExprList(t, n.a), operators: StringList(t, n.b), n.range)
        case .keyPath: return .keyPath(root: t.optionalString(n.a), components: StringList(t, n.b), n.range)
        case .tuple: return .tuple(ArgumentList(t, n.a), n.range)
        case .array: return .array(ExprList(t, n.a), n.range)
        case .dictionary: return .dictionary(keys: ExprList(t, n.a), values: ExprList(t, n.b), n.range)
        case .type: return .type(TypeRef(text: t.string(n.a), range: n.range))
        case .statement: return .statement(t.storage.pointee.statements.base[Int(n.a)], n.range)
        case .macro: return .macro(name: t.string(n.a), arguments: ArgumentList(t, n.b), trailingClosures: TrailingClosureList(t, n.c), n.range)
        case .unknown: return .unknown(n.range)
        }
    }
}

public enum LiteralKind: String, Sendable {
    case string, integer, float, boolean, `nil`, regex

    static let all: [LiteralKind] = [.string, .integer, .float, .boolean, .nil, .regex]
    init(code: UInt8) { self = LiteralKind.all[Int(code)] }
    var code: UInt8 {
        switch self {
        case .string: 0
        case .integer: 1
        case .float: 2
        case .boolean: 3
        case .nil: 4
        case .regex: 5
        }
    }
}

/// What an expression is, with its parts.
public enum ExprKind {
    /// `foo`, `$foo`, `$0`, `` `foo` `` (backticks removed), `self`, `Self`, `super`, `_`, `Type`.
    case identifier(String, ByteRange)
    /// `true`/`false` text is kept in `text`; strings keep their source text up to 64 bytes.
    case literal(LiteralKind, text: String, ByteRange)
    /// Interpolations of a string literal, parsed as expressions.
    case interpolatedString(segments: ExprList, ByteRange)
    case memberAccess(MemberAccessExpr)
    case call(CallExpr)
    case `subscript`(base: Expr, arguments: ArgumentList, ByteRange)
    case closure(ClosureExpr)
    /// `!x`, `-x`, `&x`, `try x`, `try? x`, `await x`, `let x` (keywords as `op`).
    case prefix(op: String, operand: Expr, ByteRange)
    /// `x!`, `x?` (before `.` of optional chaining the parser folds `?` into `isOptionalChain`), `x...`.
    case postfix(op: String, operand: Expr, ByteRange)
    /// Infix operands and operators flattened without precedence: `a = b ?? c` is operands
    /// `[a, b, c]`, operators `["=", "??"]`. Ternary `c ? a : b` uses operators `?` and `:`;
    /// casts use `as`, `as?`, `as!`, `is` with a `.type` operand.
    case sequence(operands: ExprList, operators: StringList, ByteRange)
    /// `\.dismiss`, `\Type.path.to`.
    case keyPath(root: String?, components: StringList, ByteRange)
    /// `(a, b)`, `(x)`; labels kept.
    case tuple(ArgumentList, ByteRange)
    case array(ExprList, ByteRange)
    case dictionary(keys: ExprList, values: ExprList, ByteRange)
    /// A type in expression position after `as`/`is`, or a generic specialisation `Foo<Bar>`.
    case type(TypeRef)
    /// `if`/`switch`/`do` used as an expression.
    case statement(Stmt, ByteRange)
    /// `#selector(...)`, `#file`, macro expansions `#Preview { … }`: name without `#`.
    case macro(name: String, arguments: ArgumentList, trailingClosures: TrailingClosureList, ByteRange)
    /// Anything the parser skipped.
    case unknown(ByteRange)
}

public struct MemberAccessExpr {
    /// nil for an implicit member (`.sheet` at the start of a line continues the previous
    /// expression and is never base-less; `.constant(true)` as an argument is).
    public var base: Expr?
    /// The member's name; made into a string when read (the tree keeps it once made).
    public var name: String { tree.string(nameID) }
    public var nameRange: ByteRange
    /// True for `a?.b`.
    public var isOptionalChain: Bool
    public var range: ByteRange
    let tree: TreeRef
    let nameID: UInt32

    init(_ t: TreeRef, _ n: ExprNode) {
        base = n.a == ExprNode.none ? nil : Expr(t, n.a)
        tree = t
        nameID = n.b
        nameRange = ByteRange(n.c, n.d)
        isOptionalChain = n.flag != 0
        range = n.range
    }

    /// Calls `body` with the name's bytes, without making the string.
    func withNameBytes<R>(_ body: (UnsafeBufferPointer<UInt8>) -> R) -> R { tree.withBytes(nameID, body) }
}

public struct CallExpr {
    public let callee: Expr
    /// Arguments inside `(…)`; empty when the call has only trailing closures.
    public let arguments: ArgumentList
    public let trailingClosures: TrailingClosureList
    public let range: ByteRange

    init(_ t: TreeRef, _ n: ExprNode) {
        callee = Expr(t, n.a)
        arguments = ArgumentList(t, n.b)
        trailingClosures = TrailingClosureList(t, n.c)
        range = n.range
    }
}

public struct ClosureExpr {
    /// Parameter names: `{ route in }` → `["route"]`, `{ (a, b) in }` → `["a", "b"]`; `$0` style → [].
    public let parameters: StringList
    public let range: ByteRange
    public let body: StmtList

    init(_ t: TreeRef, _ n: ExprNode) {
        parameters = StringList(t, n.a)
        range = n.range
        body = StmtList(t, start: n.b, count: n.c)
    }

    /// Whether the closure is given values: it names parameters (`{ url in … }`) or uses `$0`…`$9`
    /// before any closure nested in it opens (whose `$0` would be its own; a view builder's nested
    /// content is not read at all, so the scan stays short).
    public var takesParameters: Bool {
        if !parameters.isEmpty { return true }
        let source = parameters.tree.storage.pointee.source
        var i = Int(range.start) + 1
        let end = min(Int(range.end), source.count) - 1
        while i < end {
            let c = source[i]
            if c == UInt8(ascii: "{") { return false }
            if c == UInt8(ascii: "$"), (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(source[i + 1]) { return true }
            i += 1
        }
        return false
    }
}

/// A list of statements: a run of the tree's statement buffer. Like an `Expr`, it is read only
/// while its file's syntax lives.
public struct StmtList: RandomAccessCollection, @unchecked Sendable {
    public typealias Element = Stmt
    public typealias Indices = Range<Int>
    /// The tree's storage (which never moves); nil for the empty list.
    let storage: UnsafeMutablePointer<SyntaxTree.Storage>?
    let start: UInt32
    public let endIndex: Int

    init(_ tree: TreeRef?, start: UInt32, count: UInt32) {
        storage = tree?.storage
        self.start = start
        endIndex = Int(count)
    }

    public static var empty: StmtList { StmtList(nil, start: 0, count: 0) }
    public var startIndex: Int { 0 }
    public subscript(i: Int) -> Stmt { storage.unsafelyUnwrapped.pointee.statements.base[Int(start) + i] }
}

public struct Argument {
    public let label: String?
    public let labelRange: ByteRange?
    public let value: Expr
}

public struct TrailingClosure {
    /// nil for the first (unlabelled) trailing closure; `label`, `message`, … for later ones.
    public let label: String?
    public let closure: ClosureExpr
}

// MARK: - Lists

/// What a list of the tree holds: `width` words per item, read back by `read`.
public protocol TreeListItem {
    static var width: UInt32 { get }
    static func read(_ tree: TreeRef, at base: UInt32) -> Self
}

/// A list stored in the tree's `extra` words: the item count, then `Item.width` words per item.
public struct TreeList<Item: TreeListItem>: RandomAccessCollection, @unchecked Sendable {
    public typealias Element = Item
    public typealias Indices = Range<Int>
    let tree: TreeRef
    let handle: UInt32
    init(_ tree: TreeRef, _ handle: UInt32) { self.tree = tree; self.handle = handle }
    init(_ tree: SyntaxTree, _ handle: UInt32) { self.init(tree.ref, handle) }

    public var startIndex: Int { 0 }
    public var endIndex: Int { Int(tree.word(handle)) }
    public subscript(i: Int) -> Item { Item.read(tree, at: handle + 1 + UInt32(i) * Item.width) }
}

public typealias ExprList = TreeList<Expr>
public typealias StringList = TreeList<String>
public typealias ArgumentList = TreeList<Argument>
public typealias TrailingClosureList = TreeList<TrailingClosure>

extension Expr: TreeListItem {
    public static var width: UInt32 { 1 }
    public static func read(_ tree: TreeRef, at base: UInt32) -> Expr { Expr(tree, tree.word(base)) }
}

extension String: TreeListItem {
    public static var width: UInt32 { 1 }
    public static func read(_ tree: TreeRef, at base: UInt32) -> String { tree.string(tree.word(base)) }
}

extension TreeList where Item == String {
    /// Calls `body` with the bytes of string `i`, without making the string.
    func withBytes<R>(_ i: Int, _ body: (UnsafeBufferPointer<UInt8>) -> R) -> R {
        tree.withBytes(tree.word(handle + 1 + UInt32(i)), body)
    }
}

extension TreeList where Item == Argument {
    /// The value of argument `i`, without making its label a `String`.
    func value(_ i: Int) -> Expr { Expr(tree, tree.word(handle + 1 + UInt32(i) * 4 + 3)) }

    /// Whether argument `i` is labelled `label`, compared as bytes.
    func hasLabel(_ i: Int, _ label: StaticString) -> Bool {
        let word = tree.word(handle + 1 + UInt32(i) * 4)
        return word != ExprNode.none && tree.stringEquals(word, label)
    }

    /// Whether argument `i` has a label.
    func isLabelled(_ i: Int) -> Bool { tree.word(handle + 1 + UInt32(i) * 4) != ExprNode.none }

    /// Whether argument `i`'s label is one of `words`, compared as bytes (false when unlabelled).
    func label(_ i: Int, isIn words: WordSet) -> Bool {
        let word = tree.word(handle + 1 + UInt32(i) * 4)
        return word != ExprNode.none && tree.withBytes(word) { words.contains(bytes: $0) }
    }

    /// Calls `body` with the bytes of argument `i`'s label; nil when it has none.
    func withLabelBytes<R>(_ i: Int, _ body: (UnsafeBufferPointer<UInt8>) -> R) -> R? {
        let word = tree.word(handle + 1 + UInt32(i) * 4)
        return word == ExprNode.none ? nil : tree.withBytes(word, body)
    }
}

extension Argument: TreeListItem {
    public static var width: UInt32 { 4 }
    public static func read(_ tree: TreeRef, at base: UInt32) -> Argument {
        let label = tree.word(base)
        return Argument(label: tree.optionalString(label),
                        labelRange: label == ExprNode.none ? nil : ByteRange(tree.word(base + 1), tree.word(base + 2)),
                        value: Expr(tree, tree.word(base + 3)))
    }
}

extension TrailingClosure: TreeListItem {
    public static var width: UInt32 { 2 }
    public static func read(_ tree: TreeRef, at base: UInt32) -> TrailingClosure {
        TrailingClosure(label: tree.optionalString(tree.word(base)), closure: ClosureExpr(tree, tree.node(tree.word(base + 1))))
    }
}

// MARK: - Building (parser side)

/// A stack of words that is truncated by setting `count`; freed with the builder's parse.
struct WordStack {
    private(set) var base = UnsafeMutablePointer<UInt32>.allocate(capacity: 256)
    private var capacity = 256
    var count = 0

    @inline(__always) mutating func append(_ w: UInt32) {
        if count == capacity {
            let fresh = UnsafeMutablePointer<UInt32>.allocate(capacity: capacity * 2)
            fresh.initialize(from: base, count: count)
            base.deallocate()
            base = fresh
            capacity *= 2
        }
        base[count] = w
        count += 1
    }

    func free() { base.deallocate() }
}

/// Appends nodes and lists while parsing. List items are pushed on one of two scratch stacks and
/// copied into `extra` when the list is complete; nested lists are completed first, so each
/// list's items sit together at the top of its stack.
///
/// Adding a node, a name or a list happens for nearly every token, so these are inlined into the
/// parser and reach the buffers through `storage` directly rather than through the tree object.
struct ExprBuilder {
    let tree: SyntaxTree
    let storage: UnsafeMutablePointer<SyntaxTree.Storage>
    var scratch = WordStack()
    /// A second stack for lists built at the same time as another (operators next to operands).
    var scratch2 = WordStack()
    /// Statements of the lists being parsed, innermost last.
    var statements = RawBuffer<Stmt>()

    @inline(__always) mutating func add(_ node: ExprNode) -> Expr {
        let id = UInt32(storage.pointee.nodes.count)
        storage.pointee.nodes.append(node)
        return Expr(TreeRef(storage: storage), id)
    }

    @inline(__always)
    mutating func add(_ tag: ExprTag, _ range: ByteRange, a: UInt32 = 0, b: UInt32 = 0, c: UInt32 = 0, d: UInt32 = 0, flag: UInt8 = 0) -> Expr {
        add(ExprNode(tag: tag, flag: flag, range: range, a: a, b: b, c: c, d: d))
    }

    init(source: [UInt8], tokenCount: Int) {
        tree = SyntaxTree(source: source)
        storage = tree.storage
        // Sized from the token count once, instead of growing by doubling (real files have
        // about one expression node and one name per two tokens, and a statement per ten).
        storage.pointee.nodes.grow(to: tokenCount / 2 + 16)
        storage.pointee.strings.grow(to: tokenCount / 2 + 16)
        storage.pointee.extra.grow(to: tokenCount + 16)
        storage.pointee.statements.grow(to: tokenCount / 8 + 16)
        statements.grow(to: 64)
    }

    /// A name that is the source text from `start` to `end`.
    @inline(__always)
    mutating func span(_ start: UInt32, _ end: UInt32) -> UInt32 {
        let i = UInt32(storage.pointee.strings.count)
        storage.pointee.strings.append(StringRef(start: start, end: end))
        return i
    }

    /// A string the parser composed (not a slice of the source).
    mutating func string(_ s: String) -> UInt32 {
        let c = UInt32(storage.pointee.composed.count)
        storage.pointee.composed.append(s)
        return span(StringRef.composedMark, c)
    }

    /// Completes a list whose items were pushed on `scratch` since `mark`.
    @inline(__always)
    mutating func list(from mark: Int, width: Int) -> UInt32 {
        Self.move(&scratch, from: mark, width: width, into: &storage.pointee.extra)
    }

    /// Completes a list whose items were pushed on `scratch2` since `mark`.
    @inline(__always)
    mutating func list2(from mark: Int) -> UInt32 {
        Self.move(&scratch2, from: mark, width: 1, into: &storage.pointee.extra)
    }

    /// Most lists hold one to three items: copied word by word, without a call to `memcpy`.
    @inline(__always)
    private static func move(_ stack: inout WordStack, from mark: Int, width: Int, into extra: inout RawBuffer<UInt32>) -> UInt32 {
        let count = stack.count - mark
        guard count > 0 else { return 0 }
        let handle = UInt32(extra.count)
        extra.append(UInt32(count / width), copying: stack.base + mark, count: count)
        stack.count = mark
        return handle
    }

    /// A list of the given words (for lists made from parts of another).
    mutating func list<C: Collection>(words: C, width: Int) -> UInt32 where C.Element == UInt32 {
        guard !words.isEmpty else { return 0 }
        let handle = UInt32(storage.pointee.extra.count)
        storage.pointee.extra.append(UInt32(words.count / width))
        storage.pointee.extra.append(contentsOf: words)
        return handle
    }

    /// Completes a statement list whose statements were pushed on `statements` since `mark`.
    mutating func statementList(from mark: Int) -> StmtList {
        let start = storage.pointee.statements.count
        statements.moveTail(from: mark, to: &storage.pointee.statements)
        let count = storage.pointee.statements.count - start
        return count == 0 ? .empty : StmtList(TreeRef(storage: storage), start: UInt32(start), count: UInt32(count))
    }

    mutating func statement(_ s: Stmt) -> UInt32 {
        let i = UInt32(storage.pointee.statements.count)
        storage.pointee.statements.append(s)
        return i
    }

    @inline(__always) func node(_ e: Expr) -> ExprNode { storage.pointee.nodes.base[Int(e.id)] }
    mutating func update(_ e: Expr, _ change: (inout ExprNode) -> Void) { change(&storage.pointee.nodes.pointer(Int(e.id)).pointee) }
}
