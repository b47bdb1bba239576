import XCTest

/// The project's deployment target decides whether deprecated-presentation-api has anything to say:
/// `dismiss`, `.confirmationDialog` and the new `.alert` need iOS 15. It is read from the Xcode
/// projects the walk meets (`IPHONEOS_DEPLOYMENT_TARGET`), Package.swift, or the configuration.
final class DeploymentTargetTests: XCTestCase {
    static let screen = """
    import SwiftUI
    struct ReceiptView: View {
        @Environment(\\.presentationMode) var presentationMode
        var body: some View {
            Button("Close") { presentationMode.wrappedValue.dismiss() }
        }
    }
    """

    static func pbxproj(_ targets: [String]) -> String {
        var text = "// !$*UTF8*$!\n{\n\tobjects = {\n"
        for (i, t) in targets.enumerated() {
            text += "\t\t\(i)A /* Debug */ = {\n\t\t\tbuildSettings = {\n\t\t\t\tCLANG_ENABLE_MODULES = YES;\n\t\t\t\tIPHONEOS_DEPLOYMENT_TARGET = \(t);\n\t\t\t};\n\t\t};\n"
        }
        return text + "\t};\n}\n"
    }

    func run(_ s: Scratch, _ arguments: [String] = ["."]) throws -> String {
        try CLI.run(["-q", "--only", "deprecated-presentation-api"] + arguments, in: s.url).stdout
    }

    func testWithoutAnyTargetTheOldAPIIsReported() throws {
        let s = try Scratch()
        try s.write("App/ReceiptView.swift", Self.screen)
        XCTAssertTrue(try run(s).contains("ReceiptView.swift:3:"), "no target known: reported")
    }

    func testXcodeProjectOnIOS14KeepsTheRuleSilent() throws {
        let s = try Scratch()
        try s.write("App/ReceiptView.swift", Self.screen)
        // The lowest target of the project counts: one configuration on 15, another on 14.
        try s.write("App.xcodeproj/project.pbxproj", Self.pbxproj(["15.0", "14.0"]))
        XCTAssertEqual(try run(s), "")
        // Named as a folder above the project too.
        XCTAssertEqual(try CLI.run(["-q", "--only", "deprecated-presentation-api", s.url.path], in: s.url).stdout, "")
    }

    /// Below iOS 15 a property nothing reads is still reported (removing it needs no newer API),
    /// but `--fix` leaves it: `@Environment(\.dismiss)` would not build there. On iOS 15 it fixes.
    func testUnusedPropertyIsReportedButNotRewrittenBelowIOS15() throws {
        let unused = """
        import SwiftUI
        struct FooterView: View {
            @Environment(\\.presentationMode) var presentationMode
            var body: some View { Text("Thanks") }
        }
        """
        let s = try Scratch()
        try s.write("App/FooterView.swift", unused)
        try s.write("App.xcodeproj/project.pbxproj", Self.pbxproj(["14.0"]))
        XCTAssertTrue(try run(s).contains("FooterView.swift:3:"), "an unused property is reported on iOS 14")
        _ = try CLI.run(["-q", "--fix", "."], in: s.url)
        XCTAssertEqual(try String(contentsOf: s.url.appendingPathComponent("App/FooterView.swift"), encoding: .utf8), unused)
        try s.write("App.xcodeproj/project.pbxproj", Self.pbxproj(["15.0"]))
        _ = try CLI.run(["-q", "--fix", "."], in: s.url)
        XCTAssertTrue(try String(contentsOf: s.url.appendingPathComponent("App/FooterView.swift"), encoding: .utf8).contains("(\\.dismiss)"))
    }

    func testXcodeProjectOnIOS15Reports() throws {
        let s = try Scratch()
        try s.write("App/ReceiptView.swift", Self.screen)
        try s.write("App.xcodeproj/project.pbxproj", Self.pbxproj(["\"15.0\"", "16.4"]))
        XCTAssertTrue(try run(s).contains("ReceiptView.swift:3:"))
    }

    func testConfigurationNamesTheTarget() throws {
        let s = try Scratch()
        try s.write("App/ReceiptView.swift", Self.screen)
        try s.write(".presentlint.json", #"{ "deploymentTargets": { "iOS": "14.0" } }"#)
        XCTAssertEqual(try run(s), "")
        // The configuration wins over what the project says.
        try s.write("App.xcodeproj/project.pbxproj", Self.pbxproj(["13.0"]))
        try s.write(".presentlint.json", #"{ "deploymentTargets": { "iOS": 15 } }"#)
        XCTAssertTrue(try run(s).contains("ReceiptView.swift:3:"))
    }

    func testPackageManifestOnIOS14KeepsTheRuleSilent() throws {
        let s = try Scratch()
        try s.write("Sources/Receipts/ReceiptView.swift", Self.screen)
        try s.write("Package.swift", """
        // swift-tools-version:5.5
        import PackageDescription
        let package = Package(name: "Receipts", platforms: [.iOS(.v14)], targets: [.target(name: "Receipts")])
        """)
        XCTAssertEqual(try run(s), "")
    }

    func testEachFileFollowsItsOwnPackageOrProject() throws {
        let s = try Scratch()
        // The app supports iOS 16; a local package inside it still supports iOS 13.
        try s.write("App.xcodeproj/project.pbxproj", Self.pbxproj(["16.0"]))
        try s.write("App/ReceiptView.swift", Self.screen)
        try s.write("Packages/UI/Package.swift", """
        // swift-tools-version:5.5
        import PackageDescription
        let package = Package(name: "UI", platforms: [.iOS(.v13), .macOS(.v10_15)], targets: [.target(name: "UI")])
        """)
        try s.write("Packages/UI/Sources/UI/LegacySheet.swift", Self.screen)
        let out = try run(s)
        XCTAssertTrue(out.contains("App/ReceiptView.swift:3:"), out)
        XCTAssertFalse(out.contains("LegacySheet.swift"), out)
    }

    func testBadTargetsAreConfigurationErrors() throws {
        let s = try Scratch()
        try s.write("A.swift", Self.screen)
        try s.write(".presentlint.json", #"{ "deploymentTargets": { "iOs": "14.0" } }"#)
        var run = try CLI.run(["A.swift"], in: s.url)
        XCTAssertEqual(run.status, 2)
        XCTAssertTrue(run.stderr.contains(".presentlint.json: 'deploymentTargets.iOs' is not a platform; did you mean 'iOS'?"), run.stderr)
        try s.write(".presentlint.json", #"{ "deploymentTargets": { "iOS": "fourteen" } }"#)
        run = try CLI.run(["A.swift"], in: s.url)
        XCTAssertEqual(run.status, 2)
        XCTAssertTrue(run.stderr.contains(".presentlint.json: 'deploymentTargets.iOS' must be a version such as \"14.0\""), run.stderr)
        try s.write(".presentlint.json", #"{ "deploymentTargets": ["iOS 14"] }"#)
        run = try CLI.run(["A.swift"], in: s.url)
        XCTAssertEqual(run.status, 2)
        XCTAssertTrue(run.stderr.contains("'deploymentTargets' must be an object"), run.stderr)
    }
}
