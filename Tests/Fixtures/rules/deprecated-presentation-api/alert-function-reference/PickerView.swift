import SwiftUI

// Twin: a sheet whose content is a method reference is no alert.
struct PickerView: View {
    @ObservedObject var model: EntryModel

    var body: some View {
        List {
            Text("Pick")
        }
        .sheet(item: $model.problem, content: sheet(for:))
    }

    private func sheet(for problem: EntryModel.Problem) -> some View {
        Text("Problem")
    }
}
