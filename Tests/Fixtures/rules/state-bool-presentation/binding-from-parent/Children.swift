import SwiftUI

struct PickedImagesGrid: View {
    @Binding var images: [Data]
    @Binding var showImagePicker: Bool
    var body: some View {
        Button("Add") { showImagePicker = true }
            .sheet(isPresented: $showImagePicker) { Text("Picker") } // expect: state-bool-presentation
    }
}

struct ActivitySheetModifier: ViewModifier {
    @Binding var isShowing: Bool
    func body(content: Content) -> some View {
        content.sheet(isPresented: $isShowing) { Text("Activity") } // expect: state-bool-presentation
    }
}

struct HelpButton: View {
    @Binding var isShowing: Bool
    var body: some View {
        Button("Help") { isShowing = true }.sheet(isPresented: $isShowing) { Text("Help") }
    }
}

struct AboutHost: View {
    @Binding var isShowing: Bool
    var body: some View {
        Button("About") { isShowing = true }.sheet(isPresented: $isShowing) { Text("About") }
    }
}

// Nobody in sight shows it: silent.
struct OrphanSheet: View {
    @Binding var isShowing: Bool
    var body: some View { Text("o").sheet(isPresented: $isShowing) { Text("Orphan") } }
}

// These cases test which flags are view-local, whatever the content: every one is reported.
// fixture-option: state-bool-presentation report=all
