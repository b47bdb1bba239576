import SwiftUI

// A screen pushed inside the cover: its Close button calls `dismiss()`, which pops it back to the
// root, and the root has no way out. The user can go back and forth but never leave.
struct OnboardingLauncher: View {
    @State private var showsTour = false
    var body: some View {
        Button("Take the tour") { showsTour = true }
            .fullScreenCover(isPresented: $showsTour) { // expect: cover-missing-close
                NavigationStack {
                    TourRoot()
                }
            }
    }
}

struct TourRoot: View {
    @State private var showsStep = false
    var body: some View {
        VStack {
            Text("Welcome")
            Button("Next") { showsStep = true }
        }
        .navigationDestination(isPresented: $showsStep) {
            TourStep()
        }
    }
}

struct TourStep: View {
    @Environment(\.dismiss) private var dismiss
    var body: some View {
        VStack {
            Text("Step two")
            Button("Close") { dismiss() }
        }
    }
}

// Twin: the pushed step turns the presenter's flag off through the binding it is handed; that
// closes the cover from any depth of the stack.
struct SetupLauncher: View {
    @State private var showsSetup = false
    var body: some View {
        Button("Set up") { showsSetup = true }
            .fullScreenCover(isPresented: $showsSetup) {
                NavigationStack {
                    SetupRoot(isPresented: $showsSetup)
                }
            }
    }
}

struct SetupRoot: View {
    @Binding var isPresented: Bool
    var body: some View {
        NavigationLink("Continue") {
            SetupFinish(isPresented: $isPresented)
        }
    }
}

struct SetupFinish: View {
    @Binding var isPresented: Bool
    var body: some View {
        Button("Finish") { isPresented = false }
    }
}

// Twin: the root's own Close button closes the cover; what the pushed screen does does not matter.
struct GuideLauncher: View {
    @State private var showsGuide = false
    var body: some View {
        Button("Guide") { showsGuide = true }
            .fullScreenCover(isPresented: $showsGuide) {
                NavigationStack {
                    GuideRoot()
                }
            }
    }
}

struct GuideRoot: View {
    @Environment(\.dismiss) private var dismiss
    @State private var showsStep = false
    var body: some View {
        VStack {
            Button("Close") { dismiss() }
            Button("More") { showsStep = true }
        }
        .navigationDestination(isPresented: $showsStep) {
            TourStep()
        }
    }
}
