import SwiftUI
import RemoteImages

// What the user does on a screen decides whether it only shows. An info sheet that keeps several
// values of its own (what it loads as it appears, how it shows it) and whose buttons only close it
// or change how it looks is information. Its twins keep the same values and do work when the user
// acts: a button saving through the model, a method handed to a control, an edit of its own list
// that a change handler saves, a row's callback adding to a store.
final class AppCatalog: ObservableObject {
    func details(for id: String) async -> String { id }
    func save(_ notes: [String]) {}
    func add(_ id: String) {}
    func signIn() {}
}

struct AppInfoSheet: View {
    let id: String
    @EnvironmentObject var catalog: AppCatalog
    @Environment(\.dismiss) private var dismiss
    @State private var details = ""
    @State private var isAvailable: Bool?
    @State private var largeText = false
    @State private var iconURL: URL?
    var body: some View {
        VStack {
            // (A library image's content closure builds a view of the image it is given.)
            RemoteImage(url: iconURL) { image in
                image.resizable()
            }
            InfoHeader(title: $details)
            Text(details).font(largeText ? .title : .body)
            Button("Text size") { largeText.toggle() }
            Button("OK") { dismiss() }
        }
        .task {
            details = await catalog.details(for: id)
            isAvailable = true
        }
    }
}

/// Handed a binding it only reads: a part of the page, not a step the page runs.
struct InfoHeader: View {
    @Binding var title: String
    var body: some View { Text(title).font(.headline) }
}

struct AppNotesSheet: View {
    let id: String
    @EnvironmentObject var catalog: AppCatalog
    @Environment(\.dismiss) private var dismiss
    @State private var details = ""
    @State private var isAvailable: Bool?
    @State private var largeText = false
    @State private var notes: [String] = []
    var body: some View {
        VStack {
            Text(details).font(largeText ? .title : .body)
            Button("Save") {
                catalog.save(notes)
                dismiss()
            }
        }
        .task { details = await catalog.details(for: id) }
    }
}

struct AppSignInSheet: View {
    @EnvironmentObject var catalog: AppCatalog
    @State private var details = ""
    @State private var isAvailable: Bool?
    @State private var largeText = false
    var body: some View {
        VStack {
            Text(details).font(largeText ? .title : .body)
            Button("Sign in", action: signIn)
        }
    }
}

private extension AppSignInSheet {
    func signIn() {
        catalog.signIn()
    }
}

struct NotesEditorSheet: View {
    @EnvironmentObject var catalog: AppCatalog
    @State private var notes: [String] = []
    @State private var largeText = false
    @State private var selected: String?
    var body: some View {
        VStack {
            ForEach(notes, id: \.self) { Text($0) }
            Button("Clear") { notes.removeAll() }
        }
        .onChange(of: notes) { newValue in
            catalog.save(newValue)
        }
    }
}

struct AddToListSheet: View {
    let ids: [String]
    @EnvironmentObject var catalog: AppCatalog
    @State private var added: String?
    @State private var largeText = false
    @State private var filter = ""
    var body: some View {
        List(ids, id: \.self) { id in
            CatalogRow(title: id) {
                add(id)
            }
        }
    }

    private func add(_ id: String) {
        catalog.add(id)
        added = id
    }
}

struct CatalogRow: View {
    let title: String
    let onTap: () -> Void
    var body: some View { Button(title, action: onTap) }
}

// A sheet whose detents stop below `.large` is a part of the presenting screen, unless a control
// of it saves and closes in one action: a small create form is still a screen of its own. Its
// twin hands the address back through a callback and closes.
struct AddMirrorSheet: View {
    @EnvironmentObject var catalog: AppCatalog
    @Environment(\.dismiss) private var dismiss
    @State private var address = ""
    var body: some View {
        Form {
            TextField("Address", text: $address)
            Button("Add") {
                catalog.add(address)
                dismiss()
            }
        }
    }
}

struct MirrorAddressSheet: View {
    let onAdd: (String) -> Void
    @Environment(\.dismiss) private var dismiss
    @State private var address = ""
    var body: some View {
        Form {
            TextField("Address", text: $address)
            Button("Add") {
                onAdd(address)
                dismiss()
            }
        }
    }
}

struct MirrorsScreen: View {
    @State private var mirrors: [String] = []
    @State private var showsAddMirror = false
    @State private var showsMirrorAddress = false
    var body: some View {
        List(mirrors, id: \.self) { Text($0) }
            .toolbar {
                Button("Add") { showsAddMirror = true }
                Button("Type address") { showsMirrorAddress = true }
            }
            .sheet(isPresented: $showsAddMirror) { // expect: state-bool-presentation
                AddMirrorSheet().presentationDetents([.medium])
            }
            .sheet(isPresented: $showsMirrorAddress) { // all: state-bool-presentation
                MirrorAddressSheet { mirrors.append($0) }.presentationDetents([.medium])
            }
    }
}

struct CatalogScreen: View {
    let id: String
    @State private var showsInfo = false
    @State private var showsNotes = false
    @State private var showsSignIn = false
    @State private var showsEditor = false
    @State private var showsAdd = false
    var body: some View {
        List {
            Button("Info") { showsInfo = true }
            Button("Notes") { showsNotes = true }
            Button("Sign in") { showsSignIn = true }
            Button("Edit notes") { showsEditor = true }
            Button("Add to list") { showsAdd = true }
        }
        .sheet(isPresented: $showsInfo) { AppInfoSheet(id: id) } // all: state-bool-presentation
        .sheet(isPresented: $showsNotes) { AppNotesSheet(id: id) } // expect: state-bool-presentation
        .sheet(isPresented: $showsSignIn) { AppSignInSheet() } // expect: state-bool-presentation
        .sheet(isPresented: $showsEditor) { NotesEditorSheet() } // expect: state-bool-presentation
        .sheet(isPresented: $showsAdd) { AddToListSheet(ids: [id]) } // expect: state-bool-presentation
    }
}
