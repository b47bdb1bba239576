import SwiftUI
import Observation

// A picker handed a part of the presenter's model (`model.languages`), whose rows call it, is a
// part of the presenting form, as MVVM pickers are built. A hub handed another part of the model
// that leads to screens of its own is a destination.
@Observable
final class LanguageChoices {
    var selected: [String] = []
    func toggle(_ language: String) {}
}

@Observable
final class CampaignResources {
    var imageName = ""
    func refresh() {}
}

@Observable
final class CampaignModel {
    var languages = LanguageChoices()
    var resources = CampaignResources()
}

struct LanguagePicker: View {
    let choices: LanguageChoices
    @State private var query = ""
    var body: some View {
        TextField("Search", text: $query)
        List(["en", "fr"], id: \.self) { language in
            Button(language) { choices.toggle(language) }
        }
    }
}

struct ImageManager: View {
    @State private var name = ""
    var body: some View {
        Form { TextField("Image name", text: $name) }
    }
}

struct ResourcesHub: View {
    let resources: CampaignResources
    var body: some View {
        List {
            NavigationLink("Images") { ImageManager() }
            Button("Refresh") { resources.refresh() }
        }
    }
}

struct CampaignForm: View {
    @State private var model = CampaignModel()
    @State private var showsLanguages = false
    @State private var showsResources = false
    var body: some View {
        Form {
            Button("Languages") { showsLanguages = true }
            Button("Resources") { showsResources = true }
        }
        .sheet(isPresented: $showsLanguages) { LanguagePicker(choices: model.languages) } // all: state-bool-presentation
        .sheet(isPresented: $showsResources) { NavigationStack { ResourcesHub(resources: model.resources) } } // expect: state-bool-presentation
    }
}
