import SwiftUI

// A presentation wrapper whose closure is handed a value and shows nothing is not handed content:
// the closure is the callback of the scanner the wrapper presents, and the code scanned flows back
// through it (a value picker). Twin: a wrapper whose closure is handed the flag and builds the
// screen is handed content, here a form that saves.
struct Ticket {
    var code: String
}

enum TicketCodes {
    static func ticket(from code: String) -> Ticket? { Ticket(code: code) }
}

enum ScanReply {
    case stop, keepScanning
}

final class TicketStore {
    static let shared = TicketStore()
    func save(_ title: String) {}
}

struct CodeScanner: View {
    let onCode: (String) -> ScanReply
    var body: some View {
        Text("Point the camera at a code")
    }
}

extension View {
    func codeScanningSheet(isPresented: Binding<Bool>, onCode: @escaping (String) -> ScanReply) -> some View {
        sheet(isPresented: isPresented) { CodeScanner(onCode: onCode) }
    }

    func editingSheet<Editor: View>(isPresented: Binding<Bool>, @ViewBuilder editor: @escaping (Binding<Bool>) -> Editor) -> some View {
        sheet(isPresented: isPresented) { editor(isPresented) }
    }
}

struct TicketEditor: View {
    @Binding var isShown: Bool
    @State private var title = ""
    var body: some View {
        Form {
            TextField("Title", text: $title)
            Button("Save") {
                TicketStore.shared.save(title)
                isShown = false
            }
        }
    }
}

struct TicketDesk: View {
    @State private var scans = false
    @State private var edits = false
    let onTicket: (Ticket) -> Void
    var body: some View {
        VStack {
            Button("Scan") { scans = true }
            Button("New ticket") { edits = true }
        }
        .codeScanningSheet(isPresented: $scans) { payload in // all: state-bool-presentation
            guard let ticket = TicketCodes.ticket(from: payload) else { return .keepScanning }
            onTicket(ticket)
            scans = false
            return .stop
        }
        .editingSheet(isPresented: $edits) { shown in TicketEditor(isShown: shown) } // expect: state-bool-presentation@10
    }
}
