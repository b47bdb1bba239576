import SwiftUI

struct HandMade: View {
    let recipes: [Recipe]
    @State private var chosen: Recipe?

    var body: some View {
        List(recipes) { recipe in
            Button(recipe.title) { chosen = recipe }
        }
        .sheet(isPresented: Binding(get: { chosen != nil }, set: { if !$0 { chosen = nil } })) {
            if let chosen {
                RecipeDetail(recipe: chosen)
            }
        }
    }
}
