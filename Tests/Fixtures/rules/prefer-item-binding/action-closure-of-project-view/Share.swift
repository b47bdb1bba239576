import SwiftUI

func loadImageData(from url: URL) async throws -> Data? { nil }

// A round icon button of the project: its trailing closure is the action.
struct RoundIconButton: View {
    let icon: String
    let action: () -> Void
    init(icon: String, action: @escaping () -> Void) {
        self.icon = icon
        self.action = action
    }
    var body: some View { Button(action: action) { Image(systemName: icon) } }
}

// A card of the project: its trailing closure is content.
struct Card<Content: View>: View {
    @ViewBuilder let content: () -> Content
    var body: some View { VStack { content() } }
}

struct ShareCard: View {
    let data: Data
    var body: some View { Text("\(data.count) bytes") }
}

// The selection is made in a `Task` the button's action starts, beside raising the flag.
struct PhotoOverlay: View {
    let url: URL
    @State private var isSharing = false
    @State private var sharedData: Data?
    var body: some View {
        RoundIconButton(icon: "square.and.arrow.up") {
            Task {
                sharedData = try await loadImageData(from: url)
            }
            isSharing.toggle()
        }
        .sheet(isPresented: $isSharing) { // expect: prefer-item-binding
            if let sharedData {
                ShareCard(data: sharedData)
            }
        }
    }
}

// The same with the selection assigned in the action itself.
struct PhotoStrip: View {
    let photos: [Data]
    @State private var isSharing = false
    @State private var sharedData: Data?
    var body: some View {
        RoundIconButton(icon: "square.and.arrow.up") {
            sharedData = photos.first
            isSharing = true
        }
        .sheet(isPresented: $isSharing) { // expect: prefer-item-binding
            if let sharedData {
                ShareCard(data: sharedData)
            }
        }
    }
}

// The action raises the flag alone; the data is loaded when the screen appears: silent.
struct PhotoFooter: View {
    let url: URL
    @State private var isSharing = false
    @State private var sharedData: Data?
    var body: some View {
        RoundIconButton(icon: "square.and.arrow.up") {
            isSharing.toggle()
        }
        .task { sharedData = try? await loadImageData(from: url) }
        .sheet(isPresented: $isSharing) {
            if let sharedData {
                ShareCard(data: sharedData)
            }
        }
    }
}

// A card's content closure shows views; the button inside it raises the flag alone: silent.
struct PhotoCard: View {
    let url: URL
    @State private var isSharing = false
    @State private var sharedData: Data?
    var body: some View {
        Card {
            Text("Photo")
            Button("Share") { isSharing = true }
        }
        .onAppear { Task { sharedData = try await loadImageData(from: url) } }
        .sheet(isPresented: $isSharing) {
            if let sharedData {
                ShareCard(data: sharedData)
            }
        }
    }
}
