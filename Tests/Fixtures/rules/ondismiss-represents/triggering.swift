import SwiftUI

struct Draft: Identifiable { let id: Int }

// 1. The handler sets the flag straight back on.
struct EditorHost: View {
    @State private var editing = false
    var body: some View {
        Text("a").sheet(isPresented: $editing, onDismiss: { editing = true }) { Text("Editor") } // expect: ondismiss-represents
    }
}

// 2. Toggling after dismissal turns it back on.
struct ToggleHost: View {
    @State private var showing = false
    var body: some View {
        Text("b").sheet(isPresented: $showing, onDismiss: { showing.toggle() }) { Text("Sheet") } // expect: ondismiss-represents
    }
}

// 3. An item route re-selected on dismissal.
struct ItemHost: View {
    @State private var draft: Draft?
    var body: some View {
        Text("c").sheet(item: $draft, onDismiss: { draft = Draft(id: 1) }) { d in Text("\(d.id)") } // expect: ondismiss-represents
    }
}

// 4. An enum route set again.
enum Step: Identifiable { case intro, details; var id: Int { 0 } }

struct RouteHost: View {
    @State private var step: Step?
    var body: some View {
        Text("d").fullScreenCover(item: $step, onDismiss: { step = .details }) { _ in Text("Step") } // expect: ondismiss-represents
    }
}

// 5. Through a handler method.
struct MethodHost: View {
    @State private var reviewing = false
    var body: some View {
        Text("e").sheet(isPresented: $reviewing, onDismiss: restart) { Text("Review") } // expect: ondismiss-represents
    }
    func restart() { reviewing = true }
}

// 6. Through self.
struct SelfHost: View {
    @State private var promo = false
    var body: some View {
        Text("f").fullScreenCover(isPresented: $promo, onDismiss: { self.promo = true }) { Text("Promo") } // expect: ondismiss-represents
    }
}

// 7. On a view model's flag.
final class TourModel: ObservableObject { @Published var touring = false }

struct ModelHost: View {
    @StateObject private var tour = TourModel()
    var body: some View {
        Text("g").sheet(isPresented: $tour.touring, onDismiss: { tour.touring = true }) { Text("Tour") } // expect: ondismiss-represents
    }
}

// 8. Among other statements.
struct MixedHost: View {
    @State private var composing = false
    @State private var text = ""
    var body: some View {
        Text("h").sheet(isPresented: $composing, onDismiss: { // expect: ondismiss-represents
            text = ""
            composing = true
        }) { Text("Compose") }
    }
}

// 9. Inside a condition in the handler.
struct ConditionalHost: View {
    @State private var survey = false
    @State private var answered = false
    var body: some View {
        Text("i").sheet(isPresented: $survey, onDismiss: { if !answered { survey = true } }) { Text("Survey") } // expect: ondismiss-represents
    }
}

// 10. Wrapped in an animation block.
struct AnimatedHost: View {
    @State private var panel = false
    var body: some View {
        Text("j").sheet(isPresented: $panel, onDismiss: { withAnimation { panel = true } }) { Text("Panel") } // expect: ondismiss-represents
    }
}

// 11. In a multi-line call with the handler in the middle.
struct MultiLineHost: View {
    @State private var filters = false
    var body: some View {
        Text("k")
            .sheet( // expect: ondismiss-represents
                isPresented: $filters,
                onDismiss: { filters = true }
            ) {
                Text("Filters")
            }
    }
}

// 12. A flag turned back on from a method's answer: the queue exemption is for items only.
final class Nagger { func shouldNag() -> Bool { true } }
struct NagHost: View {
    @State private var nag = false
    let nagger = Nagger()
    var body: some View {
        Text("l").sheet(isPresented: $nag, onDismiss: { nag = nagger.shouldNag() }) { Text("Nag") } // expect: ondismiss-represents
    }
}
