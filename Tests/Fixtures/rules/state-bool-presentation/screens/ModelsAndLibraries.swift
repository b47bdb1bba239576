import SwiftUI
import Observation
import AccountKit

// A screen that makes its own model is a screen of its own, however little else it shows: a
// sign-in page whose `@Observable` handler does the work. Its twin is handed its model (a row's
// state set by its initialiser) and only shows it.
@Observable
final class SignInHandler {
    var email = ""
    func signIn() {}
}

@Observable
final class BadgeModel {
    var count = 0
}

struct SignInPage: View {
    @State private var handler = SignInHandler()
    var body: some View {
        VStack {
            Text("Welcome back")
            Text(handler.email)
        }
    }
}

struct BadgeCard: View {
    @State var model: BadgeModel
    var body: some View {
        Text("\(model.count) badges")
    }
}

// A view of another module handed the presenter's values is the screen itself, the project's
// view inside it one of its parts: what it offers cannot be read, so it is reported. A library
// container handed nothing but content is read through: the page inside it only shows.
struct AccountBadge: View {
    let size: Double
    var body: some View { Image(systemName: "person.circle") }
}

struct AccountMenu: View {
    let client: AccountClient
    let userID: String
    @State private var showsSignIn = false
    @State private var showsBadges = false
    @State private var showsDashboard = false
    @State private var showsCard = false
    var body: some View {
        List {
            Button("Sign in") { showsSignIn = true }
            Button("Badges") { showsBadges = true }
            Button("Plan") { showsDashboard = true }
            Button("Card") { showsCard = true }
        }
        .fullScreenCover(isPresented: $showsSignIn) { SignInPage() } // expect: state-bool-presentation
        .sheet(isPresented: $showsBadges) { BadgeCard(model: BadgeModel()) } // all: state-bool-presentation
        .sheet(isPresented: $showsDashboard) { // expect: state-bool-presentation
            PlanDashboard(client: client, userID: userID) {
                AccountBadge(size: 24)
            }
        }
        .sheet(isPresented: $showsCard) { // all: state-bool-presentation
            LibraryCard {
                AccountBadge(size: 24)
            }
        }
    }
}
