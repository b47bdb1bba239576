import XCTest
@testable import RuleKit

final class NameSetTests: XCTestCase {
    /// Names past `linearLimit` move to a hashed box: order, membership and counts must not change.
    func testOrderAndMembershipAcrossTheLinearLimit() {
        var set = NameSet()
        let names = (0..<(NameSet.linearLimit * 3)).map { "name\($0 % 7)x\($0)" }
        for name in names {
            XCTAssertTrue(set.insert(name).inserted)
            XCTAssertFalse(set.insert(name).inserted)
        }
        XCTAssertEqual(set.names, names)
        XCTAssertEqual(set.count, names.count)
        XCTAssertTrue(names.allSatisfy(set.contains))
        XCTAssertFalse(set.contains("name0x1"))
        set.remove(names[5])
        XCTAssertFalse(set.contains(names[5]))
        XCTAssertFalse(set.names.contains(names[5]))
        XCTAssertEqual(set.count, names.count - 1)
        XCTAssertTrue(set.insert(names[5]).inserted)
        XCTAssertEqual(set.names.last, names[5])
    }

    /// A copy shares the storage until one side changes, in the list and in the hashed form alike.
    func testCopiesAreIndependent() {
        for size in [1, NameSet.linearLimit, NameSet.linearLimit + 5] {
            var original = NameSet((0..<size).map { "n\($0)" })
            var copy = original
            copy.insert("added")
            copy.remove("n0")
            XCTAssertTrue(original.contains("n0"), "size \(size)")
            XCTAssertFalse(original.contains("added"), "size \(size)")
            XCTAssertEqual(original.count, size)
            XCTAssertEqual(copy.count, size)
            original.insert("other")
            XCTAssertFalse(copy.contains("other"), "size \(size)")
            XCTAssertTrue(copy.contains("added"))
        }
    }

    func testUnionKeepsFirstOrderAndEqualityIgnoresOrder() {
        let a: NameSet = ["x", "y"]
        let b = NameSet((0..<20).map { "b\($0)" } + ["y"])
        let both = a.union(b)
        XCTAssertEqual(both.names, ["x", "y"] + (0..<20).map { "b\($0)" })
        XCTAssertEqual(both, b.union(a))
        XCTAssertNotEqual(a, b)
        var empty = NameSet()
        empty.formUnion(b)
        XCTAssertEqual(empty.names, b.names)
        empty.insert("z")
        XCTAssertFalse(b.contains("z"))
    }

    /// Facts keep `exactNames`: the same names with no spare room.
    func testExactNamesHaveNoSpareRoom() {
        var set = NameSet()
        set.reserveCapacity(16)
        set.insert("a")
        set.insert("b")
        let exact = set.exactNames
        XCTAssertEqual(exact, ["a", "b"])
        XCTAssertLessThan(exact.capacity, 16)
        XCTAssertEqual(NameSet().exactNames, [])
    }
}
