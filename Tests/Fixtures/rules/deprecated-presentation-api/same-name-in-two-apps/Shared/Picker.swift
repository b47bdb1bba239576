import SwiftUI

// Shared code presenting `Badge`, declared by both apps at the same distance: which one is meant
// cannot be told, so nothing is reported from either.
struct BadgeHost: View {
    @State private var badge: GameKind?
    var body: some View {
        Text("Badges").sheet(item: $badge) { _ in Badge() }
    }
}
