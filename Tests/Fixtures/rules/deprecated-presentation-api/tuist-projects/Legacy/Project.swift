import ProjectDescription

// Twin: a Tuist project for iOS 14, where the old alert is the only one.
let project = Project(
    name: "Legacy",
    targets: [
        .target(
            name: "Legacy",
            destinations: [.iPhone],
            product: .app,
            bundleId: "com.example.legacy",
            deploymentTargets: .iOS("14.0"),
            sources: ["Sources/**"]
        ),
    ]
)
