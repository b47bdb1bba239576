import SwiftUI

struct Recipe: Identifiable {
    let id: Int
    var title: String
}

struct RecipeDetail: View {
    let recipe: Recipe
    var body: some View { Text(recipe.title) }
}
