import SwiftUI

struct GuardList: View {
    let recipes: [Recipe]
    @State private var picked: Recipe?
    @State private var showsPicked = false

    var body: some View {
        List(recipes) { recipe in
            Button(recipe.title) {
                picked = recipe
                showsPicked = true
            }
        }
        .popover(isPresented: $showsPicked, arrowEdge: .top) {
            guard let recipe = picked else { return AnyView(EmptyView()) }
            return AnyView(RecipeDetail(recipe: recipe))
        }
    }
}
