import SwiftUI

struct LoungePresenter: View {
    @State private var showsGuestTrap = false
    @State private var showsGuestExit = false
    @State private var showsGuestLeaving = false
    @State private var showsRulesTrap = false
    @State private var showsRulesLeaving = false

    var body: some View {
        List {
            Button("Guest trap") { showsGuestTrap = true }
            Button("Guest exit") { showsGuestExit = true }
            Button("Guest leaving") { showsGuestLeaving = true }
            Button("Rules trap") { showsRulesTrap = true }
            Button("Rules leaving") { showsRulesLeaving = true }
        }
        .fullScreenCover(isPresented: $showsGuestTrap) { // expect: cover-missing-close
            LoungeGuestTrap()
        }
        .fullScreenCover(isPresented: $showsGuestExit) {
            LoungeGuestExit()
        }
        .fullScreenCover(isPresented: $showsGuestLeaving) {
            LoungeGuestLeaving(isShown: $showsGuestLeaving)
        }
        .fullScreenCover(isPresented: $showsRulesTrap) { // expect: cover-missing-close
            LoungeRulesTrap()
        }
        .fullScreenCover(isPresented: $showsRulesLeaving) {
            LoungeRulesLeaving(isShown: $showsRulesLeaving)
        }
    }
}
