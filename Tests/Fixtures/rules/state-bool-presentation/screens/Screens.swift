import SwiftUI

struct SymbolChooser: View {
    @Binding var selection: String?
    @Environment(\.dismiss) private var dismiss
    var body: some View {
        List(["star", "heart"], id: \.self) { name in
            Button(name) {
                selection = name
                dismiss()
            }
        }
    }
}

struct ProfileEditor: View {
    let userID: String
    @State private var name = ""
    @State private var bio = ""
    var body: some View {
        Form {
            TextField("Name", text: $name)
            TextField("Bio", text: $bio)
        }
    }
}

struct CountryList: View {
    let onPick: (String) -> Void
    var body: some View {
        List(["FR", "DE"], id: \.self) { code in
            Button(code) { onPick(code) }
        }
    }
}

struct SignUpFlow: View {
    let onFinish: () -> Void
    @State private var step = 0
    @State private var email = ""
    var body: some View {
        VStack {
            TextField("E-mail", text: $email)
            Button("Next") { step += 1 }
            Button("Done") { onFinish() }
        }
    }
}

struct FeeHelp: View {
    @Environment(\.dismiss) private var dismiss
    var body: some View {
        VStack {
            Text("The fee pays for delivery.")
            Link("Learn more", destination: URL(string: "https://example.com")!)
            Button("Close") { dismiss() }
        }
    }
}

struct FeedOptions: View {
    @ObservedObject var model: FeedModel
    var body: some View {
        Form {
            Toggle("Replies", isOn: $model.showsReplies)
            Stepper("Days", value: $model.range)
        }
    }
}

struct TipJar: View {
    @State private var amount = 1
    var body: some View {
        Stepper("Amount", value: $amount)
    }
}

struct NewListForm: View {
    @Environment(\.dismiss) private var dismiss
    @State private var title = ""
    var body: some View {
        NavigationStack {
            Form { TextField("Title", text: $title) }
                .toolbar {
                    ToolbarItem(placement: .cancellationAction) { Button("Cancel") { dismiss() } }
                    ToolbarItem(placement: .confirmationAction) { Button("Save") { dismiss() } }
                }
        }
    }
}

struct OrderEditor: View {
    let orderID: String
    @State private var note = ""
    var body: some View {
        TextField("Note", text: $note)
    }
}
