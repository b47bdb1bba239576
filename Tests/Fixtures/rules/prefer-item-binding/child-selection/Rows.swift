import SwiftUI

struct HintRow: View {
    let title: String
    @Binding var isShowingHint: Bool
    @Binding var selectedHint: AnyView?
    var body: some View {
        Button("Help") {
            selectedHint = AnyView(Text(title))
            isShowingHint.toggle()
        }
    }
}

struct HintSheet: View {
    let title: String
    let text: AnyView
    var body: some View { VStack { Text(title); text } }
}

struct WebPage: View {
    @Binding var url: URL?
    var body: some View { Text(url?.absoluteString ?? "") }
}

struct AvatarPicker: View {
    @Binding var url: URL?
    var body: some View { Button("Clear") { url = nil } }
}

struct AboutRow: View {
    @Binding var isShowing: Bool
    var body: some View { Button("About") { isShowing = true } }
}
