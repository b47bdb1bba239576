import XCTest
@testable import RuleKit
#if canImport(Glibc)
import Glibc
#endif

final class HeapAdviceTests: XCTestCase {
    #if os(Linux) && canImport(Glibc)
    func testHexAddresses() {
        XCTAssertEqual(HeapAdvice.hex("7f98ca200000"[...].utf8), 0x7f98_ca20_0000)
        XCTAssertEqual(HeapAdvice.hex("0"[...].utf8), 0)
        XCTAssertNil(HeapAdvice.hex(""[...].utf8))
        XCTAssertNil(HeapAdvice.hex("7F98"[...].utf8), "the kernel writes lower-case digits; anything else is not an address")
        XCTAssertNil(HeapAdvice.hex("12345678901234567"[...].utf8), "more than 64 bits")
    }

    /// The mapping found for a heap block holds it, and is what the kernel lists for it.
    func testMappingHoldsTheBlock() throws {
        let block = try XCTUnwrap(malloc(1 << 20))
        defer { free(block) }
        let address = UInt(bitPattern: block)
        let (start, end, _) = try XCTUnwrap(HeapAdvice.heapMapping(containing: address))
        XCTAssertLessThanOrEqual(start, address)
        XCTAssertGreaterThan(end, address + (1 << 20) - 1)
        XCTAssertEqual(start % UInt(getpagesize()), 0)
        XCTAssertNil(HeapAdvice.heapMapping(containing: 0), "nothing is mapped at address 0")
    }
    #endif
}
