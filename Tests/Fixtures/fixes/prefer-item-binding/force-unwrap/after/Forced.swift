import SwiftUI

struct ForcedList: View {
    let recipes: [Recipe]
    @State private var current: Recipe?

    var body: some View {
        List(recipes) { recipe in
            Button(recipe.title) {
                self.current = recipe
            }
        }
        .sheet(item: $current, onDismiss: { print("closed") }) { current in
            NavigationStack {
                RecipeDetail(recipe: current)
                    .navigationTitle(current.title)
            }
        }
    }
}

// The content as a labelled trailing closure after an `onDismiss` one.
struct LabelledContent: View {
    let recipes: [Recipe]
    @State private var shown: Recipe?

    var body: some View {
        List(recipes) { recipe in
            Button(recipe.title) { shown = recipe }
        }
        .sheet(item: $shown) {
            print("closed")
        } content: { shown in
            RecipeDetail(recipe: shown) // the chosen recipe
        }
    }
}
