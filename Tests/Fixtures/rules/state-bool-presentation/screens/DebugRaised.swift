import SwiftUI

// A screen only debug builds can open (its one button is compiled in `#if DEBUG`) is a debug
// screen, reported with `"all"` only. Its twin's button is in every build, and a flag that debug
// code raises but release code raises too is still a destination's.
struct ComplicationEditor: View {
    @State private var name = ""
    @State private var family = 0
    @State private var color = 0
    var body: some View {
        Form { TextField("Name", text: $name) }
    }
}

struct ComplicationList: View {
    @State private var showsDebugComplicationEditor = false
    @State private var showsComplicationEditor = false
    var body: some View {
        List {
            #if DEBUG
            addSection
            Button("Debug add") { showsComplicationEditor = true }
            #endif
            Button("Add") { showsComplicationEditor = true }
        }
        .sheet(isPresented: $showsDebugComplicationEditor) { ComplicationEditor() } // all: state-bool-presentation
        .sheet(isPresented: $showsComplicationEditor) { ComplicationEditor() } // expect: state-bool-presentation
    }

    #if DEBUG
    private var addSection: some View {
        Section { Button("Add (debug)") { showsDebugComplicationEditor = true } }
    }
    #endif
}
