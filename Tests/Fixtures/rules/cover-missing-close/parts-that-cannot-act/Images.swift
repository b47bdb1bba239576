import SwiftUI

// A project's cached image view hands its content closure the loaded image: shown there, it is
// an image, and the screen around it still has no way out.
struct AvatarHost: View {
    @State private var showsAvatar = false
    let url: URL
    var body: some View {
        Button("Avatar") { showsAvatar = true }
            .fullScreenCover(isPresented: $showsAvatar) { // expect: cover-missing-close
                AvatarScreen(url: url)
            }
    }
}

struct AvatarScreen: View {
    let url: URL
    @State private var tags = ["swift", "ios"]
    var body: some View {
        VStack {
            CachedImage(url: url) { image in
                image.resizable().scaledToFill()
            }
            ForEach(tags, id: \.self) { tag in
                tagChip(tag)
            }
        }
    }

    // An `xmark` that removes one tag is a delete control, not a way out.
    func tagChip(_ tag: String) -> some View {
        HStack {
            Text(tag)
            Button {
                remove(tag)
            } label: {
                Image(systemName: "xmark.circle")
            }
        }
    }

    func remove(_ tag: String) {
        tags.removeAll { $0 == tag }
    }
}

struct CachedImage<Content: View>: View {
    let url: URL
    @ViewBuilder let content: (Image) -> Content
    @State private var loaded: UIImage?
    var body: some View {
        if let loaded {
            content(Image(uiImage: loaded))
        } else {
            ProgressView()
        }
    }
}

// Twin: an `xmark` whose action closes is a close button.
struct BannerHost: View {
    @State private var showsBanner = false
    var body: some View {
        Button("Banner") { showsBanner = true }
            .fullScreenCover(isPresented: $showsBanner) {
                BannerScreen()
            }
    }
}

struct BannerScreen: View {
    @Environment(\.dismiss) private var dismiss
    var body: some View {
        Button {
            dismiss()
        } label: {
            Image(systemName: "xmark.circle")
        }
    }
}
