import SwiftUI

// The coordinator's route, declared apart from the cover that presents it (Coordinator.swift):
// the settings case is reported here, where it is declared.
enum AccountRoute {
    case profile
    case notificationSettings // expect: settings-in-cover@10
    case devices
}

extension AccountRoute: Identifiable {
    var id: Self { self }
}

// Twin: the same shape presented as a sheet (Coordinator.swift) reports nothing.
enum HelpRoute: Hashable, Identifiable {
    case about
    case appSettings
    var id: Self { self }
}
