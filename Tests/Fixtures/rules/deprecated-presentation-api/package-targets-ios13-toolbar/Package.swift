// swift-tools-version:5.3
import PackageDescription

// iOS 13 has no `.toolbar` either: `.navigationBarItems` is the only way to put buttons in the bar.
let package = Package(
    name: "Receipts",
    platforms: [.iOS("13.0")],
    targets: [.target(name: "Receipts")]
)
