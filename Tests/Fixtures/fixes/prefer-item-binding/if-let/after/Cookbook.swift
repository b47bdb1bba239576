import SwiftUI

struct Cookbook: View {
    let recipes: [Recipe]
    @State private var selected: Recipe?

    var body: some View {
        List(recipes) { recipe in
            Button(recipe.title) {
                selected = recipe
            }
        }
        .sheet(item: $selected) { recipe in
            RecipeDetail(recipe: recipe)
        }
    }
}

// A flag named like a keyword, and the optional read through `self.`.
struct Shelf: View {
    @State private var target: Recipe?
    func select(_ value: Recipe) { target = value }
    var body: some View {
        Text("shelf")
            .sheet(item: $target) { recipe in
                RecipeDetail(recipe: recipe)
            }
    }
}
