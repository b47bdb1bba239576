if #available(iOS 17, *) { }
guard #unavailable(iOS 16) else { return }
if #available(macOS 14.1.2, *) {}
