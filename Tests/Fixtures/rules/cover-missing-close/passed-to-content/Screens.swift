import SwiftUI

struct OnboardingFlow: View {
    let onContinue: () -> Void
    var body: some View {
        VStack {
            Text("Step 1")
            Text("Step 2")
        }
    }
}

struct WelcomeFlow: View {
    var onFinish: () -> Void
    var body: some View {
        Button("Get started", action: onFinish)
    }
}

struct TourFlow<Content: View>: View {
    @ViewBuilder var content: Content
    var onDone: () -> Void
    var body: some View {
        content.onTapGesture { onDone() }
    }
}

struct RelayFlow: View {
    var onDone: () -> Void
    var body: some View {
        RelayFooter(onDone: onDone)
    }
}

struct RelayFooter: View {
    var onDone: () -> Void
    var body: some View {
        Button("Finish") { onDone() }
    }
}

struct ExitFlow: View {
    var onExit: () -> Void
    var body: some View {
        Text("Exit").onTapGesture { self.onExit() }
    }
}

struct PaywallScreen: View {
    @Binding var isPresented: Bool
    var body: some View {
        VStack {
            Text("Go premium")
            Text("Unlimited projects")
        }
    }
}

struct SignatureCanvas: View {
    @Binding var signature: String
    var body: some View {
        Text(signature).onTapGesture { signature = "signed" }
    }
}

struct SurveyScreen: View {
    @Binding var isPresented: Bool
    var body: some View {
        Text("How was it?").onTapGesture { isPresented = false }
    }
}
