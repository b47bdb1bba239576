import SwiftUI

struct ProfileScreen: View {
    var body: some View {
        Text("Profile").navigationBarItems(trailing: Text("Edit")) // expect: deprecated-presentation-api@25
    }
}

struct InboxScreen: View {
    var body: some View {
        Text("Inbox").navigationBarItems(leading: Text("All")) // expect: deprecated-presentation-api@23
    }
}

struct ArchiveScreen: View {
    var body: some View {
        Text("Archive").navigationBarItems(trailing: Text("0"))
    }
}
