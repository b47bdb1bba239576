import SwiftUI

// A sheet whose route case locks swiping (`.interactiveDismissDisabled(true)` on the export
// case only) leaves its other cases swipeable: an error text with no close button is no trap
// there. Twin: the lock on the whole content reaches every case, and the error case is one.
enum ExportState: Identifiable {
    case export(URL)
    case error(String)
    var id: String {
        switch self {
        case let .export(url): return url.absoluteString
        case let .error(text): return text
        }
    }
}

struct ExportProgress: View {
    @Environment(\.dismiss) private var dismiss
    var body: some View {
        Button("Done") { dismiss() }
    }
}

struct LockedExportCase: View {
    @State private var exportState: ExportState?
    var body: some View {
        Button("Export") { exportState = .error("Disk full") }
            .sheet(item: $exportState) { state in
                switch state {
                case .export:
                    ExportProgress()
                        .interactiveDismissDisabled(true)
                case let .error(text):
                    Text(text)
                }
            }
    }
}

struct LockedExportSheet: View {
    @State private var exportState: ExportState?
    var body: some View {
        Button("Export") { exportState = .error("Disk full") }
            .sheet(item: $exportState) { state in // expect: cover-missing-close
                Group {
                    switch state {
                    case .export:
                        ExportProgress()
                    case let .error(text):
                        Text(text)
                    }
                }
                .interactiveDismissDisabled(true)
            }
    }
}
