import ProjectDescription

// A Tuist project: its targets' `deploymentTargets` hold for the folder it is in.
let project = Project(
    name: "Modern",
    targets: [
        .target(
            name: "Modern",
            destinations: [.iPhone, .iPad],
            product: .app,
            bundleId: "com.example.modern",
            deploymentTargets: .iOS("16.0"),
            sources: ["Sources/**"]
        ),
    ]
)
