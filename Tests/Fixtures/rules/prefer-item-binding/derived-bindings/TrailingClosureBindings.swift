import SwiftUI

// The trailing-closure spelling of `Binding(get:set:)`, as a computed property.
struct ScanButton: View {
    @State private var scanSource: Int?
    private var showsScanner: Binding<Bool> {
        Binding {
            scanSource != nil
        } set: { _ in
            scanSource = nil
        }
    }
    var body: some View {
        Button("Scan") { scanSource = 1 }
            .sheet(isPresented: showsScanner) { // expect: prefer-item-binding
                Text("Source \(scanSource ?? 0)")
            }
    }
}

// Twin: the trailing-closure getter reads other state too.
struct GatedScanButton: View {
    @State private var scanSource: Int?
    @State private var allowed = false
    private var showsScanner: Binding<Bool> {
        Binding {
            allowed && scanSource != nil
        } set: { _ in
            scanSource = nil
        }
    }
    var body: some View {
        Button("Scan") { scanSource = 1 }
            .sheet(isPresented: showsScanner) {
                Text("Source \(scanSource ?? 0)")
            }
    }
}
