import SwiftUI

// 1. The content closure sets the flag.
struct DirectHost: View {
    @State private var editing = false
    var body: some View {
        Text("a").sheet(isPresented: $editing) { // expect: presented-content-mutates-presenter
            Button("Done") { editing = false }
        }
    }
}

// 2. Toggling it.
struct ToggleHost: View {
    @State private var info = false
    var body: some View {
        Text("b").sheet(isPresented: $info) { // expect: presented-content-mutates-presenter
            Text("Info").onTapGesture { info.toggle() }
        }
    }
}

// 3. Through a binding the child sets.
struct ComposeView: View {
    @Binding var isPresented: Bool
    var body: some View { Button("Send") { isPresented = false } }
}

struct BindingHost: View {
    @State private var composing = false
    var body: some View {
        Text("c").sheet(isPresented: $composing) { ComposeView(isPresented: $composing) } // expect: presented-content-mutates-presenter
    }
}

// 4. A cover.
struct CoverHost: View {
    @State private var cover = false
    var body: some View {
        Text("d").fullScreenCover(isPresented: $cover) { // expect: presented-content-mutates-presenter
            Button("Close") { cover = false }
        }
    }
}

// 5. A popover.
struct PopHost: View {
    @State private var pop = false
    var body: some View {
        Text("e").popover(isPresented: $pop) { Button("OK") { pop = false } } // expect: presented-content-mutates-presenter
    }
}

// 6. Through self.
struct SelfHost: View {
    @State private var selfFlag = false
    var body: some View {
        Text("f").sheet(isPresented: $selfFlag) { Button("x") { self.selfFlag = false } } // expect: presented-content-mutates-presenter
    }
}

// 7. A child whose binding has another name.
struct Picker2: View {
    @Binding var show: Bool
    var body: some View { Button("Pick") { show = false } }
}

struct RenamedHost: View {
    @State private var picking = false
    var body: some View {
        Text("g").sheet(isPresented: $picking) { Picker2(show: $picking) } // expect: presented-content-mutates-presenter
    }
}

// 8. In a nested closure of the content.
struct NestedHost: View {
    @State private var nested = false
    var body: some View {
        Text("h").sheet(isPresented: $nested) { // expect: presented-content-mutates-presenter
            List {
                Button("Finish") { withAnimation { nested = false } }
            }
        }
    }
}

// 9. Through a parent binding.
struct RelayHost: View {
    @Binding var relay: Bool
    var body: some View {
        Text("i").sheet(isPresented: $relay) { Button("Stop") { relay = false } } // expect: presented-content-mutates-presenter
    }
}

// 10. In a toolbar of the content.
struct ToolbarHost: View {
    @State private var tool = false
    var body: some View {
        Text("j").sheet(isPresented: $tool) { // expect: presented-content-mutates-presenter
            NavigationStack {
                Text("Body").toolbar { Button("Cancel") { tool = false } }
            }
        }
    }
}
