// swift-tools-version:6.0
import PackageDescription

// presentlint has no package dependencies by design: the lexer, parser and rules are its own.
let package = Package(
    name: "presentlint",
    products: [
        .library(name: "RuleKit", targets: ["RuleKit"]),
        .executable(name: "presentlint", targets: ["PresentLint"]),
    ],
    targets: [
        .target(name: "RuleKit", path: "Sources/RuleKit"),
        .executableTarget(
            name: "PresentLint", dependencies: ["RuleKit"], path: "Sources/PresentLint",
            // Release builds on Linux carry the Swift runtime and Foundation inside the binary:
            // loading them as shared libraries doubled the start-up time (6 ms against 3), which
            // a pre-commit hook pays on every commit. Debug builds (and so the tests) link as usual.
            swiftSettings: [.unsafeFlags(["-static-stdlib"], .when(platforms: [.linux], configuration: .release))],
            linkerSettings: [.unsafeFlags(["-static-stdlib"], .when(platforms: [.linux], configuration: .release))]
        ),
        // A development tool for Benchmarks/run.sh, not a product.
        .executableTarget(name: "PresentLintBench", dependencies: ["RuleKit"], path: "Sources/PresentLintBench"),
        .testTarget(name: "RuleKitTests", dependencies: ["RuleKit"], path: "Tests/RuleKitTests"),
        // Runs the built `presentlint` binary as users do; depending on the target builds it first.
        .testTarget(name: "PresentLintTests", dependencies: ["PresentLint"], path: "Tests/PresentLintTests"),
    ]
)
