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

    static func manifest(_ platforms: String) -> String {
        """
        // swift-tools-version:5.5
        import PackageDescription
        let package = Package(name: "Receipts", platforms: [\(platforms)], targets: [.target(name: "Receipts")])
        """
    }

    /// A build plugin names a target's files, a user a source folder: the package or project in the
    /// folders above still says which systems the code supports.
    func testPackageAboveANamedFolderOrFileCounts() throws {
        let s = try Scratch()
        try s.write("Sources/Receipts/ReceiptView.swift", Self.screen)
        try s.write("Package.swift", Self.manifest(".iOS(.v14)"))
        XCTAssertEqual(try run(s, ["Sources/Receipts"]), "")
        XCTAssertEqual(try run(s, ["Sources/Receipts/ReceiptView.swift"]), "")
        XCTAssertEqual(try run(s, [s.url.appendingPathComponent("Sources/Receipts/ReceiptView.swift").path]), "")
        let inside = s.url.appendingPathComponent("Sources/Receipts")
        XCTAssertEqual(try CLI.run(["-q", "--only", "deprecated-presentation-api", "ReceiptView.swift"], in: inside).stdout, "")
        XCTAssertEqual(try CLI.run(["-q", "--only", "deprecated-presentation-api", "."], in: inside).stdout, "")
        // Standard input named as a file of the package.
        let piped = try CLI.run(["-q", "--only", "deprecated-presentation-api", "--stdin-path", "Sources/Receipts/ReceiptView.swift", "-"],
                                in: s.url, stdin: Data(Self.screen.utf8))
        XCTAssertEqual(piped.stdout, "")
        // On iOS 15 the same files are reported, however they are named.
        try s.write("Package.swift", Self.manifest(".iOS(.v15)"))
        XCTAssertTrue(try run(s, ["Sources/Receipts/ReceiptView.swift"]).contains("ReceiptView.swift:3:"))
    }

    func testOnlyThePackagesSourceFoldersFollowIt() throws {
        let s = try Scratch()
        try s.write("Package.swift", Self.manifest(".iOS(.v14)"))
        // Not a folder of the package's targets: no target is known for it.
        try s.write("Examples/ReceiptView.swift", Self.screen)
        XCTAssertTrue(try run(s, ["Examples"]).contains("ReceiptView.swift:3:"))
    }

    func testXcodeProjectAboveANamedFileCounts() throws {
        let s = try Scratch()
        try s.write("App/Screens/ReceiptView.swift", Self.screen)
        try s.write("App.xcodeproj/project.pbxproj", Self.pbxproj(["14.0"]))
        XCTAssertEqual(try run(s, ["App/Screens/ReceiptView.swift"]), "")
        XCTAssertEqual(try run(s, ["App/Screens"]), "")
    }

    /// Inside the named folder, what the walk meets is nearer than what is above it: an app's
    /// project in a package's `Tests/` folder builds its sources for its own targets.
    func testAProjectInsideTheNamedFolderWinsOverThePackageAbove() throws {
        let s = try Scratch()
        try s.write("Package.swift", Self.manifest(".iOS(.v14)"))
        try s.write("Tests/TestingApp/TestingApp.xcodeproj/project.pbxproj", Self.pbxproj(["16.0"]))
        try s.write("Tests/TestingApp/ReceiptView.swift", Self.screen)
        try s.write("Tests/Unit/LegacyView.swift", Self.screen)
        let out = try run(s, ["Tests"])
        XCTAssertTrue(out.contains("TestingApp/ReceiptView.swift:3:"), out)
        XCTAssertFalse(out.contains("LegacyView.swift"), out)
        XCTAssertTrue(try run(s, ["Tests/TestingApp"]).contains("ReceiptView.swift:3:"))
    }

    /// The search stops at the repository's root: a project outside the repository is not its.
    func testTheSearchStopsAtTheRepositoryRoot() throws {
        let s = try Scratch()
        try s.write("App.xcodeproj/project.pbxproj", Self.pbxproj(["14.0"]))
        try s.write("Checkout/.git/HEAD", "ref: refs/heads/main\n")
        try s.write("Checkout/App/ReceiptView.swift", Self.screen)
        let checkout = s.url.appendingPathComponent("Checkout")
        XCTAssertTrue(try CLI.run(["-q", "--only", "deprecated-presentation-api", "App"], in: checkout).stdout.contains("ReceiptView.swift:3:"))
        XCTAssertTrue(try run(s, ["Checkout/App"]).contains("ReceiptView.swift:3:"), "however the path is named")
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
