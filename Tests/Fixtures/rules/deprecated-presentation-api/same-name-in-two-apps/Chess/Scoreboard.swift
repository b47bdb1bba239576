import SwiftUI

struct Scoreboard: View {
    var body: some View {
        NavigationView {
            Text("Scores")
                .navigationBarItems(trailing: Text("Top")) // expect: deprecated-presentation-api@18
        }
    }
}
