import SwiftUI

struct AboutPanel: View {
    var body: some View {
        Text("About").navigationBarItems(trailing: Text("v1")) // expect: deprecated-presentation-api@23
    }
}

struct LegalPanel: View {
    var body: some View {
        List {
            LicenseList()
            // Twins: screens pushed from the presented one are screens of their own.
            NavigationLink(destination: CreditsPanel()) { Text("Credits") }
            NavigationLink("Terms") { TermsPanel() }
            NavigationLink(value: 3) { PageRow() }
        }
        .navigationDestination(for: Int.self) { page in
            PagePanel(page: page)
        }
    }
}

struct CreditsPanel: View {
    var body: some View {
        Text("Credits").navigationBarItems(trailing: Text("2024"))
    }
}

struct TermsPanel: View {
    var body: some View {
        Text("Terms").navigationBarItems(trailing: Text("v2"))
    }
}

struct PagePanel: View {
    let page: Int
    var body: some View {
        Text("Page").navigationBarItems(trailing: Text("\(page)"))
    }
}

// A link's label is part of the screen that shows the link.
struct PageRow: View {
    var body: some View {
        Text("Page 3").navigationBarItems(trailing: Text("›")) // expect: deprecated-presentation-api@24
    }
}

// Three levels below the sheet.
struct LicenseList: View {
    var body: some View {
        Text("Licenses").navigationBarItems(leading: Text("MIT")) // expect: deprecated-presentation-api@26
    }
}

// Shows itself for each subfolder: following stops at a view already seen.
struct FolderPanel: View {
    let name: String
    var body: some View {
        List {
            NavigationLink("Inner") { FolderPanel(name: name + "/inner") }
        }
        .navigationBarItems(trailing: Text(name)) // expect: deprecated-presentation-api@10
    }
}
