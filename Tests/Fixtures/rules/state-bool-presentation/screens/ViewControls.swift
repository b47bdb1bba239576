import SwiftUI

// A page to read can still have controls, when they only change how it shows what it shows: the
// address card switches between text and a code and lets the reader make the text larger, through
// a part it hands its own text size, and lights the screen up while it shows (the system's own
// value, even where the project extends `UIScreen`). Nothing the user does there works. Twins: the
// same card whose size a button keeps in the project's settings, and one whose mode a change
// handler stores, are screens that work.
struct AddressCard: View {
    let address: String
    @State private var showsCode = false
    @State private var scale = 1.0
    @Environment(\.dismiss) private var dismiss
    var body: some View {
        VStack {
            Picker("Mode", selection: $showsCode) {
                Text("Text").tag(false)
                Text("Code").tag(true)
            }
            if showsCode {
                Image(systemName: "qrcode")
            } else {
                ScaledAddress(address: address, scale: $scale)
            }
            Button("Close") { dismiss() }
        }
        .onAppear { UIScreen.main.brightness = 1 }
        .onDisappear { UIScreen.main.brightness = 0.5 }
    }
}

extension UIScreen {
    var isDim: Bool { brightness < 0.5 }
}

struct ScaledAddress: View {
    let address: String
    @Binding var scale: Double
    var body: some View {
        VStack {
            Text(address).font(.system(size: 20 * scale))
            Slider(value: $scale, in: 1...3)
        }
    }
}

final class CardStore {
    static let shared = CardStore()
    func keep(showsCode: Bool) {}
}

enum CardSettings {
    static var scale = 1.0
}

// Twin: a button keeps the chosen size.
struct SizedAddressCard: View {
    let address: String
    @State private var scale = 1.0
    var body: some View {
        VStack {
            Text(address).font(.system(size: 20 * scale))
            Slider(value: $scale, in: 1...3)
            Button("Keep this size") { CardSettings.scale = scale }
        }
    }
}

// Twin: a change of the mode is stored as it happens.
struct StoredModeCard: View {
    let address: String
    @State private var showsCode = false
    var body: some View {
        VStack {
            Toggle("Code", isOn: $showsCode)
            Text(address)
        }
        .onChange(of: showsCode) { _, code in CardStore.shared.keep(showsCode: code) }
    }
}

struct AddressRow: View {
    let address: String
    @State private var showsCard = false
    @State private var sizesCard = false
    @State private var storesMode = false
    var body: some View {
        HStack {
            Text(address)
            Button("Show") { showsCard = true }
            Button("Size") { sizesCard = true }
            Button("Mode") { storesMode = true }
        }
        .sheet(isPresented: $showsCard) { // all: state-bool-presentation
            AddressCard(address: address)
        }
        .sheet(isPresented: $sizesCard) { // expect: state-bool-presentation
            SizedAddressCard(address: address)
        }
        .sheet(isPresented: $storesMode) { // expect: state-bool-presentation
            StoredModeCard(address: address)
        }
    }
}
