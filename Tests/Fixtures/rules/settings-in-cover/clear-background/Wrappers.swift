import SwiftUI

// A project's own sheet: a full-screen cover with a clear background that draws a card over the
// screen behind it. What it presents is not hidden behind a full-screen page.
extension View {
    func cardSheet<Content: View>(isPresented: Binding<Bool>, content: @escaping () -> Content) -> some View {
        fullScreenCover(isPresented: isPresented) {
            VStack {
                Spacer()
                content()
            }
            .presentationBackground(.clear)
        }
    }

    // The same wrapper without the clear background is a cover like any other.
    func pageCover<Content: View>(isPresented: Binding<Bool>, content: @escaping () -> Content) -> some View {
        fullScreenCover(isPresented: isPresented) {
            content()
        }
    }
}
