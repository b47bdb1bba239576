import SwiftUI

struct GuardList: View {
    let recipes: [Recipe]
    @State private var picked: Recipe?

    var body: some View {
        List(recipes) { recipe in
            Button(recipe.title) {
                picked = recipe
            }
        }
        .popover(item: $picked, arrowEdge: .top) { recipe in
            return AnyView(RecipeDetail(recipe: recipe))
        }
    }
}
