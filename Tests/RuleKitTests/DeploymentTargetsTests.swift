import XCTest
@testable import RuleKit

final class DeploymentTargetsTests: XCTestCase {
    func testVersionSpellings() {
        XCTAssertEqual(OSVersion(parsing: "14"), OSVersion(14))
        XCTAssertEqual(OSVersion(parsing: "14.0"), OSVersion(14))
        XCTAssertEqual(OSVersion(parsing: "14.5.1"), OSVersion(14, 5))
        XCTAssertEqual(OSVersion(parsing: "v10_15"), OSVersion(10, 15))
        XCTAssertEqual(OSVersion(parsing: "v15"), OSVersion(15))
        XCTAssertNil(OSVersion(parsing: ""))
        XCTAssertNil(OSVersion(parsing: "14."))
        XCTAssertNil(OSVersion(parsing: "$(inherited)"))
        XCTAssertNil(OSVersion(parsing: "vv14"))
        XCTAssertTrue(OSVersion(10, 15) < OSVersion(11))
        XCTAssertTrue(OSVersion(14, 5) < OSVersion(15))
    }

    func testXcodeProjectScanKeepsTheLowestOfEachPlatform() {
        let text = """
        buildSettings = {
            IPHONEOS_DEPLOYMENT_TARGET = 16.0;
            MACOSX_DEPLOYMENT_TARGET = "12.3";
            SOME_OTHER_DEPLOYMENT_TARGET = 1.0;
            WATCHOS_DEPLOYMENT_TARGET = "$(inherited)";
        };
        buildSettings = {
            IPHONEOS_DEPLOYMENT_TARGET = 14.2;
            TVOS_DEPLOYMENT_TARGET=15.0;
        };
        """
        let targets = DeploymentTargets.xcodeProject(Array(text.utf8))
        XCTAssertEqual(targets[.iOS], OSVersion(14, 2))
        XCTAssertEqual(targets[.macOS], OSVersion(12, 3))
        XCTAssertEqual(targets[.tvOS], OSVersion(15))
        XCTAssertNil(targets[.watchOS])
        XCTAssertNil(targets[.visionOS])
        XCTAssertTrue(DeploymentTargets.xcodeProject(Array("IPHONEOS_DEPLOYMENT_TARGET".utf8)).isEmpty, "a key cut off at the end of the file")
    }

    func testManifestPlatforms() {
        let text = """
        // swift-tools-version:5.9
        import PackageDescription
        let package = Package(
            name: "P",
            platforms: [.iOS(.v14), .macOS("10.15"), .watchOS(.v8), .macCatalyst(.v13)],
            targets: []
        )
        """
        let source = SourceText(path: "Pkg/Package.swift", text: text)
        let facts = Analysis.facts(source)
        XCTAssertEqual(facts.deploymentTargets[.iOS], OSVersion(13), "Mac Catalyst counts as iOS, and the lower wins")
        XCTAssertEqual(facts.deploymentTargets[.macOS], OSVersion(10, 15))
        XCTAssertEqual(facts.deploymentTargets[.watchOS], OSVersion(8))
        // The same text in a file that is no manifest says nothing about the project.
        XCTAssertTrue(Analysis.facts(SourceText(path: "Pkg/Sources/Platforms.swift", text: text)).deploymentTargets.isEmpty)
        XCTAssertTrue(DeploymentTargets.isManifest("Package@swift-5.9.swift"))
        let targetsText = #"""
        let package = Package(name: "P", dependencies: [.package(name: "Models", path: "../Models")],
                              targets: [.target(name: "P", path: "Code/P"), .testTarget(name: "PTests", path: "Checks")])
        """#
        XCTAssertEqual(Analysis.facts(SourceText(path: "Package.swift", text: targetsText)).packageSourcePaths, ["Code/P", "Checks"])
        XCTAssertFalse(DeploymentTargets.isManifest("MyPackage.swift"))
    }

    func testPredatingAndOverride() {
        var targets = DeploymentTargets()
        targets.lower(.iOS, to: OSVersion(15))
        targets.lower(.iOS, to: OSVersion(16))
        XCTAssertEqual(targets[.iOS], OSVersion(15))
        XCTAssertTrue(targets.predating(.dismissAndModernAlerts).isEmpty)
        targets.lower(.macOS, to: OSVersion(11))
        XCTAssertEqual(targets.predating(.dismissAndModernAlerts).map(\.platform), [.macOS])
        XCTAssertTrue(targets.predating(.toolbarItems).isEmpty)
        var configured = DeploymentTargets()
        configured[.macOS] = OSVersion(13)
        XCTAssertTrue(targets.overridden(by: configured).predating(.dismissAndModernAlerts).isEmpty)
    }
}

final class DeploymentTargetMapTests: XCTestCase {
    static func targets(iOS major: Int) -> DeploymentTargets {
        var t = DeploymentTargets()
        t[.iOS] = OSVersion(major)
        return t
    }

    func testInnermostPackageThenProjectFolder() {
        let map = DeploymentTargetMap(
            manifests: ScopedDeploymentTargets.manifest("App/Packages/UI/Package.swift", targets: Self.targets(iOS: 13), sourcePaths: [])
                + ScopedDeploymentTargets.manifest("App/Package.swift", targets: Self.targets(iOS: 14), sourcePaths: ["Kit"]),
            projects: [ScopedDeploymentTargets(xcodeProjectFile: "App/App.xcodeproj/project.pbxproj", targets: Self.targets(iOS: 16)),
                       ScopedDeploymentTargets(xcodeProjectFile: "Tools/Tool.xcodeproj/project.pbxproj", targets: Self.targets(iOS: 15))])
        XCTAssertEqual(map.targets(for: "App/Packages/UI/Sources/Button.swift")[.iOS], OSVersion(13), "the package's own platforms")
        XCTAssertEqual(map.targets(for: "App/Home/Home.swift")[.iOS], OSVersion(16), "the project beside the folder, not the package beside it")
        XCTAssertEqual(map.targets(for: "App/Sources/Kit/Kit.swift")[.iOS], OSVersion(14), "the package's default source folder")
        XCTAssertEqual(map.targets(for: "App/Kit/Kit.swift")[.iOS], OSVersion(14), "a folder the package's target names")
        XCTAssertEqual(map.targets(for: "Shared/Model.swift")[.iOS], OSVersion(15), "outside every project: the lowest of them")
        XCTAssertEqual(map.targets(for: "AppExtra/Home.swift")[.iOS], OSVersion(15), "a folder prefix is no folder")
    }

    /// A testing app's Xcode project inside a package's `Tests/` folder builds its own sources
    /// for its own targets; the package's other tests keep the package's.
    func testAProjectInsideAPackageFolderIsInnermost() {
        let map = DeploymentTargetMap(
            manifests: ScopedDeploymentTargets.manifest("Package.swift", targets: Self.targets(iOS: 13), sourcePaths: []),
            projects: [ScopedDeploymentTargets(xcodeProjectFile: "Tests/TestingApps/Tester/Tester.xcodeproj/project.pbxproj", targets: Self.targets(iOS: 15))])
        XCTAssertEqual(map.targets(for: "Tests/TestingApps/Tester/Tester/App.swift")[.iOS], OSVersion(15))
        XCTAssertEqual(map.targets(for: "Tests/UnitTests/ModelTests.swift")[.iOS], OSVersion(13))
        XCTAssertEqual(map.targets(for: "Sources/Kit.swift")[.iOS], OSVersion(13))
    }

    /// Code built only for watchOS (a watch app's folder) is held to the project's watchOS
    /// setting, which an iOS project's targets otherwise leave out; code built for some
    /// platforms only is not held to the others'.
    func testTargetsForTheirPlatforms() {
        var settings = Self.targets(iOS: 15)
        settings[.watchOS] = OSVersion(7, 1)
        let map = DeploymentTargetMap(projects: [ScopedDeploymentTargets(xcodeProjectFile: "Loop.xcodeproj/project.pbxproj", targets: settings)])
        XCTAssertNil(map.targets(for: "Watch/Flow.swift")[.watchOS], "an iOS project counts its iOS targets")
        XCTAssertEqual(map.targets(for: "Watch/Flow.swift", platforms: .watchOS)[.watchOS], OSVersion(7, 1))
        XCTAssertNil(map.targets(for: "Watch/Flow.swift", platforms: .watchOS)[.iOS])
        XCTAssertEqual(map.targets(for: "App/View.swift", platforms: .all)[.iOS], OSVersion(15))
        var package = Self.targets(iOS: 13)
        package[.macOS] = OSVersion(10, 15)
        let kit = DeploymentTargetMap(manifests: ScopedDeploymentTargets.manifest("Package.swift", targets: package, sourcePaths: []))
        XCTAssertNil(kit.targets(for: "Sources/A.swift", platforms: [.iOS, .macCatalyst])[.macOS])
        XCTAssertEqual(kit.targets(for: "Sources/A.swift", platforms: .all)[.macOS], OSVersion(10, 15))
    }

    /// `@available` raises a platform's target for the code it covers, and leaves out the
    /// platforms it marks unavailable.
    func testDeclaredAvailability() {
        var a = DeclaredAvailability()
        a.add(arguments: "iOS 16.0, macOS 13.0, *".utf8)
        XCTAssertEqual(a.minimums[.iOS], OSVersion(16))
        XCTAssertEqual(a.minimums[.macOS], OSVersion(13))
        a.add(arguments: "tvOS, unavailable".utf8)
        a.add(arguments: "watchOS, introduced: 9.1".utf8)
        XCTAssertEqual(a.unavailable, .tvOS)
        XCTAssertEqual(a.minimums[.watchOS], OSVersion(9, 1))
        var ignored = DeclaredAvailability()
        ignored.add(arguments: "*, unavailable".utf8)
        ignored.add(arguments: "macCatalyst 17, *".utf8)
        ignored.add(arguments: "macCatalyst, unavailable".utf8)
        ignored.add(arguments: "swift 5.9".utf8)
        ignored.add(arguments: "iOS, deprecated: 15, message: \"old\"".utf8)
        XCTAssertTrue(ignored.isEmpty)
        var package = Self.targets(iOS: 13)
        package[.macOS] = OSVersion(10, 15)
        package[.tvOS] = OSVersion(13)
        let applied = a.applied(to: package, platforms: .all)
        XCTAssertEqual(applied[.iOS], OSVersion(16))
        XCTAssertEqual(applied[.macOS], OSVersion(13))
        XCTAssertNil(applied[.tvOS], "unavailable there")
        XCTAssertTrue(applied.predating(.dismissAndModernAlerts).isEmpty)
        let lower = DeclaredAvailability()
        XCTAssertEqual(lower.applied(to: package, platforms: .all), package)
    }

    func testConfigurationOverridesThePlatformsItNames() {
        var configured = DeploymentTargets()
        configured[.iOS] = OSVersion(17)
        var package = Self.targets(iOS: 13)
        package[.macOS] = OSVersion(10, 15)
        let map = DeploymentTargetMap(manifests: ScopedDeploymentTargets.manifest("Package.swift", targets: package, sourcePaths: []), configured: configured)
        XCTAssertEqual(map.targets(for: "Sources/A.swift")[.iOS], OSVersion(17))
        XCTAssertEqual(map.targets(for: "Sources/A.swift")[.macOS], OSVersion(10, 15))
        XCTAssertTrue(DeploymentTargetMap().targets(for: "A.swift").isEmpty)
    }
}

final class XcodeProjectScopeTests: XCTestCase {
    func testAnIOSProjectCountsItsIOSTargetsOnly() {
        var targets = DeploymentTargets()
        targets[.iOS] = OSVersion(18, 6)
        targets[.macOS] = OSVersion(10, 12)
        let scoped = ScopedDeploymentTargets(xcodeProjectFile: "Swiftfin.xcodeproj/project.pbxproj", targets: targets)
        XCTAssertEqual(scoped.directory, "")
        XCTAssertNil(scoped.targets[.macOS])
        XCTAssertEqual(scoped.targets[.iOS], OSVersion(18, 6))
        var mac = DeploymentTargets()
        mac[.macOS] = OSVersion(11)
        XCTAssertEqual(ScopedDeploymentTargets(xcodeProjectFile: "Mac/App.xcodeproj/project.pbxproj", targets: mac).targets[.macOS], OSVersion(11))
    }
}

final class XcodeProjectSettingsTests: XCTestCase {
    /// A project-wide 13.0 that the app target overrides with 14.0 (and a conditional setting for
    /// Mac Catalyst, and a tvOS target): the app supports iOS 14.
    func testTargetSettingsOverrideTheProjectWideOnes() {
        let text = """
        69FFAF8E /* Debug */ = {
            isa = XCBuildConfiguration;
            buildSettings = {
                ALWAYS_SEARCH_USER_PATHS = NO;
                IPHONEOS_DEPLOYMENT_TARGET = 13.0;
                SDKROOT = iphoneos;
            };
            name = Debug;
        };
        69FFAF91 /* Debug */ = {
            isa = XCBuildConfiguration;
            buildSettings = {
                INFOPLIST_FILE = App/Info.plist;
                IPHONEOS_DEPLOYMENT_TARGET = 14.0;
                "IPHONEOS_DEPLOYMENT_TARGET[sdk=macosx*]" = 14.2;
                PRODUCT_BUNDLE_IDENTIFIER = "com.example.app";
            };
            name = Debug;
        };
        69414A1B /* Debug */ = {
            isa = XCBuildConfiguration;
            buildSettings = {
                PRODUCT_NAME = "$(TARGET_NAME)";
                TVOS_DEPLOYMENT_TARGET = 13.2;
            };
        };
        """
        let targets = DeploymentTargets.xcodeProject(Array(text.utf8))
        XCTAssertEqual(targets[.iOS], OSVersion(14))
        XCTAssertEqual(targets[.tvOS], OSVersion(13, 2))
        // Without a target setting its own, the project-wide value holds.
        let projectOnly = text.replacingOccurrences(of: "IPHONEOS_DEPLOYMENT_TARGET = 14.0;", with: "")
        XCTAssertEqual(DeploymentTargets.xcodeProject(Array(projectOnly.utf8))[.iOS], OSVersion(13))
    }
}
