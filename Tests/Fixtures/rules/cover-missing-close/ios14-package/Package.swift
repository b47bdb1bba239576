// swift-tools-version:5.5
import PackageDescription

// The package supports iOS 14: a cover with no way out is still reported, and the advice names the
// presentation mode's dismiss, as `@Environment(\.dismiss)` came with iOS 15.
let package = Package(name: "Player", platforms: [.iOS(.v14)], targets: [.target(name: "Player")])
