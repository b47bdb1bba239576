import SwiftUI

struct Cookbook: View {
    let recipes: [Recipe]
    @State var showDetail = false
    @State var selected: Recipe?

    var body: some View {
        List(recipes) { recipe in
            Button(recipe.title) { open(recipe) }
        }
        .sheet(isPresented: $showDetail) {
            if let recipe = selected {
                RecipeDetail(recipe: recipe)
            }
        }
    }
}
