// swift-tools-version:5.5
import PackageDescription

// The package supports systems older than `dismiss` and the new `.alert`; some of its types are
// declared only for newer ones, or not for some platforms at all.
let package = Package(
    name: "Support",
    platforms: [.iOS(.v13), .macOS(.v10_15), .tvOS(.v13), .watchOS("6.2")],
    targets: [.target(name: "Support")]
)
