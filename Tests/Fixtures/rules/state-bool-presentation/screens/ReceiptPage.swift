import SwiftUI
import WebKit

#if os(iOS)
struct ReceiptPage: UIViewRepresentable {
    let html: String
    func makeUIView(context: Context) -> WKWebView {
        let view = WKWebView()
        view.loadHTMLString(html, baseURL: nil)
        return view
    }
    func updateUIView(_ view: WKWebView, context: Context) {}
}
#else
struct ReceiptPage: NSViewRepresentable {
    let html: String
    func makeNSView(context: Context) -> WKWebView {
        let view = WKWebView()
        view.loadHTMLString(html, baseURL: nil)
        return view
    }
    func updateNSView(_ view: WKWebView, context: Context) {}
}
#endif
