import SwiftUI

struct Planner: View {
    let recipes: [Recipe]
    @State private var isPlanning: Bool = false
    @State private var planned: Recipe?
    @State private var log: [String] = []

    var body: some View {
        List(recipes) { recipe in
            Button(recipe.title) {
                planned = recipe; isPlanning = true
            }
        }
        .sheet(
            isPresented: $isPlanning,
            onDismiss: {
                isPlanning = false
                log.append("closed")
            }
        ) {
            // The plan for the chosen recipe.
            if let recipe = planned {
                VStack {
                    RecipeDetail(recipe: recipe)
                    Text("""
                        Planned
                        """)
                }
            }
        }
    }
}
