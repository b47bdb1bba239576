import SwiftUI

// The cover shows plain text and nothing ever turns it off.
struct SplashHost: View {
    @State private var showSplash = false
    var body: some View {
        Button("Go") { showSplash = true }
            .fullScreenCover(isPresented: $showSplash) { // expect: cover-missing-close
                Text("Loading…")
            }
    }
}

// A player view of the project with no control to leave.
struct TrailerPlayer: View {
    let title: String
    var body: some View {
        VStack {
            Text(title)
            ProgressView()
        }
    }
}

struct MovieCard: View {
    @State private var playing = false
    var body: some View {
        Button("Play") { playing = true }
            .fullScreenCover(isPresented: $playing) { TrailerPlayer(title: "Trailer") } // expect: cover-missing-close
    }
}

// Two levels deep, still nothing.
struct GalleryPage: View {
    var body: some View { GalleryGrid() }
}

struct GalleryGrid: View {
    var body: some View {
        ScrollView { Text("photos") }
    }
}

struct AlbumView: View {
    @State private var browsing = false
    var body: some View {
        Text("Album")
            .onTapGesture { browsing = true }
            .fullScreenCover(isPresented: $browsing) { GalleryPage() } // expect: cover-missing-close
    }
}

// An item route whose screens offer no way out.
enum LessonRoute: String, Identifiable {
    case quiz, video
    var id: String { rawValue }
}

struct QuizScreen: View { var body: some View { Text("Question 1") } }
struct LessonVideo: View { var body: some View { Color.black } }

struct LessonList: View {
    @State private var lesson: LessonRoute?
    var body: some View {
        List {
            Button("Quiz") { lesson = .quiz }
        }
        .fullScreenCover(item: $lesson) { route in // expect: cover-missing-close
            switch route {
            case .quiz: QuizScreen()
            case .video: LessonVideo()
            }
        }
    }
}

// A sheet that cannot be swiped away and has no button either.
struct TermsHost: View {
    @State private var showTerms = false
    var body: some View {
        Button("Terms") { showTerms = true }
            .sheet(isPresented: $showTerms) { // expect: cover-missing-close
                ScrollView { Text("Terms text") }
                    .interactiveDismissDisabled()
            }
    }
}

// The presented view disables swiping in its own body.
struct PinEntry: View {
    var body: some View {
        SecureField("PIN", text: .constant(""))
            .interactiveDismissDisabled(true)
    }
}

struct VaultView: View {
    @State private var unlocking = false
    var body: some View {
        Button("Unlock") { unlocking = true }
            .sheet(isPresented: $unlocking) { PinEntry() } // expect: cover-missing-close
    }
}

// The only close button exists in debug builds.
struct KioskHost: View {
    @State private var kioskOn = false
    var body: some View {
        Button("Kiosk") { kioskOn = true }
            .fullScreenCover(isPresented: $kioskOn) { // expect: cover-missing-close
                VStack {
                    Text("Kiosk mode")
                    #if DEBUG
                    Button("Close") { kioskOn = false }
                    #endif
                }
            }
    }
}

// Content given as a function reference to a helper without a way out.
struct PosterView: View {
    @State private var showPoster = false
    var body: some View {
        Button("Poster") { showPoster = true }
            .fullScreenCover(isPresented: $showPoster, content: posterContent) // expect: cover-missing-close
    }
    func posterContent() -> some View {
        Image(systemName: "photo").resizable()
    }
}

// State on a view model that nothing turns off.
final class ReaderModel: ObservableObject {
    @Published var readerOpen = false
    func openReader() { readerOpen = true }
}

struct ReaderEntry: View {
    @StateObject private var model = ReaderModel()
    var body: some View {
        Button("Read") { model.openReader() }
            .fullScreenCover(isPresented: $model.readerOpen) { Text("Chapter one") } // expect: cover-missing-close
    }
}

// Buttons that do something else are not a way out.
struct EditorCanvas: View {
    var body: some View {
        NavigationStack {
            Text("Canvas")
                .toolbar {
                    ToolbarItem(placement: .primaryAction) {
                        Button("Share") { share() }
                    }
                }
        }
    }
    func share() {}
}

struct SketchList: View {
    @State private var sketching = false
    var body: some View {
        Button("New sketch") { sketching = true }
            .fullScreenCover(isPresented: $sketching) { EditorCanvas() } // expect: cover-missing-close
    }
}

// A constant binding with nothing to change it.
struct AlwaysCovered: View {
    var body: some View {
        Color.white
            .fullScreenCover(isPresented: .constant(true)) { Text("Forever") } // expect: cover-missing-close
    }
}

// onDismiss runs after a dismissal; it is not a way to dismiss.
struct ReportHost: View {
    @State private var reportShown = false
    var body: some View {
        Button("Report") { reportShown = true }
            .fullScreenCover(isPresented: $reportShown, onDismiss: { print("closed") }) { // expect: cover-missing-close
                Text("Report")
            }
    }
}

// The dismiss action is read but never called.
struct SurveyForm: View {
    @Environment(\.dismiss) private var dismiss
    @State private var answer = ""
    var body: some View {
        Form {
            TextField("Answer", text: $answer)
            Button("Submit") { submit() }
        }
    }
    func submit() {}
}

struct SurveyHost: View {
    @State private var surveying = false
    var body: some View {
        Button("Survey") { surveying = true }
            .fullScreenCover(isPresented: $surveying) { SurveyForm() } // expect: cover-missing-close
    }
}

// A cover with a Save button that only saves.
struct NoteComposer: View {
    @State private var text = ""
    var body: some View {
        VStack {
            TextEditor(text: $text)
            Button("Save") { persist() }
        }
    }
    func persist() {}
}

struct NotesHome: View {
    @State private var composing = false
    var body: some View {
        Button("Compose") { composing = true }
            .fullScreenCover(isPresented: $composing) { NoteComposer() } // expect: cover-missing-close
    }
}

// The unlabelled trailing closure is onDismiss when `content:` is labelled: it is not content.
struct GalleryModel: Identifiable {
    let id: Int
}

struct ZoomedPhoto: View {
    let model: GalleryModel
    var body: some View { Image(systemName: "photo") }
}

struct PhotoWall: View {
    @State private var zoomed: GalleryModel?
    @State private var lastZoomed = 0
    var body: some View {
        Button("Zoom") { zoomed = GalleryModel(id: 1) }
            .fullScreenCover(item: $zoomed) { // expect: cover-missing-close
                lastZoomed += 1
            } content: { model in
                ZoomedPhoto(model: model)
            }
    }
}

// Background interaction explicitly off: the sheet still blocks the screen, with no way out.
struct OfflineGate: View {
    @State private var blocked = true
    var body: some View {
        Color.clear
            .sheet(isPresented: $blocked) { // expect: cover-missing-close
                Text("Reconnecting…")
                    .presentationDetents([.height(200)])
                    .presentationBackgroundInteraction(.disabled)
                    .interactiveDismissDisabled()
            }
    }
}

// A zoom transition does not help when the cover also disables interactive dismissal.
struct LockedGallery: View {
    @Namespace private var zoom
    @State private var open = false
    var body: some View {
        Text("Photo")
            .onTapGesture { open = true }
            .fullScreenCover(isPresented: $open) { // expect: cover-missing-close
                Text("Large photo")
                    .navigationTransition(.zoom(sourceID: "photo", in: zoom))
                    .interactiveDismissDisabled()
            }
    }
}

// The project's own view shares a built-in view's name (`Canvas`) and locks the sheet in its
// body: the name is still followed to the project's declaration.
struct Canvas: View {
    var body: some View {
        Rectangle()
            .interactiveDismissDisabled()
    }
}

struct SketchHost: View {
    @State private var sketching = false
    var body: some View {
        Button("Sketch") { sketching = true }
            .sheet(isPresented: $sketching) { // expect: cover-missing-close
                Canvas()
            }
    }
}
