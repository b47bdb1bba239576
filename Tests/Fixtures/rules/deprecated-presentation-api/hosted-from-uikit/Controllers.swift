import SwiftUI
import UIKit

// Screens hosted from UIKit are presented content too.
final class SettingsController: UIViewController {
    func showAbout() {
        let host = UIHostingController(rootView: AboutScreen())
        present(host, animated: true)
    }

    func showHelp() {
        let host: UIHostingController<HelpScreen> = .init(rootView: HelpScreen())
        present(host, animated: true)
    }
}

final class ReceiptController: UIHostingController<ReceiptScreen> {
    init() {
        super.init(rootView: ReceiptScreen())
    }
    required init?(coder: NSCoder) { fatalError() }
}

// Twin: a view no presentation and no hosting controller shows.
final class PlainController: UIViewController {
    func build() -> UIView { UIView() }
}
