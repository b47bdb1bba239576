import SwiftUI

// A view that shows a different screen for each case of the route it is given: every case's
// screen, and the screens those show, are presented content when a sheet shows the router.
struct SheetRouter: View {
    enum Kind: Identifiable {
        case about
        case legal
        case folder(name: String)

        var id: String {
            switch self {
            case .about: return "about"
            case .legal: return "legal"
            case let .folder(name): return name
            }
        }
    }

    let kind: Kind

    @ViewBuilder
    var body: some View {
        switch kind {
        case .about:
            AboutPanel()
        case .legal:
            NavigationView {
                LegalPanel()
            }
        case let .folder(name):
            FolderPanel(name: name)
        }
    }
}

struct LibraryScreen: View {
    @State private var sheet: SheetRouter.Kind?

    var body: some View {
        List {
            Button("About") { sheet = .about }
            Button("Legal") { sheet = .legal }
        }
        .sheet(item: $sheet) { SheetRouter(kind: $0) }
    }
}
