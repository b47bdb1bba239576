import SwiftUI

struct MainScreen: View {
    @Environment(\.dismiss) private var dismiss
    var body: some View {
        NavigationStack {
            Text("Board")
                .toolbar { Button("Done") { dismiss() } }
        }
    }
}

struct Badge: View {
    var body: some View { NavigationView { Text("Chess badge").navigationBarItems(leading: Text("x")) } }
}
