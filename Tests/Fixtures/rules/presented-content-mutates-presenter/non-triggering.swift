import SwiftUI

// 1. dismiss() from the environment.
struct DismissingView: View {
    @Environment(\.dismiss) private var dismiss
    var body: some View { Button("Done") { dismiss() } }
}

struct DismissHost: View {
    @State private var a = false
    var body: some View { Text("a").sheet(isPresented: $a) { DismissingView() } }
}

// 2. Setting it on (inside the content) is not closing.
struct OnHost: View {
    @State private var b = false
    var body: some View { Text("b").sheet(isPresented: $b) { Button("Again") { b = true } } }
}

// 3. A binding passed but never written.
struct ReaderView: View {
    @Binding var isPresented: Bool
    var body: some View { Text(isPresented ? "shown" : "hidden") }
}

struct ReadHost: View {
    @State private var c = false
    var body: some View { Text("c").sheet(isPresented: $c) { ReaderView(isPresented: $c) } }
}

// 4. Other state changed by the content.
struct OtherHost: View {
    @State private var d = false
    @State private var count = 0
    var body: some View { Text("d").sheet(isPresented: $d) { Button("+") { count += 1 } } }
}

// 5. The presenter itself closes it outside the content.
struct PresenterHost: View {
    @State private var e = false
    var body: some View {
        Text("e").onTapGesture { e = false }.sheet(isPresented: $e) { Text("E") }
    }
}

// 6. Item presentations.
struct Thing: Identifiable { let id: Int }

struct ItemHost: View {
    @State private var thing: Thing?
    var body: some View { Text("f").sheet(item: $thing) { _ in Button("x") { thing = nil } } }
}

// 7. A coordinator's flag.
@Observable final class Flow { var g = false }

struct FlowHost: View {
    @Bindable var flow: Flow
    var body: some View { Text("g").sheet(isPresented: $flow.g) { Button("x") { flow.g = false } } }
}

// 8. Alerts.
struct AlertHost: View {
    @State private var h = false
    var body: some View { Text("h").alert("H", isPresented: $h) { Button("OK") { h = false } } }
}

// 9. A shadowing local.
struct ShadowHost: View {
    @State private var i = false
    var body: some View {
        Text("i").sheet(isPresented: $i) {
            Button("x") {
                var i = true
                i = false
                print(i)
            }
        }
    }
}

// 10. Previews.
#Preview {
    @Previewable @State var j = true
    Text("j").sheet(isPresented: $j) { Button("x") { j = false } }
}
