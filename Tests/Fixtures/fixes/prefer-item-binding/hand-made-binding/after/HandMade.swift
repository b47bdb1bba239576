import SwiftUI

struct HandMade: View {
    let recipes: [Recipe]
    @State private var chosen: Recipe?

    var body: some View {
        List(recipes) { recipe in
            Button(recipe.title) { chosen = recipe }
        }
        .sheet(item: $chosen) { chosen in
            RecipeDetail(recipe: chosen)
        }
    }
}
