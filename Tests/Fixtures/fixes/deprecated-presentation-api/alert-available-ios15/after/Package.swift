// swift-tools-version:5.5
import PackageDescription

let package = Package(
    name: "Settings",
    platforms: [.iOS(.v14)],
    targets: [.target(name: "Settings")]
)
