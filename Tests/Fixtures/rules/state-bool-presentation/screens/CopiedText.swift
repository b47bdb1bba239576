import SwiftUI
import UIKit

// Text written in place with a way to close and a Copy button is still a page to read when the
// presenter's method Copy calls only puts the text on the pasteboard (a system value, nothing of
// the app's). Twin: the same report whose second button files it in the project's own log store
// does work, and is a screen written in place.
final class IssueLog {
    static let shared = IssueLog()
    func file(_ text: String) {}
}

struct LaunchReport: View {
    @State private var showsReport = false
    @State private var showsFiledReport = false
    @State private var report = ""

    var body: some View {
        VStack {
            Button("Report") { showsReport = true }
            Button("File") { showsFiledReport = true }
        }
        .sheet(isPresented: $showsReport) { // all: state-bool-presentation
            NavigationStack {
                ScrollView { Text(report) }
                    .toolbar {
                        ToolbarItem(placement: .topBarLeading) {
                            Button("Copy") { copyReport() }
                        }
                        ToolbarItem(placement: .topBarTrailing) {
                            Button("OK") { showsReport = false }
                        }
                    }
            }
        }
        .sheet(isPresented: $showsFiledReport) { // expect: state-bool-presentation
            NavigationStack {
                ScrollView { Text(report) }
                    .toolbar {
                        ToolbarItem(placement: .topBarLeading) {
                            Button("File") { fileReport() }
                        }
                        ToolbarItem(placement: .topBarTrailing) {
                            Button("OK") { showsFiledReport = false }
                        }
                    }
            }
        }
    }

    func copyReport() {
        UIPasteboard.general.string = report
    }

    func fileReport() {
        IssueLog.shared.file(report)
    }
}
