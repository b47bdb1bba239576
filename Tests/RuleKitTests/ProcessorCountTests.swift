import XCTest
@testable import RuleKit

/// The default number of jobs: online processors, limited by affinity and a cgroup quota.
final class ProcessorCountTests: XCTestCase {
    func testQuotaRoundsUpAndMaxMeansNoLimit() {
        XCTAssertNil(ProcessorCount.parseQuota("max 100000\n"))
        XCTAssertEqual(ProcessorCount.parseQuota("100000 100000\n"), 1)
        XCTAssertEqual(ProcessorCount.parseQuota("150000 100000"), 2)
        XCTAssertEqual(ProcessorCount.parseQuota("50000 100000\n"), 1)
        XCTAssertNil(ProcessorCount.parseQuota("0 100000"))
        XCTAssertNil(ProcessorCount.parseQuota("garbage"))
        XCTAssertNil(ProcessorCount.parseQuota(""))
    }

    func testAllowedProcessorsCountsTheMaskBits() {
        let status = "Name:\tpresentlint\nCpus_allowed:\tff,00000003\nCpus_allowed_list:\t0-1,32-39\n"
        XCTAssertEqual(ProcessorCount.allowedProcessors(status), 10)
        XCTAssertEqual(ProcessorCount.allowedProcessors("Cpus_allowed:\t1\n"), 1)
        XCTAssertEqual(ProcessorCount.allowedProcessors("Cpus_allowed:\tF0\n"), 4)
        XCTAssertNil(ProcessorCount.allowedProcessors("Name:\tx\n"))
    }

    func testActiveIsAtLeastOneAndAtMostTheOnlineProcessors() {
        XCTAssertGreaterThanOrEqual(ProcessorCount.active, 1)
        XCTAssertLessThanOrEqual(ProcessorCount.active, max(1, Int(sysconf(Int32(_SC_NPROCESSORS_ONLN)))))
    }
}
