import SwiftUI
import ScannerKit

struct Enrolment: Hashable {
    let study: String
}

// A scanned enrolment is given to the route by the scanner's callback: a new value shows the
// study screen, it does not close it. Nothing clears the route, and the study screen has no way
// out, so the user who scanned cannot go back.
struct EnrolmentHome: View {
    @State private var scanResult: Enrolment?
    var body: some View {
        NavigationStack {
            Text("Welcome")
                .toolbar {
                    ToolbarItem {
                        ScanButton { enrolment in
                            scanResult = enrolment
                        }
                    }
                }
                .fullScreenCover(item: $scanResult) { enrolment in // expect: cover-missing-close
                    StudyScreen(study: enrolment.study)
                }
        }
    }
}

struct ScanButton: View {
    let onScan: (Enrolment) -> Void
    var body: some View {
        Button("Scan") { onScan(Enrolment(study: "demo")) }
    }
}

// The screen styles its button through a modifier of the project's that hands the closure the
// view it modifies, and logs from a library modifier's closure: neither is content it cannot read.
struct StudyScreen: View {
    let study: String
    @State private var scanning = false
    var body: some View {
        VStack {
            Text(study)
            Button("Start") { scanning = true }
                .transforming { view in
                    if #available(iOS 26, *) {
                        view.buttonStyle(.borderedProminent)
                    } else {
                        view
                    }
                }
        }
        .scanningSheet(isPresented: $scanning) { payload in
            print("scanned \(payload)")
            return .stopScanning
        }
    }
}

extension View {
    func transforming<Result: View>(@ViewBuilder _ transform: (Self) -> Result) -> some View {
        transform(self)
    }
}

// Twin: leaving the study clears the route (`= nil`) in the presenter: something turns it off.
struct ResettingHome: View {
    @State private var scanResult: Enrolment?
    var body: some View {
        Text("Welcome")
            .toolbar {
                ToolbarItem {
                    ScanButton { enrolment in
                        scanResult = enrolment
                    }
                }
                ToolbarItem {
                    Button("Leave study") { leave() }
                }
            }
            .fullScreenCover(item: $scanResult) { enrolment in
                StudyScreen(study: enrolment.study)
            }
    }

    func leave() {
        scanResult = nil
    }
}

// Twin: a flag given a value it computes may be turned off by it.
struct OnboardingHome: View {
    @State private var showsIntro = false
    let hasAccount: Bool
    var body: some View {
        Text("Home")
            .onAppear { showsIntro = !hasAccount }
            .fullScreenCover(isPresented: $showsIntro) {
                StudyScreen(study: "intro")
            }
    }
}
