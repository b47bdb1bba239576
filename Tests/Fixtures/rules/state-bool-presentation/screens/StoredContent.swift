import SwiftUI

// Content the model cannot place, silent by default: a view the presenter was handed and stores,
// and a sheet that shows nothing (kept for what its flag triggers elsewhere).
struct ProfileSheets: ViewModifier {
    @Binding var showsDetails: Bool
    let detailsView: AnyView
    func body(content: Content) -> some View {
        content
            .sheet(isPresented: $showsDetails) { detailsView } // all: state-bool-presentation
    }
}

struct ActivityFeed: View {
    @State private var showsDetails = false
    @State private var forwardsActivity = false
    var body: some View {
        List {
            Text("Feed")
            Button("Forward") { forwardsActivity = true }
        }
            .modifier(ProfileSheets(showsDetails: $showsDetails, detailsView: AnyView(Text("Details"))))
            .sheet(isPresented: $forwardsActivity) { EmptyView() } // all: state-bool-presentation
    }
}

// A closure the modifier was handed that makes a view of a generic type: whatever the caller
// builds, not placed. Its twin's closure makes a form of the project's, judged as that form.
struct RosterEditor: View {
    @State private var name = ""
    var body: some View { Form { TextField("Name", text: $name) } }
}

struct RosterSheets<PickerContent: View>: ViewModifier {
    @Binding var picksMembers: Bool
    @Binding var editsRoster: Bool
    let pickerSheet: () -> PickerContent
    let editorSheet: () -> RosterEditor
    func body(content: Content) -> some View {
        content
            .sheet(isPresented: $picksMembers) { pickerSheet() } // all: state-bool-presentation
            .sheet(isPresented: $editsRoster) { editorSheet() } // expect: state-bool-presentation
    }
}

struct RosterScreen: View {
    @State private var picksMembers = false
    @State private var editsRoster = false
    var body: some View {
        VStack {
            Button("Add") { picksMembers = true }
            Button("Edit") { editsRoster = true }
        }
        .modifier(RosterSheets(picksMembers: $picksMembers, editsRoster: $editsRoster,
                               pickerSheet: { Text("Members") }, editorSheet: { RosterEditor() }))
    }
}
