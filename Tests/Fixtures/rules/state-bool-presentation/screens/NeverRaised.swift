import SwiftUI

// A presentation nothing opens (its flag starts false, nothing sets it on, and no view is handed
// `$flag`) is dead code, whatever it shows: reported in both modes, with the advice to remove it,
// even when its content is a picker. Its twins are raised by a button, by a child handed
// `$flag`, and by a coordinator holding the view (`parent?.flag = true`, or a toggle through the
// reference unwrapped, `if let parent = self.parent { … }`: the view's copies share its `State`);
// a coordinator that only turns a flag off does not raise it.
struct TagEditor: View {
    @State private var name = ""
    var body: some View {
        Form { TextField("Name", text: $name) }
    }
}

struct TagColorList: View {
    @Binding var selection: String
    @Environment(\.dismiss) private var dismiss
    var body: some View {
        List(["red", "blue"], id: \.self) { color in
            Button(color) {
                selection = color
                dismiss()
            }
        }
    }
}

struct TagToolbar: View {
    @Binding var isPresented: Bool
    var body: some View { Button("Add") { isPresented = true } }
}

struct TagList: View {
    @State private var color = "red"
    @State private var showsOldEditor = false
    @State private var showsOldColors = false
    @State private var showsTagEditor = false
    @State private var showsChildEditor = false
    @State private var showsMenuEditor = false
    @State private var showsStaleEditor = false
    @State private var showsToggledEditor = false

    final class MenuCoordinator {
        var parent: TagList?
        func menuDidRequestEditor() { parent?.showsMenuEditor = true }
        func menuDidClose() { parent?.showsStaleEditor = false }
        func menuDidToggleEditor() {
            if let parent = self.parent {
                parent.showsToggledEditor = !parent.showsToggledEditor
            }
        }
    }

    var body: some View {
        List {
            Button("New tag") { showsTagEditor = true }
            TagToolbar(isPresented: $showsChildEditor)
        }
        .sheet(isPresented: $showsOldEditor) { TagEditor() } // expect: state-bool-presentation
        .sheet(isPresented: $showsOldColors) { TagColorList(selection: $color) } // expect: state-bool-presentation
        .sheet(isPresented: $showsTagEditor) { TagEditor() } // expect: state-bool-presentation
        .sheet(isPresented: $showsChildEditor) { TagEditor() } // expect: state-bool-presentation
        .sheet(isPresented: $showsMenuEditor) { TagEditor() } // expect: state-bool-presentation
        .sheet(isPresented: $showsStaleEditor) { TagEditor() } // expect: state-bool-presentation
        .sheet(isPresented: $showsToggledEditor) { TagEditor() } // expect: state-bool-presentation
    }
}
