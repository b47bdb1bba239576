import SwiftUI

struct RecipeList: View {
    let recipes: [Recipe]
    @Binding var showDetail: Bool
    @State private var selected: Recipe?
    var body: some View {
        List(recipes) { recipe in
            Button(recipe.title) {
                selected = recipe
                showDetail = true
            }
        }
        .sheet(isPresented: $showDetail) {
            if let selected { RecipeDetail(recipe: selected) }
        }
    }
}
