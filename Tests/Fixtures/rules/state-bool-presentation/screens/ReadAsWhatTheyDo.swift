import SwiftUI

// A close button of the app's own, put in the toolbar, only turns the flag off: a help page
// with one is still information. Twin: a flow whose steps are handed the flag runs them.
struct CloseToolbarButton: View {
    @Binding var presenting: Bool
    var body: some View {
        Button { presenting = false } label: { Image(systemName: "xmark") }
    }
}

struct ExportHelpPage: View {
    @Binding var presenting: Bool
    var body: some View {
        NavigationStack {
            Form {
                Text("Exports are written as fragmented MP4.")
                Text("Convert them with any video tool.")
            }
            .toolbar {
                ToolbarItem { CloseToolbarButton(presenting: $presenting) }
            }
        }
    }
}

struct ExportSettingsScreen: View {
    @State private var presentingHelp = false
    var body: some View {
        Button("Help") { presentingHelp = true }
            .sheet(isPresented: $presentingHelp) { // all: state-bool-presentation
                ExportHelpPage(presenting: $presentingHelp)
            }
    }
}

struct WelcomeStep: View {
    @Binding var presenting: Bool
    var body: some View {
        Button("Start") { presenting = false }
    }
}

struct WelcomeFlow: View {
    @Binding var presenting: Bool
    var body: some View {
        VStack {
            Text("Welcome")
            WelcomeStep(presenting: $presenting)
        }
    }
}

struct LaunchScreen: View {
    @State private var presentingWelcome = false
    var body: some View {
        Color.clear
            .onAppear { presentingWelcome = true }
            .sheet(isPresented: $presentingWelcome) { // expect: state-bool-presentation
                WelcomeFlow(presenting: $presentingWelcome)
            }
    }
}

// A paywall sells, however small its sheet: the subscription call sits in the view it shows,
// inside a task. Twin: a small sheet that only shows is a panel of the screen.
final class AccountService {
    func subscribe(option: Int) async throws {}
}

struct PlanPicker: View {
    let service: AccountService
    let onDone: () -> Void
    var body: some View {
        Button("Subscribe") {
            Task {
                try await service.subscribe(option: 1)
                onDone()
            }
        }
    }
}

struct ProPaywall: View {
    @Environment(\.dismiss) private var dismiss
    let service: AccountService
    var body: some View {
        NavigationStack {
            PlanPicker(service: service) { dismiss() }
        }
    }
}

struct PlanBadge: View {
    var body: some View {
        Text("You are on the free plan.")
    }
}

struct AccountRow: View {
    @State private var showsPaywall = false
    @State private var showsPlan = false
    let service: AccountService
    var body: some View {
        VStack {
            Button("Go Pro") { showsPaywall = true }
            Button("Plan") { showsPlan = true }
        }
        .sheet(isPresented: $showsPaywall) { // expect: state-bool-presentation
            ProPaywall(service: service)
                .presentationDetents([.medium])
        }
        .sheet(isPresented: $showsPlan) { // all: state-bool-presentation
            PlanBadge()
                .presentationDetents([.medium])
        }
    }
}

// A screen with a navigation container of its own that shows the app's shared model from the
// environment is a screen of the app (a portfolio), not a popup reading what it is handed.
// Twin: the same layout showing only what it is handed is information.
final class PortfolioStore: ObservableObject {
    @Published var holdings: [String] = []
}

struct PortfolioScreen: View {
    @EnvironmentObject var store: PortfolioStore
    @Binding var show: Bool
    var body: some View {
        NavigationView {
            List(store.holdings, id: \.self) { Text($0) }
                .toolbar { Button("Done") { show = false } }
        }
    }
}

struct HoldingNote: View {
    let note: String
    @Binding var show: Bool
    var body: some View {
        NavigationView {
            Text(note)
                .toolbar { Button("Done") { show = false } }
        }
    }
}

struct SideMenu: View {
    @State private var showsPortfolio = false
    @State private var showsNote = false
    var body: some View {
        VStack {
            Button("Portfolio") { showsPortfolio = true }
                .sheet(isPresented: $showsPortfolio) { // expect: state-bool-presentation
                    PortfolioScreen(show: $showsPortfolio)
                }
            Button("About holdings") { showsNote = true }
                .sheet(isPresented: $showsNote) { // all: state-bool-presentation
                    HoldingNote(note: "Holdings update daily.", show: $showsNote)
                }
        }
    }
}

// A screen that pushes pages of its own (two or more) is a hub, a settings screen here, whatever
// its pages show. Twin: an about page pushing one page (its translators), its links' labels
// written in the parentheses (`label: { … }`, not pushed), is still a page to read.
struct TemplatesPage: View {
    var body: some View { Text("Templates") }
}

struct ExportPage: View {
    var body: some View { Text("Export") }
}

struct TranslatorsPage: View {
    var body: some View { Text("Translators") }
}

struct AboutLine: View {
    let caption: String
    var body: some View { Text(caption) }
}

struct AppSettingsHub: View {
    @Environment(\.dismiss) private var dismiss
    var body: some View {
        NavigationView {
            List {
                NavigationLink(destination: TemplatesPage()) { Text("Templates") }
                NavigationLink(destination: ExportPage()) { Text("Export") }
            }
            .toolbar { Button("Done") { dismiss() } }
        }
    }
}

struct AboutPage: View {
    var body: some View {
        List {
            NavigationLink(destination: TranslatorsPage(), label: { AboutLine(caption: "Translators") })
            AboutLine(caption: "Version 1.0")
        }
    }
}

struct ScriptsHome: View {
    @State private var showsSettings = false
    @State private var showsAbout = false
    var body: some View {
        VStack {
            Button("Settings") { showsSettings = true }
                .sheet(isPresented: $showsSettings) { AppSettingsHub() } // expect: state-bool-presentation
            Button("About") { showsAbout = true }
                .sheet(isPresented: $showsAbout) { NavigationStack { AboutPage() } } // all: state-bool-presentation
        }
    }
}
