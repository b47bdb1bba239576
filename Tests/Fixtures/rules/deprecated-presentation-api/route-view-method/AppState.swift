import SwiftUI

final class AppState: ObservableObject {
    static let shared = AppState()

    // The route makes its own screen: what a sheet showing `$0.makeSheetView()` presents.
    enum Route: Identifiable {
        case profile
        case inbox

        var id: Int {
            switch self {
            case .profile: return 0
            case .inbox: return 1
            }
        }

        @ViewBuilder
        func makeSheetView() -> some View {
            NavigationView {
                switch self {
                case .profile:
                    ProfileScreen()
                case .inbox:
                    InboxScreen()
                }
            }
        }
    }

    @Published var route: Route?
}

// Twin: a destination whose view is only pushed, never presented.
enum Destination: Hashable {
    case archive

    @ViewBuilder
    var pushedView: some View {
        switch self {
        case .archive: ArchiveScreen()
        }
    }
}
