import SwiftUI

struct MemberFooterModifier: ViewModifier {
    var footer: AnyView

    func body(content: Content) -> some View {
        content
            .safeAreaInset(edge: .bottom) {
                footer
            }
    }
}

struct HeldViewsPresenter: View {
    @State private var showsTrap = false
    @State private var showsExit = false
    @State private var showsChrome = false
    @State private var showsBareChrome = false
    @State private var showsMember = false
    @State private var showsLeavingMember = false
    @State private var showsDeep = false
    @State private var showsDeepExit = false
    @State private var showsEmptyCancel = false

    var body: some View {
        List {
            Button("Trap") { showsTrap = true }
            Button("Exit") { showsExit = true }
            Button("Chrome") { showsChrome = true }
            Button("Bare chrome") { showsBareChrome = true }
            Button("Member") { showsMember = true }
            Button("Leaving member") { showsLeavingMember = true }
            Button("Deep") { showsDeep = true }
            Button("Deep exit") { showsDeepExit = true }
            Button("Empty cancel") { showsEmptyCancel = true }
        }
        .fullScreenCover(isPresented: $showsTrap) { // expect: cover-missing-close
            HeldFooterTrap(pinned: true)
        }
        .fullScreenCover(isPresented: $showsExit) {
            HeldFooterExit()
        }
        .fullScreenCover(isPresented: $showsChrome) {
            ChromeWithExit()
        }
        .fullScreenCover(isPresented: $showsBareChrome) { // expect: cover-missing-close
            ChromeWithoutExit()
        }
        .fullScreenCover(isPresented: $showsMember) { // expect: cover-missing-close
            MemberProfileTrap()
        }
        .fullScreenCover(isPresented: $showsLeavingMember) {
            MemberProfileExit()
        }
        .fullScreenCover(isPresented: $showsDeep) { // expect: cover-missing-close
            DepthOne()
        }
        .fullScreenCover(isPresented: $showsDeepExit) {
            ExitOne()
        }
        .fullScreenCover(isPresented: $showsEmptyCancel) { // expect: cover-missing-close
            EmptyCancelScreen()
        }
    }
}
