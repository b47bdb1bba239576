import XCTest
@testable import RuleKit

/// The parser's model on small snippets: names, attributes, labels, chains, closures, control flow.
final class ParserTests: XCTestCase {
    /// Parsed files stay alive for the whole test: expressions point into their trees.
    var parsed: [FileSyntax] = []

    func parse(_ text: String) -> [Stmt] {
        let source = SourceText(path: "t.swift", text: text)
        let syntax = Parser.parse(Lexer.tokenize(source.bytes), source: source)
        parsed.append(syntax)
        return syntax.items
    }

    func types(_ items: [Stmt]) -> [TypeDecl] {
        items.compactMap { if case let .decl(.type(t)) = $0 { return t } else { return nil } }
    }

    func firstType(_ text: String, file: StaticString = #filePath, line: UInt = #line) throws -> TypeDecl {
        try XCTUnwrap(types(parse(text)).first, file: file, line: line)
    }

    func variables(_ t: TypeDecl) -> [VariableDecl] {
        t.members.compactMap { if case let .variable(v) = $0 { return v } else { return nil } }
    }

    func functions(_ t: TypeDecl) -> [FunctionDecl] {
        t.members.compactMap { if case let .function(f) = $0 { return f } else { return nil } }
    }

    /// The single expression of `let x = …` at top level.
    func expression(_ text: String, file: StaticString = #filePath, line: UInt = #line) throws -> ExprKind {
        guard case let .decl(.variable(v))? = parse("let x = " + text).first, let e = v.bindings.first?.initializer else {
            XCTFail("no initializer", file: file, line: line)
            throw XCTSkip()
        }
        return e.kind
    }

    func testTypeKindsNamesAndInheritance() throws {
        let items = parse("struct A: View, Equatable {}\nfinal class B: NSObject {}\nenum C: String, Identifiable { case a }\nactor D {}\nprotocol E {}\nextension A.Inner where T: Equatable {}")
        let t = types(items)
        XCTAssertEqual(t.map(\.kind), [.struct, .class, .enum, .actor, .protocol, .extension])
        XCTAssertEqual(t.map(\.name), ["A", "B", "C", "D", "E", "A.Inner"])
        XCTAssertEqual(t[0].inheritance, ["View", "Equatable"])
        XCTAssertEqual(t[1].modifiers, ["final"])
    }

    func testExtensionOfAGenericTypeIsNamedWithoutItsArguments() throws {
        let t = types(parse("extension Array<Route>: Identifiable {}\nextension Store<Item>.Cursor {}\nextension Sheet {}"))
        XCTAssertEqual(t.map(\.name), ["Array", "Store", "Sheet"])
        XCTAssertEqual(t[0].inheritance, ["Identifiable"])
    }

    func testPropertyWrappersTypesAndInitializers() throws {
        let t = try firstType("""
        struct V: View {
            @State private var showSheet = false
            @Environment(\\.dismiss) private var dismiss
            @AppStorage("seen") var seen: Bool = true
            @Binding var item: Item?
            let count: Int
            static var shared = V(count: 0)
        }
        """)
        let v = variables(t)
        XCTAssertEqual(v.map { $0.bindings[0].name }, ["showSheet", "dismiss", "seen", "item", "count", "shared"])
        XCTAssertEqual(v[0].attributes.map(\.name), ["State"])
        XCTAssertEqual(v[0].modifiers, ["private"])
        if case .literal(.boolean, "false", _)? = v[0].bindings[0].initializer?.kind {} else { XCTFail("initializer") }
        guard case let .keyPath(_, components, _)? = v[1].attributes[0].arguments?.first?.value.kind else { return XCTFail("key path") }
        XCTAssertEqual(Array(components), ["dismiss"])
        XCTAssertEqual(v[2].bindings[0].type?.text, "Bool")
        XCTAssertEqual(v[3].bindings[0].type?.text, "Item?")
        XCTAssertTrue(v[4].isLet)
        XCTAssertEqual(v[5].modifiers, ["static"])
    }

    func testComputedPropertiesAndObservers() throws {
        let t = try firstType("""
        struct V {
            var body: some View { Text("x") }
            var value: Int { get { 1 } set { print(newValue) } }
            var watched = 0 { didSet { print(oldValue) } }
        }
        """)
        let v = variables(t)
        XCTAssertEqual(v[0].bindings[0].type?.text, "some View")
        XCTAssertEqual(v[0].bindings[0].accessors.map(\.kind), [.getter])
        XCTAssertEqual(v[1].bindings[0].accessors.map(\.kind), [.getter, .setter])
        XCTAssertEqual(v[2].bindings[0].accessors.map(\.kind), [.didSet])
    }

    func testFunctionsParametersAndReturnTypes() throws {
        let t = try firstType("""
        struct S {
            func make(_ name: String, for item: Item = .default, count: Int) async throws -> some View { EmptyView() }
            init?(value: Int) {}
            subscript(index: Int) -> Int { 0 }
            mutating func reset() {}
        }
        """)
        let f = functions(t)
        XCTAssertEqual(f.map(\.kind), [.function, .initializer, .subscript, .function])
        XCTAssertEqual(f[0].name, "make")
        XCTAssertEqual(f[0].parameters.map(\.label), [nil, "for", "count"])
        XCTAssertEqual(f[0].parameters.map(\.name), ["name", "item", "count"])
        XCTAssertEqual(f[0].returnType?.text, "some View")
        XCTAssertNotNil(f[0].parameters[1].defaultValue)
        XCTAssertEqual(f[3].modifiers, ["mutating"])
    }

    func testEnumCasesWithAssociatedValues() throws {
        let t = try firstType("enum Route: Identifiable {\n case settings, profile\n case refund(orderId: String)\n indirect case node(Route)\n var id: Int { 0 } }")
        let elements = t.members.compactMap { if case let .enumCase(c) = $0 { return c } else { return nil } }.flatMap(\.elements)
        XCTAssertEqual(elements.map(\.name), ["settings", "profile", "refund", "node"])
        XCTAssertEqual(elements[2].associatedValues.map(\.name), ["orderId"])
    }

    func testModifierChainWithTrailingClosureAndLabels() throws {
        let e = try expression("""
        Button("Show") { show = true }
            .sheet(isPresented: $show, onDismiss: reset) {
                Detail()
            }
        """)
        guard case let .call(sheet) = e, case let .memberAccess(m) = sheet.callee.kind else { return XCTFail("\(e)") }
        XCTAssertEqual(m.name, "sheet")
        XCTAssertEqual(sheet.arguments.map(\.label), ["isPresented", "onDismiss"])
        if case .identifier("$show", _) = sheet.arguments[0].value.kind {} else { XCTFail("binding") }
        XCTAssertEqual(sheet.trailingClosures.count, 1)
        guard case let .call(button)? = m.base?.kind, case .identifier("Button", _) = button.callee.kind else { return XCTFail("base") }
        XCTAssertEqual(button.trailingClosures.count, 1)
    }

    func testMultipleTrailingClosures() throws {
        let e = try expression("Button { act() } label: { Text(\"x\") }")
        guard case let .call(c) = e else { return XCTFail() }
        XCTAssertEqual(c.trailingClosures.map(\.label), [nil, "label"])
    }

    func testNoTrailingClosureInConditions() {
        guard case let .if(i)? = parse("if flag { a() } else if other { b() } else { c() }").first else { return XCTFail() }
        XCTAssertEqual(i.conditions.count, 1)
        XCTAssertEqual(i.then.count, 1)
        guard case let .if(nested)? = i.elseBody?.first else { return XCTFail("else if") }
        XCTAssertNotNil(nested.elseBody)
    }

    func testOptionalBindingConditions() {
        guard case let .if(i)? = parse("if let selected, let x = vm.item, case .some(let y) = z { }").first else { return XCTFail() }
        guard case let .optionalBinding(n1, v1, _) = i.conditions[0], case let .optionalBinding(n2, v2, _) = i.conditions[1] else { return XCTFail() }
        XCTAssertEqual(n1, "selected")
        XCTAssertNil(v1)
        XCTAssertEqual(n2, "x")
        XCTAssertNotNil(v2)
        guard case .pattern(_, .some, _) = i.conditions[2] else { return XCTFail("case pattern") }
    }

    func testGuardAndSwitch() {
        let items = parse("""
        guard let x else { return }
        switch route {
        case .settings: SettingsView()
        case .refund(let id), .other(let id): RefundView(id: id)
        @unknown default: EmptyView()
        }
        """)
        guard case let .guard(g) = items[0] else { return XCTFail() }
        XCTAssertEqual(g.elseBody.count, 1)
        guard case let .switch(s) = items[1] else { return XCTFail() }
        XCTAssertEqual(s.cases.count, 3)
        guard s.cases.count == 3 else { return }
        XCTAssertEqual(s.cases[1].patterns.count, 2)
        XCTAssertTrue(s.cases[2].isDefault)
    }

    func testAssignmentsAndOperatorsAsSequences() throws {
        guard case let .expr(e)? = parse("isPresented = selected != nil && !busy").first,
              case let .sequence(operands, operators, _) = e.kind else { return XCTFail() }
        XCTAssertEqual(Array(operators), ["=", "!=", "&&"])
        XCTAssertEqual(operands.count, 4)
        guard case .prefix("!", _, _) = operands[3].kind else { return XCTFail("prefix !") }
        let ternary = try expression("c ? a : b ?? d")
        guard case let .sequence(_, ops, _) = ternary else { return XCTFail() }
        XCTAssertEqual(Array(ops), ["?", ":", "??"])
        let cast = try expression("x as? Foo")
        guard case let .sequence(_, castOps, _) = cast else { return XCTFail() }
        XCTAssertEqual(Array(castOps), ["as?"])
    }

    func testPostfixUnwrapAndOptionalChaining() throws {
        let e = try expression("item!.name")
        guard case let .memberAccess(m) = e, case .postfix("!", _, _)? = m.base?.kind else { return XCTFail("\(e)") }
        let chain = try expression("item?.name")
        guard case let .memberAccess(c) = chain else { return XCTFail() }
        XCTAssertTrue(c.isOptionalChain)
    }

    func testClosureParametersAndCaptureLists() throws {
        let e = try expression("items.map { [weak self] (item: Item, index) -> Row in Row(item) }")
        guard case let .call(c) = e else { return XCTFail() }
        XCTAssertEqual(c.trailingClosures.first.map { Array($0.closure.parameters) }, ["item", "index"])
        let short = try expression("list.sorted { a, b in a < b }")
        guard case let .call(s) = short else { return XCTFail() }
        XCTAssertEqual(s.trailingClosures.first.map { Array($0.closure.parameters) }, ["a", "b"])
        let none = try expression("list.map { $0.id }")
        guard case let .call(n) = none else { return XCTFail() }
        XCTAssertEqual(n.trailingClosures.first.map { Array($0.closure.parameters) }, [])
    }

    /// Signatures are found however they are written, and a body that starts with a call,
    /// subscript or member access is never mistaken for one.
    func testClosureSignaturesAgainstBodiesThatStartWithCalls() throws {
        func parameters(_ closure: String, file: StaticString = #filePath, line: UInt = #line) throws -> [String] {
            guard case let .call(c) = try expression("f " + closure, file: file, line: line),
                  let first = c.trailingClosures.first else { XCTFail("no trailing closure", file: file, line: line); return [] }
            let stmts = Array(first.closure.body)
            XCTAssertFalse(stmts.isEmpty || closure.hasSuffix("in }"), "body kept", file: file, line: line)
            return Array(first.closure.parameters)
        }
        XCTAssertEqual(try parameters("{ @MainActor (value: Int) in g(value) }"), ["value"])
        XCTAssertEqual(try parameters("{ @Sendable in g() }"), [])
        XCTAssertEqual(try parameters("{ @Sendable @MainActor [weak self] item in g(item) }"), ["item"])
        XCTAssertEqual(try parameters("{ (a: Foo.Bar) -> Baz.Qux in g(a) }"), ["a"])
        XCTAssertEqual(try parameters("{ x -> Foo.Bar in g(x) }"), ["x"])
        XCTAssertEqual(try parameters("{ a, b throws -> [Int] in g(a, b) }"), ["a", "b"])
        XCTAssertEqual(try parameters("{ Text(\"x\").font(.title) }"), [])
        XCTAssertEqual(try parameters("{ items[0] }"), [])
        XCTAssertEqual(try parameters("{ view.body }"), [])
        XCTAssertEqual(try parameters("{ in_(x) }"), [])
    }

    func testIfConfigInDeclarationsAndStatements() throws {
        let t = try firstType("struct V {\n#if DEBUG\nvar debug = true\n#elseif os(iOS)\nvar phone = true\n#else\nvar other = true\n#endif\n}")
        guard case let .ifConfig(c)? = t.members.first else { return XCTFail() }
        XCTAssertEqual(c.clauses.map(\.condition), ["DEBUG", "os(iOS)", nil])
        XCTAssertEqual(c.clauses.map(\.items.count), [1, 1, 1])
    }

    func testIfConfigInsideModifierChain() throws {
        let e = try expression("Text(\"x\")\n#if os(iOS)\n.sheet(isPresented: $a) { A() }\n#endif\n.padding()")
        guard case let .call(outer) = e, case let .memberAccess(m) = outer.callee.kind else { return XCTFail("\(e)") }
        XCTAssertEqual(m.name, "padding")
        guard case let .call(inner)? = m.base?.kind, case let .memberAccess(sheet) = inner.callee.kind else { return XCTFail() }
        XCTAssertEqual(sheet.name, "sheet")
    }

    func testKeyPathsAndImplicitMembers() throws {
        guard case let .keyPath(root, components, _) = try expression("\\Model.items.count") else { return XCTFail() }
        XCTAssertEqual(root, "Model")
        XCTAssertEqual(Array(components), ["items", "count"])
        guard case let .call(c) = try expression(".constant(!done)"), case let .memberAccess(m) = c.callee.kind else { return XCTFail() }
        XCTAssertNil(m.base)
        XCTAssertEqual(m.name, "constant")
    }

    func testStringInterpolationSegments() throws {
        guard case let .interpolatedString(segments, _) = try expression("\"a \\(x) b \\(f(\"\\(y)\"))\"") else { return XCTFail() }
        XCTAssertEqual(segments.count, 2)
        guard case let .literal(.string, text, _) = try expression("#\"raw\"#") else { return XCTFail() }
        XCTAssertEqual(text, "#\"raw\"#")
    }

    func testGenericCallAndMacro() throws {
        guard case let .call(c) = try expression("Store<AppState>(initial: .init())"), case let .type(t) = c.callee.kind else { return XCTFail() }
        XCTAssertEqual(t.text, "Store<AppState>")
        let items = parse("#Preview { ContentView() }")
        guard case let .expr(e)? = items.first, case let .macro(name, _, trailing, _) = e.kind else { return XCTFail() }
        XCTAssertEqual(name, "Preview")
        XCTAssertEqual(trailing.count, 1)
    }

    func testIfAndSwitchExpressions() throws {
        guard case .statement(.if, _) = try expression("if c { 1 } else { 2 }") else { return XCTFail() }
        guard case .statement(.switch, _) = try expression("switch d { case 0: 1 default: 2 }") else { return XCTFail() }
    }

    func testLocalDeclarationsInBodies() throws {
        let t = try firstType("struct V: View { var body: some View { @Bindable var vm = vm\n Text(vm.name) } }")
        guard let body = variables(t).first?.bindings.first?.accessors.first?.body else { return XCTFail() }
        guard case let .decl(.variable(local)) = body[0] else { return XCTFail("\(body)") }
        XCTAssertEqual(local.attributes.map(\.name), ["Bindable"])
        XCTAssertEqual(body.count, 2)
    }

    func testTypeAnnotationStopsAtLineEnd() throws {
        let t = try firstType("struct V {\n let id: String\n @State private var show = false\n}")
        let v = variables(t)
        XCTAssertEqual(v.count, 2)
        XCTAssertEqual(v[0].bindings[0].type?.text, "String")
        XCTAssertEqual(v[1].attributes.map(\.name), ["State"])
    }

    func testNestedTypesAndExtensions() throws {
        let items = parse("enum Outer { struct Inner: View { var body: some View { EmptyView() } } }\nextension Outer.Inner { func helper() {} }")
        let t = types(items)
        guard case let .type(inner)? = t[0].members.first else { return XCTFail() }
        XCTAssertEqual(inner.name, "Inner")
        XCTAssertEqual(t[1].name, "Outer.Inner")
        XCTAssertEqual(functions(t[1]).map(\.name), ["helper"])
    }

    // MARK: The flat expression tree

    func testNamesAreReadFromTheSource() throws {
        guard case let .identifier(name, _) = try expression("`default`") else { return XCTFail() }
        XCTAssertEqual(name, "default")
        guard case let .prefix(op, operand, _) = try expression("try? load()") else { return XCTFail() }
        XCTAssertEqual(op, "try?")
        guard case .call = operand.kind else { return XCTFail("operand") }
        guard case let .sequence(_, ops, _) = try expression("x as! Foo") else { return XCTFail() }
        XCTAssertEqual(Array(ops), ["as!"])
        let long = "\"" + String(repeating: "a", count: 80) + "\""
        guard case let .literal(.string, text, range) = try expression(long) else { return XCTFail() }
        XCTAssertEqual(text, "", "long literals keep only their range")
        XCTAssertEqual(range.end - range.start, 82)
    }

    /// Lists are built on shared scratch stacks while nested lists are built: each must come out
    /// with its own items.
    func testNestedListsKeepTheirItems() throws {
        guard case let .call(c) = try expression("f(a: [1, g(x ?? y, z)], b: [\"k\": h(p: q), \"l\": 2], c: { u, v in u < v })") else { return XCTFail() }
        XCTAssertEqual(c.arguments.map(\.label), ["a", "b", "c"])
        guard case let .array(elements, _) = c.arguments[0].value.kind else { return XCTFail("array") }
        XCTAssertEqual(elements.count, 2)
        guard case let .call(g) = elements[1].kind else { return XCTFail("g") }
        XCTAssertEqual(g.arguments.count, 2)
        guard case let .sequence(operands, operators, _) = g.arguments[0].value.kind else { return XCTFail("??") }
        XCTAssertEqual(operands.count, 2)
        XCTAssertEqual(Array(operators), ["??"])
        guard case let .dictionary(keys, values, _) = c.arguments[1].value.kind else { return XCTFail("dictionary") }
        XCTAssertEqual(keys.count, 2)
        guard case let .call(h) = values[0].kind else { return XCTFail("h") }
        XCTAssertEqual(h.arguments.map(\.label), ["p"])
        guard case let .closure(closure) = c.arguments[2].value.kind else { return XCTFail("closure") }
        XCTAssertEqual(Array(closure.parameters), ["u", "v"])
        XCTAssertEqual(closure.body.count, 1)
    }
}

extension ParserTests {
    /// The fact pass's byte-level reads (`isIdentifier(_:)`, `stringEquals`, `ArgumentList.value`,
    /// `closure`) agree with the `String` view given by `kind`.
    func testByteLevelReadsAgreeWithKind() {
        let items = parse("""
        self.a
        `self`.b
        selfie.c
        sel.d
        Self.e
        f(x: 1, y: { $0 }, z)
        x!
        """)
        let exprs: [Expr] = items.compactMap { if case let .expr(e) = $0 { return e } else { return nil } }
        XCTAssertEqual(exprs.count, 7)
        var selfBases: [Bool] = []
        for e in exprs {
            guard case let .memberAccess(m) = e.kind, let base = m.base else { continue }
            let name: String? = if case let .identifier(n, _) = base.kind { n } else { nil }
            XCTAssertEqual(base.isIdentifier("self"), name == "self", "\(String(describing: name))")
            selfBases.append(base.isIdentifier("self"))
        }
        XCTAssertEqual(selfBases, [true, true, false, false, false])
        guard case let .call(call) = exprs[5].kind else { return XCTFail("not a call") }
        XCTAssertEqual(call.arguments.count, 3)
        for i in call.arguments.indices {
            XCTAssertEqual(call.arguments.value(i).id, call.arguments[i].value.id)
            XCTAssertEqual(call.arguments.value(i).closure != nil, i == 1)
        }
        XCTAssertEqual(exprs[6].tag, .postfix)
        let postfix = exprs[6].node
        XCTAssertTrue(exprs[6].tree.stringEquals(postfix.a, "!"))
        XCTAssertFalse(exprs[6].tree.stringEquals(postfix.a, "?"))
        XCTAssertFalse(exprs[6].tree.stringEquals(postfix.a, "!!"))
        // Type texts are composed strings, not source slices.
        guard case let .expr(cast) = parse("x as Sheet").first, case let .sequence(operands, _, _) = cast.kind,
              let type = operands.last, type.tag == .type else { return XCTFail("no cast") }
        XCTAssertTrue(type.tree.stringEquals(type.node.a, "Sheet"))
        XCTAssertFalse(type.tree.stringEquals(type.node.a, "Sheets"))
        XCTAssertFalse(type.tree.stringEquals(type.node.a, "Shee"))
    }
}

extension ParserTests {
    /// Modifier and inheritance lists keep their first element inline; the list behaves as an
    /// array in every position.
    func testCompactListBehavesAsAnArray() throws {
        var list = CompactList<String>()
        XCTAssertTrue(list.isEmpty)
        XCTAssertEqual(Array(list), [])
        for (n, word) in ["a", "b", "c", "d"].enumerated() {
            list.append(word)
            XCTAssertEqual(list.count, n + 1)
            XCTAssertEqual(Array(list), Array(["a", "b", "c", "d"].prefix(n + 1)))
            XCTAssertEqual(list.last, word)
        }
        XCTAssertEqual(list, ["a", "b", "c", "d"])
        XCTAssertNotEqual(list, ["a", "b", "c"])
        XCTAssertEqual(list[2], "c")
        let t = try firstType("public final class A: B, C, D, E {}")
        XCTAssertEqual(t.modifiers, ["public", "final"])
        XCTAssertEqual(Array(t.inheritance), ["B", "C", "D", "E"])
    }
}

/// Names made into strings once per spelling: every name reads back as its own bytes, whichever
/// order they are read in, and a spelling read again shares the string made first.
final class MadeStringTests: XCTestCase {
    func testEveryNameReadsBackAsItsBytes() {
        var text = "struct V: View {\n    var body: some View {\n        VStack {\n"
        // 300 rows over 120 spellings (more than the spelling table's first 64 slots), long
        // names (heap strings) among them, and one non-ASCII name.
        for k in 0..<300 { text += "            Row\(k % 120)(title: aRatherLongSelectionName\(k % 37), é: \(k))\n" }
        text += "        }\n    }\n}\n"
        let source = SourceText(path: "V.swift", text: text)
        let syntax = Parser.parse(Lexer.tokenize(source.bytes), source: source)
        let tree = syntax.tree.ref
        let count = syntax.tree.storage.pointee.strings.count
        XCTAssertGreaterThan(count, 600)
        func expected(_ i: Int) -> String {
            let r = syntax.tree.storage.pointee.strings.base[i]
            if r.start == StringRef.composedMark { return syntax.tree.storage.pointee.composed.base[Int(r.end)] }
            return String(decoding: source.bytes[Int(r.start)..<Int(r.end)], as: UTF8.self)
        }
        // Backwards, then forwards: later spellings are met first on the way back.
        for i in stride(from: count - 1, through: 0, by: -1) { XCTAssertEqual(tree.string(UInt32(i)), expected(i), "name \(i)") }
        for i in 0..<count { XCTAssertEqual(tree.string(UInt32(i)), expected(i), "name \(i)") }
        let distinct = Set((0..<count).map(expected)).count
        XCTAssertEqual(syntax.tree.storage.pointee.madeStrings.count, distinct, "one made string per spelling")
    }
}
