// swift-tools-version:6.0
import PackageDescription

// presentlint has no package dependencies by design: the lexer, parser and rules are its own.
let package = Package(
    name: "presentlint",
    products: [
        .library(name: "RuleKit", targets: ["RuleKit"]),
        .executable(name: "presentlint", targets: ["PresentLint"]),
        // For other packages and Xcode projects: lint on every build, or on demand.
        .plugin(name: "PresentLintBuildToolPlugin", targets: ["PresentLintBuildToolPlugin"]),
        .plugin(name: "PresentLintCommandPlugin", targets: ["PresentLintCommandPlugin"]),
    ],
    targets: [
        .target(name: "RuleKit", path: "Sources/RuleKit"),
        // No unsafe build flags: a package that depends on presentlint by version (for its plugins) may not
        // contain them. The fast start-up of a static binary comes from the build command instead:
        // `swift build -c release --static-swift-stdlib` (scripts/install.sh, the pre-commit hook).
        .executableTarget(name: "PresentLint", dependencies: ["RuleKit"], path: "Sources/PresentLint"),
        // Lints a target's Swift files on each build that changed them (or the configuration);
        // findings appear as compiler warnings, inline in Xcode.
        .plugin(
            name: "PresentLintBuildToolPlugin", capability: .buildTool(),
            dependencies: ["PresentLint"], path: "Plugins/PresentLintBuildToolPlugin"
        ),
        // `swift package presentlint [--fix] [--target T] [OPTIONS]`.
        .plugin(
            name: "PresentLintCommandPlugin",
            capability: .command(
                intent: .custom(verb: "presentlint", description: "Lint SwiftUI modal presentation in the package's targets"),
                permissions: [.writeToPackageDirectory(reason: "presentlint --fix rewrites Swift files with its safe fixes (a plain lint writes nothing)")]
            ),
            dependencies: ["PresentLint"], path: "Plugins/PresentLintCommandPlugin"
        ),
        // A development tool for Benchmarks/run.sh, not a product.
        .executableTarget(name: "PresentLintBench", dependencies: ["RuleKit"], path: "Sources/PresentLintBench"),
        .testTarget(name: "RuleKitTests", dependencies: ["RuleKit"], path: "Tests/RuleKitTests"),
        // Runs the built `presentlint` binary as users do; depending on the target builds it first.
        .testTarget(name: "PresentLintTests", dependencies: ["PresentLint"], path: "Tests/PresentLintTests"),
    ]
)
