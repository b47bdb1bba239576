import SwiftUI

// Both callers hand the grid their own @State Bool: the flag is still view-local, one level up.
struct ParkForm: View {
    @State private var showImagePicker = false
    @State private var images: [Data] = []
    var body: some View {
        Form { PickedImagesGrid(images: $images, showImagePicker: $showImagePicker) }
    }
}

struct EventForm: View {
    @State private var showImagePicker = false
    @State private var images: [Data] = []
    var body: some View {
        Form { PickedImagesGrid(images: $images, showImagePicker: $showImagePicker) }
    }
}

// A view modifier applied with its caller's @State Bool.
struct ProfileScreen: View {
    @State private var showActivity = false
    var body: some View {
        Text("Profile").modifier(ActivitySheetModifier(isShowing: $showActivity))
    }
}

// One caller hands the flag of a model it observes: the state has an owner, silent.
@Observable final class HelpModel { var showsHelp = false }
struct HelpScreen: View {
    @State private var model = HelpModel()
    @State private var localHelp = false
    var body: some View {
        VStack {
            HelpButton(isShowing: $model.showsHelp)
            HelpButton(isShowing: $localHelp)
        }
    }
}

// The App hands down its own flag: the App is the top-level owner, silent.
@main
struct GalleryApp: App {
    @State private var showsAbout = false
    var body: some Scene {
        WindowGroup { AboutHost(isShowing: $showsAbout) }
    }
}
