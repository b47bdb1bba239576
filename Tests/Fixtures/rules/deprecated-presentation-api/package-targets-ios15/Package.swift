// swift-tools-version:5.5
import PackageDescription

// The package supports iOS 15 and later: the replacements exist everywhere it runs.
let package = Package(
    name: "Receipts",
    platforms: [
        .iOS(.v15),
        .macOS(.v12),
    ],
    targets: [.target(name: "Receipts")]
)
