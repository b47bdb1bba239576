// swift-tools-version:5.5
import PackageDescription

// The package supports iOS 14, where `dismiss`, `.confirmationDialog` and the new `.alert` do not
// exist yet: the old APIs are what the app must use, and nothing is reported.
let package = Package(
    name: "Receipts",
    platforms: [.iOS(.v14), .macOS("11.0")],
    targets: [.target(name: "Receipts")]
)
