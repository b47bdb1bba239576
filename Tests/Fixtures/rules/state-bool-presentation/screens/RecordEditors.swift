import SwiftUI

// A form handed a `$binding` of a record the presenter holds, whose fields it edits (through a
// part of its own, or by writing a field), is a form editing that record: a screen of its own,
// reported. Twins: a panel editing the fields of a value that identifies nothing (a list filter)
// is a control of the presenting list, and a picker handed a record writes a chosen one whole;
// both stay silent by default.
struct MovieDetail: View {
    @State private var movie = Movie(id: 1, title: "", monitored: false, tags: [])
    @State private var filter = ListFilter(showsWatched: true, minimumRating: 0)
    @State private var genre: Genre?
    @State private var showsEditor = false
    @State private var showsTagger = false
    @State private var showsFilter = false
    @State private var showsGenres = false

    var body: some View {
        VStack {
            Button("Edit") { showsEditor = true }
            Button("Tags") { showsTagger = true }
            Button("Filter") { showsFilter = true }
            Button("Genre") { showsGenres = true }
        }
        .sheet(isPresented: $showsEditor) { // expect: state-bool-presentation
            MovieEditor(movie: $movie)
        }
        .sheet(isPresented: $showsTagger) { // expect: state-bool-presentation
            MovieTagger(movie: $movie)
        }
        .sheet(isPresented: $showsFilter) { // all: state-bool-presentation
            WatchFilterPanel(filter: $filter)
        }
        .sheet(isPresented: $showsGenres) { // all: state-bool-presentation
            GenrePicker(selection: $genre)
        }
    }
}

struct MovieEditor: View {
    @Binding var movie: Movie
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        NavigationStack {
            MovieFields(movie: $movie)
                .toolbar {
                    Button("Done") { dismiss() }
                }
        }
    }
}

struct MovieFields: View {
    @Binding var movie: Movie

    var body: some View {
        Form {
            TextField("Title", text: $movie.title)
            Toggle("Monitored", isOn: $movie.monitored)
        }
    }
}

struct MovieTagger: View {
    @Binding var movie: Movie
    @State private var tag = ""

    var body: some View {
        VStack {
            TextField("Tag", text: $tag)
            Button("Add") { movie.tags.append(tag) }
        }
    }
}

struct WatchFilterPanel: View {
    @Binding var filter: ListFilter

    var body: some View {
        Form {
            Toggle("Watched", isOn: $filter.showsWatched)
            Stepper("Rating", value: $filter.minimumRating)
        }
    }
}

struct GenrePicker: View {
    @Binding var selection: Genre?
    @Environment(\.dismiss) private var dismiss
    let genres: [Genre] = []

    var body: some View {
        List(genres) { genre in
            Button(genre.name) {
                selection = genre
                dismiss()
            }
        }
    }
}
