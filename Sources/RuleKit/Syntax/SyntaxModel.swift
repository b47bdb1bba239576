/// The lightweight syntax model the parser builds and the fact extractor reads.
///
/// It keeps what presentation rules need (declarations, attributes, calls with labels and trailing
/// closures, member chains, closures, assignments, control flow, `#if`) and folds everything else
/// into `.other`. All ranges are byte offsets into the file; names are already sliced to `String`.

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
    public init(items: [Stmt]) { self.items = items }
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
    public var arguments: [Argument]?
    public var range: ByteRange
    public init(name: String, arguments: [Argument]?, range: ByteRange) {
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
    public var modifiers: [String]
    /// Inherited types / conformances as written, e.g. `["View"]`, `["Identifiable", "Hashable"]`.
    public var inheritance: [String]
    public var members: [Decl]
    public var range: ByteRange
    public init(kind: TypeKind, name: String, nameRange: ByteRange, attributes: [Attribute], modifiers: [String],
                inheritance: [String], members: [Decl], range: ByteRange) {
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
    public var modifiers: [String]
    public var isLet: Bool
    public var bindings: [PatternBinding]
    public var range: ByteRange
    public init(attributes: [Attribute], modifiers: [String], isLet: Bool, bindings: [PatternBinding], range: ByteRange) {
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
    public var body: [Stmt]
    public init(kind: Kind, body: [Stmt]) {
        self.kind = kind
        self.body = body
    }
}

public struct Parameter: Sendable {
    /// External label; nil when written `_` or when the parameter has a single name that is also
    /// the label (then `label == name`).
    public var label: String?
    public var name: String
    public var type: TypeRef?
    public var defaultValue: Expr?
    public init(label: String?, name: String, type: TypeRef?, defaultValue: Expr?) {
        self.label = label
        self.name = name
        self.type = type
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
    public var modifiers: [String]
    public var parameters: [Parameter]
    public var returnType: TypeRef?
    /// nil for a protocol requirement without a body.
    public var body: [Stmt]?
    public var range: ByteRange
    public init(kind: Kind, name: String, nameRange: ByteRange, attributes: [Attribute], modifiers: [String],
                parameters: [Parameter], returnType: TypeRef?, body: [Stmt]?, range: ByteRange) {
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
    /// `#available(...)`, `#unavailable(...)`.
    case availability(ByteRange)
}

public struct IfStmt: Sendable {
    public var conditions: [Condition]
    public var then: [Stmt]
    /// `else { … }` body, or a single `.if` for `else if`.
    public var elseBody: [Stmt]?
    public var range: ByteRange
    public init(conditions: [Condition], then: [Stmt], elseBody: [Stmt]?, range: ByteRange) {
        self.conditions = conditions
        self.then = then
        self.elseBody = elseBody
        self.range = range
    }
}

public struct GuardStmt: Sendable {
    public var conditions: [Condition]
    public var elseBody: [Stmt]
    public var range: ByteRange
    public init(conditions: [Condition], elseBody: [Stmt], range: ByteRange) {
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
        public var body: [Stmt]
        public var range: ByteRange
        public init(patterns: [Expr], isDefault: Bool, body: [Stmt], range: ByteRange) {
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
    public var bodies: [[Stmt]]
    public var range: ByteRange
    public init(keyword: String, header: [Expr], bodies: [[Stmt]], range: ByteRange) {
        self.keyword = keyword
        self.header = header
        self.bodies = bodies
        self.range = range
    }
}

// MARK: - Expressions

public struct Argument: Sendable {
    public var label: String?
    public var labelRange: ByteRange?
    public var value: Expr
    public init(label: String?, labelRange: ByteRange?, value: Expr) {
        self.label = label
        self.labelRange = labelRange
        self.value = value
    }
}

public struct ClosureExpr: Sendable {
    /// Parameter names: `{ route in }` → `["route"]`, `{ (a, b) in }` → `["a", "b"]`; `$0` style → [].
    public var parameters: [String]
    public var body: [Stmt]
    public var range: ByteRange
    public init(parameters: [String], body: [Stmt], range: ByteRange) {
        self.parameters = parameters
        self.body = body
        self.range = range
    }
}

public struct TrailingClosure: Sendable {
    /// nil for the first (unlabelled) trailing closure; `label`, `message`, … for later ones.
    public var label: String?
    public var closure: ClosureExpr
    public init(label: String?, closure: ClosureExpr) {
        self.label = label
        self.closure = closure
    }
}

public struct CallExpr: Sendable {
    public var callee: Expr
    /// Arguments inside `(…)`; empty when the call has only trailing closures.
    public var arguments: [Argument]
    public var trailingClosures: [TrailingClosure]
    public var range: ByteRange
    public init(callee: Expr, arguments: [Argument], trailingClosures: [TrailingClosure], range: ByteRange) {
        self.callee = callee
        self.arguments = arguments
        self.trailingClosures = trailingClosures
        self.range = range
    }
}

public struct MemberAccessExpr: Sendable {
    /// nil for an implicit member (`.sheet` at the start of a line continues the previous
    /// expression and is never base-less; `.constant(true)` as an argument is).
    public var base: Expr?
    public var name: String
    public var nameRange: ByteRange
    /// True for `a?.b`.
    public var isOptionalChain: Bool
    public var range: ByteRange
    public init(base: Expr?, name: String, nameRange: ByteRange, isOptionalChain: Bool, range: ByteRange) {
        self.base = base
        self.name = name
        self.nameRange = nameRange
        self.isOptionalChain = isOptionalChain
        self.range = range
    }
}

public enum LiteralKind: String, Sendable {
    case string, integer, float, boolean, `nil`, regex
}

/// Only the cases that contain an `Expr` directly are `indirect`: leaves (names, literals) are
/// stored inline, so the commonest expressions cost no allocation.
public enum Expr: Sendable {
    /// `foo`, `$foo`, `$0`, `` `foo` `` (backticks removed), `self`, `Self`, `super`, `_`, `Type`.
    case identifier(String, ByteRange)
    /// `true`/`false` text is kept in `text`; strings keep their whole source text.
    case literal(LiteralKind, text: String, ByteRange)
    /// Interpolations of a string literal, parsed as expressions.
    case interpolatedString(segments: [Expr], ByteRange)
    indirect case memberAccess(MemberAccessExpr)
    indirect case call(CallExpr)
    indirect case `subscript`(base: Expr, arguments: [Argument], ByteRange)
    case closure(ClosureExpr)
    /// `!x`, `-x`, `&x`, `try x`, `try? x`, `await x`, `await` etc. (keywords as `op`).
    indirect case prefix(op: String, operand: Expr, ByteRange)
    /// `x!`, `x?` (before `.` of optional chaining the parser folds `?` into `isOptionalChain`), `x...`.
    indirect case postfix(op: String, operand: Expr, ByteRange)
    /// Infix operands and operators flattened without precedence: `a = b ?? c` is operands
    /// `[a, b, c]`, operators `["=", "??"]`. Ternary `c ? a : b` uses operators `?` and `:`;
    /// casts use `as`, `as?`, `as!`, `is` with a `.type` operand.
    case sequence(operands: [Expr], operators: [String], ByteRange)
    /// `\.dismiss`, `\Type.path.to`.
    case keyPath(root: String?, components: [String], ByteRange)
    /// `(a, b)`, `(x)`; labels kept.
    case tuple([Argument], ByteRange)
    case array([Expr], ByteRange)
    case dictionary(keys: [Expr], values: [Expr], ByteRange)
    /// A type in expression position after `as`/`is`, or a generic specialisation `Foo<Bar>`.
    case type(TypeRef)
    /// `if`/`switch` used as an expression (Swift 5.9) or any statement inside an expression.
    indirect case statement(Stmt, ByteRange)
    /// `#selector(...)`, `#file`, macro expansions `#Preview { … }`: name without `#`.
    case macro(name: String, arguments: [Argument], trailingClosures: [TrailingClosure], ByteRange)
    /// Anything the parser skipped.
    case unknown(ByteRange)
}

extension Expr {
    public var range: ByteRange {
        switch self {
        case let .identifier(_, r), let .literal(_, _, r), let .interpolatedString(_, r), let .subscript(_, _, r),
             let .prefix(_, _, r), let .postfix(_, _, r), let .sequence(_, _, r), let .keyPath(_, _, r),
             let .tuple(_, r), let .array(_, r), let .dictionary(_, _, r), let .statement(_, r),
             let .macro(_, _, _, r), let .unknown(r):
            return r
        case let .memberAccess(m): return m.range
        case let .call(c): return c.range
        case let .closure(c): return c.range
        case let .type(t): return t.range
        }
    }
}
