import SwiftUI

// `#if DEBUG` around one modifier of a chain: that sheet exists only in debug builds, like a
// debug-only type, so neither rule counts it. The product sheet beside it is still reported.
struct SyncStatusScreen: View {
    @State private var showsLog = false
    @State private var showsHelp = false
    var body: some View {
        VStack {
            Button("Log") { showsLog = true }
            Button("Help") { showsHelp = true }
        }
        .padding()
        #if DEBUG
        .sheet(isPresented: $showsLog) { Text("Sync log") }
        #endif
        .sheet(isPresented: $showsHelp) { Text("Help") } // expect: state-bool-presentation
    }
}

// The `#else` clause is what release builds compile: reported, and so is the scattering of the
// two product sheets; the debug clause's sheet is neither.
struct UploadScreen: View { // expect: scattered-modal-state@8
    @State private var showsInspector = false
    @State private var showsPicker = false
    @State private var showsTerms = false
    var body: some View {
        VStack {
            Button("Pick") { showsPicker = true }
            Button("Terms") { showsTerms = true }
        }
        #if DEBUG
        .sheet(isPresented: $showsInspector) { Text("Inspector") }
        #else
        .sheet(isPresented: $showsPicker) { Text("Picker") } // expect: state-bool-presentation
        #endif
        .sheet(isPresented: $showsTerms) { Text("Terms") } // expect: state-bool-presentation
    }
}

// A platform clause in a chain is product code on that platform: reported.
struct ExportScreen: View {
    @State private var showsShare = false
    var body: some View {
        Button("Share") { showsShare = true }
        #if os(iOS)
        .sheet(isPresented: $showsShare) { Text("Share") } // expect: state-bool-presentation
        #endif
    }
}

// `#if DEBUG` inside a nested chain of the content: only that inner sheet is debug-only.
struct ReceiptScreen: View {
    @State private var showsReceipt = false
    @State private var showsRaw = false
    var body: some View {
        Button("Receipt") { showsReceipt = true }
            .sheet(isPresented: $showsReceipt) { // expect: state-bool-presentation
                Text("Receipt")
                    .onTapGesture(count: 3) { showsRaw = true }
                    #if DEBUG
                    .sheet(isPresented: $showsRaw) { Text("Raw JSON") }
                    #endif
            }
    }
}

// These cases test which flags are view-local, whatever the content: every one is reported.
// fixture-option: state-bool-presentation report=all
