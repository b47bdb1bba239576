import SwiftUI

struct ForcedList: View {
    let recipes: [Recipe]
    @State private var current: Recipe?
    @State private var detailShown = false

    var body: some View {
        List(recipes) { recipe in
            Button(recipe.title) {
                self.current = recipe
                self.detailShown = true
            }
        }
        .sheet(isPresented: $detailShown, onDismiss: { print("closed") }) {
            NavigationStack {
                RecipeDetail(recipe: self.current!)
                    .navigationTitle(current!.title)
            }
        }
    }
}

// The content as a labelled trailing closure after an `onDismiss` one.
struct LabelledContent: View {
    let recipes: [Recipe]
    @State private var shown: Recipe?
    @State private var showing = false

    var body: some View {
        List(recipes) { recipe in
            Button(recipe.title) { shown = recipe; showing = true }
        }
        .sheet(isPresented: $showing) {
            print("closed")
        } content: {
            RecipeDetail(recipe: shown!) // the chosen recipe
        }
    }
}
