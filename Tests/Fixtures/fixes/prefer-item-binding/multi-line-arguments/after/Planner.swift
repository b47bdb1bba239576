import SwiftUI

struct Planner: View {
    let recipes: [Recipe]
    @State private var planned: Recipe?
    @State private var log: [String] = []

    var body: some View {
        List(recipes) { recipe in
            Button(recipe.title) {
                planned = recipe
            }
        }
        .sheet(
            item: $planned,
            onDismiss: {
                planned = nil
                log.append("closed")
            }
        ) { recipe in
            // The plan for the chosen recipe.
            VStack {
                RecipeDetail(recipe: recipe)
                Text("""
                    Planned
                    """)
            }
        }
    }
}
