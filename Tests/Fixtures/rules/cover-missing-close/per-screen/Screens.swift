import SwiftUI

struct QuizScreen: View {
    @Environment(\.dismiss) private var dismiss
    var body: some View {
        Button("Done") { dismiss() }
    }
}

struct RecapScreen: View {
    @Environment(\.dismiss) private var dismiss
    var body: some View {
        Text("Recap").overlay(alignment: .topTrailing) { Button("Close") { dismiss() } }
    }
}

struct LessonVideo: View {
    var body: some View { Color.black }
}

struct ModernPlayer: View {
    @Environment(\.dismiss) private var dismiss
    var body: some View {
        Color.black.overlay { Button("Close", systemImage: "xmark") { dismiss() } }
    }
}

struct LegacyPlayer: View {
    var body: some View {
        Color.black.overlay { Text("Playing") }
    }
}
