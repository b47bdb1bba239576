import SwiftUI

// `Recipe` here is the view's own nested type, not the project's `Identifiable` one.
struct Pantry: View {
    struct Recipe { let title: String }
    @State private var showRecipe = false
    @State private var chosen: Recipe?

    var body: some View {
        Button("Soup") {
            chosen = Recipe(title: "Soup")
            showRecipe = true
        }
        .sheet(isPresented: $showRecipe) {
            if let chosen { Text(chosen.title) }
        }
    }
}
