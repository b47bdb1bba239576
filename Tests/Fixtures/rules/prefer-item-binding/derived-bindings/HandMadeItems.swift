import SwiftUI
import PhotosUI

struct Article: Identifiable {
    let id: Int
    var title: String
}

struct ArticleReader: View {
    let article: Article
    var body: some View { Text(article.title) }
}

// A flag derived from the optional: `item:` made by hand.
struct ArticleList: View {
    let articles: [Article]
    @State private var reading: Article?
    var body: some View {
        List(articles) { article in Button(article.title) { reading = article } }
            .sheet(isPresented: Binding(get: { reading != nil }, set: { if !$0 { reading = nil } })) { // expect: prefer-item-binding
                ArticleReader(article: reading!)
            }
    }
}

// The `.init(get:set:)` spelling, with a setter that never clears (the sheet cannot close for good).
struct LinkList: View {
    @State private var safariURL: URL?
    var body: some View {
        Button("Open") { safariURL = URL(string: "https://example.com") }
            .sheet(isPresented: .init(get: { safariURL != nil }, set: { _ in })) { // expect: prefer-item-binding
                if let safariURL { Link("Open", destination: safariURL) }
            }
    }
}

// A computed property returning the binding, in an extension in another file.
struct ImagePickerHost: View {
    @State private var selectedImage: UIImage?
    var body: some View {
        Text("photo")
            .sheet(isPresented: imageShown) { // expect: prefer-item-binding
                if let image = selectedImage { Image(uiImage: image) }
            }
    }
}

// A helper method returning the binding; the content switches over the route.
enum SheetRoute: Identifiable {
    case compose, settings
    var id: Self { self }
}

struct Inbox: View {
    @State private var route: SheetRoute?
    func routeBinding() -> Binding<Bool> {
        Binding(get: { route != nil }, set: { shown in if !shown { route = nil } })
    }
    var body: some View {
        Button("Compose") { route = .compose }
            .sheet(isPresented: routeBinding()) { // expect: prefer-item-binding
                switch route! {
                case .compose: Text("Compose")
                case .settings: Text("Settings")
                }
            }
    }
}
