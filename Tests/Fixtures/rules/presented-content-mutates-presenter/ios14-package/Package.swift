// swift-tools-version:5.5
import PackageDescription

// The package supports iOS 14, which has no dismiss action: content that sets its presenter's flag
// to close is doing what it must, and is not reported (triggering.swift is the iOS 15 twin).
let package = Package(name: "Editor", platforms: [.iOS(.v14)], targets: [.target(name: "Editor")])
