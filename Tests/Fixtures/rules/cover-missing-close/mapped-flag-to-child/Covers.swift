import SwiftUI

extension Binding where Value == Bool {
    static func isNotNil<T>(_ value: Binding<T?>) -> Binding<Bool> {
        Binding(get: { value.wrappedValue != nil }, set: { if !$0 { value.wrappedValue = nil } })
    }
}

struct Tour: Identifiable {
    let id: Int
    var title: String
}

// Closes itself through the Bool it is handed.
struct TourPlayer: View {
    let tour: Tour
    @Binding var isPresented: Bool
    var body: some View {
        VStack {
            Text(tour.title)
            Button("Finish") { isPresented = false }
        }
    }
}

// Shows the tour and nothing else.
struct TourPoster: View {
    let tour: Tour
    var body: some View { Text(tour.title) }
}

// The cover's content hands a flag made from the optional to the screen it shows, which lowers
// it: a way out.
struct TourLauncher: View {
    @State private var tour: Tour?
    var body: some View {
        Button("Start") { tour = Tour(id: 1, title: "Welcome") }
            .fullScreenCover(item: $tour) { shown in
                TourPlayer(tour: shown, isPresented: .isNotNil($tour))
            }
    }
}

// No flag handed on and no close control: no way out.
struct TourBillboard: View {
    @State private var tour: Tour?
    var body: some View {
        Button("Start") { tour = Tour(id: 2, title: "Sale") }
            .fullScreenCover(item: $tour) { tour in // expect: cover-missing-close
                TourPoster(tour: tour)
            }
    }
}
