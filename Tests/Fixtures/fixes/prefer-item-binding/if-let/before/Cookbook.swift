import SwiftUI

struct Cookbook: View {
    let recipes: [Recipe]
    /// Whether the detail sheet shows.
    @State private var showDetail = false
    @State private var selected: Recipe?

    var body: some View {
        List(recipes) { recipe in
            Button(recipe.title) {
                selected = recipe
                showDetail = true
            }
        }
        .sheet(isPresented: $showDetail) {
            if let recipe = selected {
                RecipeDetail(recipe: recipe)
            }
        }
    }
}

// A flag named like a keyword, and the optional read through `self.`.
struct Shelf: View {
    @State private var open = false
    @State private var target: Recipe?
    func select(_ value: Recipe) { target = value; open = true }
    var body: some View {
        Text("shelf")
            .sheet(isPresented: $open) {
                if let recipe = self.target { RecipeDetail(recipe: recipe) }
            }
    }
}
