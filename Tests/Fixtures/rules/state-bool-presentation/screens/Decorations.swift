import SwiftUI

// A view drawn behind or over the content (`.background`, `.overlay`) is a part of it, not the
// screen: a warning written in place over a blur view only shows, and remembering that it was
// seen is no work. Its twin starts a scan as it closes: a screen written in place. A sheet
// attached inside a background shows a screen of its own all the same.
struct BlurBackdrop: NSViewRepresentable {
    func makeNSView(context: Context) -> NSVisualEffectView { NSVisualEffectView() }
    func updateNSView(_ view: NSVisualEffectView, context: Context) {}
}

struct ScanForm: View {
    @State private var depth = 1
    @State private var includesHidden = false
    var body: some View {
        Form {
            Stepper("Depth", value: $depth)
            Toggle("Hidden files", isOn: $includesHidden)
        }
    }
}

struct CleanupScreen: View {
    @State private var showsWarning = false
    @State private var showsScanWarning = false
    @State private var showsScanForm = false
    @AppStorage("warningSeen") private var warningSeen = false
    var body: some View {
        List { Text("Files") }
            .onAppear { showsWarning = !warningSeen }
            .sheet(isPresented: $showsWarning) { // all: state-bool-presentation
                VStack {
                    Text("Always check the files marked for removal.")
                    Button("Close") {
                        warningSeen = true
                        showsWarning = false
                    }
                }
                .background(BlurBackdrop())
            }
            .sheet(isPresented: $showsScanWarning) { // expect: state-bool-presentation
                VStack {
                    Text("Scanning may take a while.")
                    Button("Start") {
                        startScan()
                        showsScanWarning = false
                    }
                }
                .background(BlurBackdrop())
            }
            .background(Color.clear.sheet(isPresented: $showsScanForm) { ScanForm() }) // expect: state-bool-presentation
            .toolbar {
                Button("Scan") { showsScanWarning = true }
                Button("Options") { showsScanForm = true }
            }
    }

    func startScan() {}
}
