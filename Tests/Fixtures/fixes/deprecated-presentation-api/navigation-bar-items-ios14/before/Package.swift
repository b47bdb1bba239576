// swift-tools-version:5.5
import PackageDescription

let package = Package(
    name: "Reader",
    platforms: [.iOS(.v14)],
    targets: [.target(name: "Reader")]
)
