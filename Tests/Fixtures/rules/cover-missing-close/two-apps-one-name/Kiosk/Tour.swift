import SwiftUI

struct Tour: View {
    var body: some View {
        TabView {
            Text("Hall one")
            Text("Hall two")
        }
    }
}
