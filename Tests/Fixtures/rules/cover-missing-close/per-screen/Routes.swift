import SwiftUI

enum LessonCover: String, Identifiable {
    case quiz, video, recap
    var id: String { rawValue }
}

// Each route case is a screen: the video has no way out, the others have theirs.
struct LessonHost: View {
    @State private var cover: LessonCover?
    var body: some View {
        Button("Quiz") { cover = .quiz }
            .fullScreenCover(item: $cover) { route in // expect: cover-missing-close
                switch route {
                case .quiz: QuizScreen()
                case .video: LessonVideo()
                case .recap: RecapScreen()
                }
            }
    }
}

// Twin: a close button around the switch serves every case.
struct FramedLessonHost: View {
    @State private var cover: LessonCover?
    var body: some View {
        Button("Quiz") { cover = .quiz }
            .fullScreenCover(item: $cover) { route in
                NavigationStack {
                    switch route {
                    case .quiz: QuizScreen()
                    case .video: LessonVideo()
                    case .recap: RecapScreen()
                    }
                }
                .toolbar { ToolbarItem(placement: .cancellationAction) { Button("Close") { cover = nil } } }
            }
    }
}

// Twin: every case has a way out.
struct ClosableLessonHost: View {
    @State private var cover: LessonCover?
    var body: some View {
        Button("Quiz") { cover = .quiz }
            .fullScreenCover(item: $cover) { route in
                switch route {
                case .quiz: QuizScreen()
                case .video, .recap: RecapScreen()
                }
            }
    }
}
