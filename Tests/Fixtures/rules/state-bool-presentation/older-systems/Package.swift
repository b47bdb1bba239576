// swift-tools-version:5.5
import PackageDescription

let package = Package(
    name: "Sessions",
    platforms: [.iOS(.v15)],
    targets: [.target(name: "Sessions")]
)
