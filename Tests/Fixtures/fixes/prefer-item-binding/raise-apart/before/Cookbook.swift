import SwiftUI

struct Cookbook: View {
    let recipes: [Recipe]
    @State private var showDetail = false
    @State private var selected: Recipe?

    var body: some View {
        List(recipes) { recipe in
            Button(recipe.title) {
                selected = recipe
                withAnimation { showDetail = true }
            }
        }
        .sheet(isPresented: $showDetail) {
            if let recipe = selected {
                RecipeDetail(recipe: recipe)
            }
        }
    }
}
