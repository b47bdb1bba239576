import SwiftUI

struct Note: Identifiable { let id: Int }

// 1. Resetting other state is what onDismiss is for.
struct ResetHost: View {
    @State private var editing = false
    @State private var draft = ""
    var body: some View {
        Text("a").sheet(isPresented: $editing, onDismiss: { draft = "" }) { Text("Editor") }
    }
}

// 2. Setting the flag off again is harmless.
struct OffHost: View {
    @State private var open = false
    var body: some View {
        Text("b").sheet(isPresented: $open, onDismiss: { open = false }) { Text("Sheet") }
    }
}

// 3. Clearing the item.
struct ClearHost: View {
    @State private var note: Note?
    var body: some View {
        Text("c").sheet(item: $note, onDismiss: { note = nil }) { n in Text("\(n.id)") }
    }
}

// 4. Presenting a different modal next.
struct ChainHost: View {
    @State private var first = false
    @State private var second = false
    var body: some View {
        Text("d")
            .sheet(isPresented: $first, onDismiss: { second = true }) { Text("First") }
            .sheet(isPresented: $second) { Text("Second") }
    }
}

// 5. No handler.
struct NoHandler: View {
    @State private var plain = false
    var body: some View { Text("e").sheet(isPresented: $plain) { Text("Plain") } }
}

// 6. A handler that only logs.
struct LogHost: View {
    @State private var logged = false
    var body: some View {
        Text("f").sheet(isPresented: $logged, onDismiss: { print("dismissed") }) { Text("Log") }
    }
}

// 7. A handler method that touches other state.
struct MethodHost: View {
    @State private var picking = false
    @State private var count = 0
    var body: some View {
        Text("g").sheet(isPresented: $picking, onDismiss: reload) { Text("Pick") }
    }
    func reload() { count += 1 }
}

// 8. Same name on another object.
final class Other: ObservableObject { @Published var active = false }

struct OtherHost: View {
    @State private var active = false
    @StateObject private var other = Other()
    var body: some View {
        Text("h").sheet(isPresented: $active, onDismiss: { other.active = true }) { Text("Other") }
    }
}

// 9. Alerts are not checked.
struct AlertHost: View {
    @State private var warn = false
    var body: some View {
        Text("i").alert("Warn", isPresented: $warn) { Button("OK") { warn = true } }
    }
}

// 10. A local variable shadows the state name.
struct ShadowHost: View {
    @State private var shown = false
    var body: some View {
        Text("j").sheet(isPresented: $shown, onDismiss: {
            var shown = false
            shown = true
            print(shown)
        }) { Text("Shadow") }
    }
}

// 11. Re-presenting later from a task is not the handler's doing.
struct LaterHost: View {
    @State private var reminder = false
    var body: some View {
        Text("k")
            .sheet(isPresented: $reminder, onDismiss: { scheduleLater() }) { Text("Reminder") }
    }
    func scheduleLater() {}
}

// 10. Items shown one after another: the handler takes the next one from a queue, so what is
// presented next is a different item, not the one just dismissed.
struct Tip: Identifiable { let id: Int; let text: String }
struct TipsHost: View {
    @State private var waiting: [Tip] = []
    @State private var shown: Tip?
    var body: some View {
        Color.clear
            .sheet(item: $shown, onDismiss: nextTip) { tip in Text(tip.text) }
            .onAppear(perform: nextTip)
    }
    private func nextTip() {
        guard !waiting.isEmpty else { return }
        shown = waiting.removeFirst()
    }
}

// 12. Shown again later, once the dismissal has played out: after a delay, from a task, or from
// a method that schedules it (a gate shown again until the user agrees).
struct DelayedHosts: View {
    @State private var tip = false
    @State private var rating = false
    @State private var license = false
    let agreed = false
    var body: some View {
        VStack {
            Text("a").sheet(isPresented: $tip, onDismiss: {
                DispatchQueue.main.asyncAfter(deadline: .now() + 1) { tip = true }
            }) { Text("Tip") }
            Text("b").sheet(isPresented: $rating, onDismiss: { Task { rating = true } }) { Text("Rate") }
            Text("c").sheet(isPresented: $license, onDismiss: askAgainIfNeeded) { Text("License") }
        }
    }
    func askAgainIfNeeded() {
        after(seconds: 0.5) {
            guard agreed else {
                license = true
                return
            }
        }
    }
    func after(seconds: Double, _ work: @escaping () -> Void) {
        DispatchQueue.main.asyncAfter(deadline: .now() + seconds, execute: work)
    }
}
