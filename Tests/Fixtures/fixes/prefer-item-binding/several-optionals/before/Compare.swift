import SwiftUI

struct Compare: View {
    let recipes: [Recipe]
    @State private var showCompare = false
    @State private var left: Recipe?
    @State private var right: Recipe?

    var body: some View {
        List(recipes) { recipe in
            Button(recipe.title) {
                left = recipe
                right = recipes.last
                showCompare = true
            }
        }
        .sheet(isPresented: $showCompare) {
            if let left {
                if let right {
                    HStack {
                        RecipeDetail(recipe: left)
                        RecipeDetail(recipe: right)
                    }
                }
            }
        }
    }
}
