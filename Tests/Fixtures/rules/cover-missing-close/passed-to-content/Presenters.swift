import SwiftUI

// Closures and bindings the presenter hands to the content are ways out only when the content
// calls or writes them (the views are declared in Screens.swift).
struct WelcomeHost: View {
    @State private var showOnboarding = false
    @State private var showWelcome = false
    @State private var showTour = false
    @State private var showRelay = false
    @State private var showExit = false
    var body: some View {
        VStack {
            Button("Onboard") { showOnboarding = true }
            Button("Welcome") { showWelcome = true }
        }
        // The closure is stored but nothing calls it.
        .fullScreenCover(isPresented: $showOnboarding) { // expect: cover-missing-close
            OnboardingFlow(onContinue: { showOnboarding = false })
        }
        // Called from a Button's action.
        .fullScreenCover(isPresented: $showWelcome) {
            WelcomeFlow(onFinish: { showWelcome = false })
        }
        // Called by name after a trailing label closure.
        .fullScreenCover(isPresented: $showTour) {
            TourFlow { Text("Tour") } onDone: { showTour = false }
        }
        // Handed on to a view that calls it.
        .fullScreenCover(isPresented: $showRelay) {
            RelayFlow(onDone: { showRelay = false })
        }
        // Called through `self`.
        .fullScreenCover(isPresented: $showExit) {
            ExitFlow(onExit: { showExit = false })
        }
    }
}

struct PaywallHost: View {
    @State private var showPaywall = false
    @State private var showSigner = false
    @State private var signature = ""
    @State private var showSurvey = false
    @State private var showForwarded = false
    var body: some View {
        VStack {
            Button("Upgrade") { showPaywall = true }
            Button("Sign") { showSigner = true }
            Button("Survey") { showSurvey = true }
            Button("Forward") { showForwarded = true }
        }
        // `$showPaywall` is handed over, but the paywall never writes it.
        .fullScreenCover(isPresented: $showPaywall) { // expect: cover-missing-close
            PaywallScreen(isPresented: $showPaywall)
        }
        // The binding handed over is the signature, not the flag.
        .fullScreenCover(isPresented: $showSigner) { // expect: cover-missing-close
            SignatureCanvas(signature: $signature)
        }
        // The survey sets its `isPresented` off.
        .fullScreenCover(isPresented: $showSurvey) {
            SurveyScreen(isPresented: $showSurvey)
        }
        // Handed to a view in another module: it may write it.
        .fullScreenCover(isPresented: $showForwarded) {
            ExternalKit.FlowView(isPresented: $showForwarded)
        }
    }
}
