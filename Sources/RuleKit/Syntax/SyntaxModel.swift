/// The lightweight syntax model the parser builds and the fact extractor reads.
///
/// It keeps what presentation rules need (declarations, attributes, calls with labels and trailing
/// closures, member chains, closures, assignments, control flow, `#if`) and folds everything else
/// into `.other`. All ranges are byte offsets into the file; names are already sliced to `String`.
/// Expressions are stored flat in the file's `SyntaxTree` (see ExprTree.swift).

public struct ByteRange: Hashable, Sendable {
    public var start: UInt32
    public var end: UInt32
    public init(_ start: UInt32, _ end: UInt32) {
        self.start = start
        self.end = end
    }
    public static let empty = ByteRange(0, 0)
}

public struct FileSyntax: Sendable {
    /// Top-level items in source order: declarations and (in scripts / `main.swift`) statements.
    public var items: [Stmt]
    /// The file's expressions; every `Expr` in `items` points into it (and does not keep it alive).
    public let tree: SyntaxTree
    /// Nesting was cut short because the stack ran low: the file was not parsed completely.
    public var isIncomplete = false
    init(items: [Stmt], tree: SyntaxTree) {
        self.items = items
        self.tree = tree
    }
}

// MARK: - Declarations

public indirect enum Decl: Sendable {
    case type(TypeDecl)
    case variable(VariableDecl)
    case function(FunctionDecl)
    case enumCase(EnumCaseDecl)
    case ifConfig(IfConfig<Decl>)
    /// `import`, `typealias`, `operator`, macro expansion, or anything the parser skipped.
    case other(ByteRange)
}

public enum TypeKind: String, Sendable {
    case `struct`, `class`, `enum`, `actor`, `protocol`, `extension`
}

public struct Attribute: Sendable {
    /// The name without `@`, e.g. `State`, `Environment`, `MainActor`, `SwiftUI.State`.
    public var name: String
    /// Parsed arguments of `@Name(...)`, nil when there are no parentheses.
    public var arguments: ArgumentList?
    public var range: ByteRange
    public init(name: String, arguments: ArgumentList?, range: ByteRange) {
        self.name = name
        self.arguments = arguments
        self.range = range
    }
}

public struct TypeDecl: Sendable {
    public var kind: TypeKind
    /// The declared name; for an extension, the extended type as written (`Foo`, `Foo.Bar`).
    public var name: String
    public var nameRange: ByteRange
    public var attributes: [Attribute]
    public var modifiers: CompactList<String>
    /// Inherited types / conformances as written, e.g. `["View"]`, `["Identifiable", "Hashable"]`.
    public var inheritance: CompactList<String>
    public var members: [Decl]
    public var range: ByteRange
    public init(kind: TypeKind, name: String, nameRange: ByteRange, attributes: [Attribute], modifiers: CompactList<String>,
                inheritance: CompactList<String>, members: [Decl], range: ByteRange) {
        self.kind = kind
        self.name = name
        self.nameRange = nameRange
        self.attributes = attributes
        self.modifiers = modifiers
        self.inheritance = inheritance
        self.members = members
        self.range = range
    }
}

/// A type as written, with whitespace removed: `Bool`, `Item?`, `Binding<Bool>`, `[String: Int]`.
public struct TypeRef: Sendable {
    public var text: String
    public var range: ByteRange
    public init(text: String, range: ByteRange) {
        self.text = text
        self.range = range
    }
}

public struct VariableDecl: Sendable {
    public var attributes: [Attribute]
    public var modifiers: CompactList<String>
    public var isLet: Bool
    public var bindings: [PatternBinding]
    public var range: ByteRange
    public init(attributes: [Attribute], modifiers: CompactList<String>, isLet: Bool, bindings: [PatternBinding], range: ByteRange) {
        self.attributes = attributes
        self.modifiers = modifiers
        self.isLet = isLet
        self.bindings = bindings
        self.range = range
    }
}

public struct PatternBinding: Sendable {
    /// The bound name; for tuple patterns (`let (a, b) = …`) the parser records `names`.
    public var name: String
    public var names: [String]
    public var nameRange: ByteRange
    public var type: TypeRef?
    public var initializer: Expr?
    /// Computed property or observer bodies (`get`/`set`/`willSet`/`didSet`, or the implicit getter
    /// as a single `.getter` accessor). Empty for plain stored properties.
    public var accessors: [Accessor]
    public init(name: String, names: [String], nameRange: ByteRange, type: TypeRef?, initializer: Expr?, accessors: [Accessor]) {
        self.name = name
        self.names = names
        self.nameRange = nameRange
        self.type = type
        self.initializer = initializer
        self.accessors = accessors
    }
}

public struct Accessor: Sendable {
    public enum Kind: String, Sendable { case getter = "get", setter = "set", willSet, didSet, other }
    public var kind: Kind
    public var body: StmtList
    public init(kind: Kind, body: StmtList) {
        self.kind = kind
        self.body = body
    }
}

public struct Parameter: Sendable {
    /// External label; nil when written `_` or when the parameter has a single name that is also
    /// the label (then `label == name`).
    public var label: String?
    public var name: String
    /// Where the type is written; its text is not kept (no rule reads parameter types).
    public var typeRange: ByteRange?
    public var defaultValue: Expr?
    public init(label: String?, name: String, typeRange: ByteRange?, defaultValue: Expr?) {
        self.label = label
        self.name = name
        self.typeRange = typeRange
        self.defaultValue = defaultValue
    }
}

public struct FunctionDecl: Sendable {
    public enum Kind: String, Sendable { case function, initializer, deinitializer, `subscript` }
    public var kind: Kind
    /// Function name (`body`, `dismissCover`); `init`, `deinit`, `subscript` for the others.
    public var name: String
    public var nameRange: ByteRange
    public var attributes: [Attribute]
    public var modifiers: CompactList<String>
    public var parameters: [Parameter]
    public var returnType: TypeRef?
    /// nil for a protocol requirement without a body.
    public var body: StmtList?
    public var range: ByteRange
    public init(kind: Kind, name: String, nameRange: ByteRange, attributes: [Attribute], modifiers: CompactList<String>,
                parameters: [Parameter], returnType: TypeRef?, body: StmtList?, range: ByteRange) {
        self.kind = kind
        self.name = name
        self.nameRange = nameRange
        self.attributes = attributes
        self.modifiers = modifiers
        self.parameters = parameters
        self.returnType = returnType
        self.body = body
        self.range = range
    }
}

public struct EnumCaseDecl: Sendable {
    public struct Element: Sendable {
        public var name: String
        public var nameRange: ByteRange
        /// Associated values as parameters (`case refund(orderId: String)`), empty when none.
        public var associatedValues: [Parameter]
        public init(name: String, nameRange: ByteRange, associatedValues: [Parameter]) {
            self.name = name
            self.nameRange = nameRange
            self.associatedValues = associatedValues
        }
    }
    public var elements: [Element]
    public var range: ByteRange
    public init(elements: [Element], range: ByteRange) {
        self.elements = elements
        self.range = range
    }
}

/// `#if cond … #elseif cond … #else … #endif`; every clause is kept.
public struct IfConfig<Element: Sendable>: Sendable {
    public struct Clause: Sendable {
        /// The condition as written (`DEBUG`, `os(iOS)`, `!DEBUG`); nil for `#else`.
        public var condition: String?
        public var items: [Element]
        public init(condition: String?, items: [Element]) {
            self.condition = condition
            self.items = items
        }
    }
    public var clauses: [Clause]
    public var range: ByteRange
    public init(clauses: [Clause], range: ByteRange) {
        self.clauses = clauses
        self.range = range
    }
}

// MARK: - Statements

/// Expression statements (the commonest, e.g. every view in a body) and declarations are stored
/// inline; the larger control-flow payloads are boxed.
public enum Stmt: Sendable {
    case expr(Expr)
    case decl(Decl)
    indirect case `if`(IfStmt)
    indirect case `guard`(GuardStmt)
    indirect case `switch`(SwitchStmt)
    /// `for`, `while`, `repeat`, `do`/`catch`, `defer`: header expressions (e.g. the sequence of a
    /// `for`) and the bodies, in source order.
    indirect case block(BlockStmt)
    case `return`(Expr?, ByteRange)
    indirect case ifConfig(IfConfig<Stmt>)
    /// `break`, `continue`, `throw x` (its expression is kept), `fallthrough`, or skipped input.
    case other(Expr?, ByteRange)
}

public enum Condition: Sendable {
    case expr(Expr)
    /// `let x = e`, `var x = e`, `let x` (shorthand: `value` nil).
    case optionalBinding(name: String, value: Expr?, range: ByteRange)
    /// `case .a(let x) = e` / `case let x? = e`: the pattern as an expression, then the value.
    case pattern(pattern: Expr, value: Expr?, range: ByteRange)
    /// `#available(...)`, or with `unavailable` true `#unavailable(...)`.
    case availability(ByteRange, unavailable: Bool)
}

public struct IfStmt: Sendable {
    public var conditions: [Condition]
    public var then: StmtList
    /// `else { … }` body, or a single `.if` for `else if`.
    public var elseBody: StmtList?
    public var range: ByteRange
    public init(conditions: [Condition], then: StmtList, elseBody: StmtList?, range: ByteRange) {
        self.conditions = conditions
        self.then = then
        self.elseBody = elseBody
        self.range = range
    }
}

public struct GuardStmt: Sendable {
    public var conditions: [Condition]
    public var elseBody: StmtList
    public var range: ByteRange
    public init(conditions: [Condition], elseBody: StmtList, range: ByteRange) {
        self.conditions = conditions
        self.elseBody = elseBody
        self.range = range
    }
}

public struct SwitchStmt: Sendable {
    public struct Case: Sendable {
        /// Patterns as expressions: `.settings`, `.refund(let id)`, `let x`; empty for `default`.
        public var patterns: [Expr]
        public var isDefault: Bool
        public var body: StmtList
        public var range: ByteRange
        public init(patterns: [Expr], isDefault: Bool, body: StmtList, range: ByteRange) {
            self.patterns = patterns
            self.isDefault = isDefault
            self.body = body
            self.range = range
        }
    }
    public var subject: Expr
    /// Cases in order; `#if` inside a switch is flattened (every clause's cases are listed).
    public var cases: [Case]
    public var range: ByteRange
    public init(subject: Expr, cases: [Case], range: ByteRange) {
        self.subject = subject
        self.cases = cases
        self.range = range
    }
}

public struct BlockStmt: Sendable {
    public var keyword: String
    public var header: [Expr]
    public var bodies: [StmtList]
    public var range: ByteRange
    public init(keyword: String, header: [Expr], bodies: [StmtList], range: ByteRange) {
        self.keyword = keyword
        self.header = header
        self.bodies = bodies
        self.range = range
    }
}

/// A list that keeps its first element inline. Declarations mostly have at most one modifier
/// and one inherited type, and an array would cost an allocation each.
public struct CompactList<Element>: RandomAccessCollection, ExpressibleByArrayLiteral {
    public typealias Indices = Range<Int>
    private var head: Element?
    private var tail: [Element] = []

    public init() {}
    public init(arrayLiteral elements: Element...) {
        for e in elements { append(e) }
    }

    public mutating func append(_ e: Element) {
        if head == nil { head = e } else { tail.append(e) }
    }

    public var startIndex: Int { 0 }
    public var endIndex: Int { head == nil ? 0 : 1 + tail.count }
    public subscript(i: Int) -> Element {
        precondition(i >= 0 && i < endIndex, "index out of range")
        return i == 0 ? head.unsafelyUnwrapped : tail[i - 1]
    }
}

extension CompactList: Equatable where Element: Equatable {
    public static func == (a: CompactList, b: CompactList) -> Bool { a.elementsEqual(b) }
}

extension CompactList: Sendable where Element: Sendable {}
