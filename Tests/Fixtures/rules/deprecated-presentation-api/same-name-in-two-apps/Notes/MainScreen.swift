import SwiftUI

// The Notes app's own root screen: shown by its WindowGroup, never presented modally.
struct MainScreen: View {
    var body: some View {
        NavigationView {
            List { Text("Note") }
                .navigationBarItems(trailing: EditButton())
        }
    }
}

struct Scoreboard: View {
    var body: some View { Text("Word count") }
}

struct Badge: View {
    var body: some View { NavigationView { Text("Notes badge").navigationBarItems(leading: Text("y")) } }
}
