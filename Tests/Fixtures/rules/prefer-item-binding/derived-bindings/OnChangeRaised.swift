import SwiftUI

struct Contact: Identifiable {
    let id: Int
    var name: String
}

// The flag is raised only as the optional gets a value.
struct ContactsScreen: View {
    let contacts: [Contact]
    @State private var tapped: Contact?
    @State private var showsCard = false
    var body: some View {
        List(contacts) { c in Button(c.name) { tapped = c } }
            .onChange(of: tapped) { _, new in if new != nil { showsCard = true } }
            .sheet(isPresented: $showsCard) { Text(tapped?.name ?? "") } // expect: prefer-item-binding
    }
}

// Also raised by a button on its own: the sheet opens with no value then.
struct ContactsScreenWithAdd: View {
    let contacts: [Contact]
    @State private var tapped: Contact?
    @State private var showsCard = false
    var body: some View {
        List(contacts) { c in Button(c.name) { tapped = c } }
            .toolbar { Button("Add") { showsCard = true } }
            .onChange(of: tapped) { _, new in if new != nil { showsCard = true } }
            .sheet(isPresented: $showsCard) { Text(tapped?.name ?? "New contact") }
    }
}
