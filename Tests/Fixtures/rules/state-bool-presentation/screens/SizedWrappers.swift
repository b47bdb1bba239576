import SwiftUI

// A wrapper that sizes its sheet itself (`presentationDetents` inside the `ViewModifier` it
// applies): what it presents is a small sheet of the presenting screen, as if the content gave
// the detents. Its twin presents a form whose Save works and closes: a small create form, still
// a screen. (Same wrapper, a third call: a large wrapper presents a screen of its own.)
private struct FittedSheetModifier<Sheet: View>: ViewModifier {
    @Binding var isPresented: Bool
    let sheet: () -> Sheet
    func body(content: Content) -> some View {
        content.sheet(isPresented: $isPresented) {
            sheet().presentationDetents([.height(320)])
        }
    }
}

extension View {
    func fittedSheet<Sheet: View>(isPresented: Binding<Bool>, @ViewBuilder content: @escaping () -> Sheet) -> some View {
        modifier(FittedSheetModifier(isPresented: isPresented, sheet: content))
    }

    func roomySheet<Sheet: View>(isPresented: Binding<Bool>, @ViewBuilder content: @escaping () -> Sheet) -> some View {
        sheet(isPresented: isPresented) { content().presentationDetents([.large]) }
    }
}

final class TallyStore {
    func add(_ name: String) {}
}

struct TallyOptions: View {
    @State private var grouped = false
    @State private var compact = false
    var body: some View {
        Form {
            Toggle("Group", isOn: $grouped)
            Toggle("Compact", isOn: $compact)
        }
    }
}

struct TallyNewCounter: View {
    let store: TallyStore
    @Environment(\.dismiss) private var dismiss
    @State private var name = ""
    var body: some View {
        Form {
            TextField("Name", text: $name)
            Button("Save") {
                store.add(name)
                dismiss()
            }
        }
    }
}

struct TallyScreen: View {
    let store: TallyStore
    @State private var showsOptions = false
    @State private var addsCounter = false
    @State private var showsBigOptions = false
    var body: some View {
        VStack {
            Button("Options") { showsOptions = true }
                .fittedSheet(isPresented: $showsOptions) { TallyOptions() } // all: state-bool-presentation@18
            Button("New") { addsCounter = true }
                .fittedSheet(isPresented: $addsCounter) { TallyNewCounter(store: store) } // expect: state-bool-presentation@18
            Button("More options") { showsBigOptions = true }
                .roomySheet(isPresented: $showsBigOptions) { TallyOptions() } // expect: state-bool-presentation@18
        }
    }
}
