import Foundation

// Twin: an app's own type named `Project`, not a Tuist manifest: what it spells sets no target.
enum Platform {
    case iOS(String)
}

struct Project {
    var platform = Platform.iOS("14.0")
}
