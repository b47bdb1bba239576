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
