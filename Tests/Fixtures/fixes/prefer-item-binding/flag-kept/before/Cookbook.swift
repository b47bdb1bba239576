import SwiftUI

struct Cookbook: View {
    let recipes: [Recipe]
    @State var showDetail = false
    @State var selected: Recipe?

    var body: some View {
        NavigationView {
            List(recipes) { recipe in
                Button(recipe.title) {
                    #if os(iOS)
                    selected = recipe
                    showDetail = true
                    #endif
                }
            }
            .sheet(isPresented: $showDetail) {
                NavigationView {
                    if let recipe = selected {
                        RecipeDetail(recipe: recipe)
                            .navigationTitle(recipe.title)
                    }
                }
            }
        }
    }
}
