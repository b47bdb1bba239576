import SwiftUI

final class EntryModel: ObservableObject {
    enum Problem: Identifiable {
        case tooLarge, missing
        var id: Self { self }
    }
    @Published var problem: Problem?
    @Published var notice: Problem?
}

// The alert's content is a reference to a method of the view, named with its labels.
struct EntryView: View {
    @ObservedObject var model: EntryModel

    var body: some View {
        Form {
            Text("Entry")
        }
        .alert(item: $model.problem, content: alert(for:)) // expect: deprecated-presentation-api@10
        .alert(item: self.$model.notice, content: self.alert(for:)) // expect: deprecated-presentation-api@10
    }

    private func alert(for problem: EntryModel.Problem) -> SwiftUI.Alert {
        switch problem {
        case .tooLarge: return SwiftUI.Alert(title: Text("Too large"))
        case .missing: return SwiftUI.Alert(title: Text("Missing"))
        }
    }
}
