import SwiftUI

struct InvoiceScreen: View {
    @State private var showsFilters = false
    @State private var showsTour = false
    @State private var showsSaved = false
    var body: some View {
        VStack {
            Button("Filters") { showsFilters = true }
                .formSheet(isPresented: $showsFilters) { Text("Filters") } // expect: state-bool-presentation@18
            Button("Tour") { showsTour = true }
                .appCover(isPresented: $showsTour) { Text("Tour"); Button("Done") { showsTour = false } } // expect: state-bool-presentation@18
            Text("Invoices")
                .toast(isPresented: $showsSaved) { Text("Saved") }
        }
    }
}

struct SupportScreen: View {
    @State private var showsHelp = false
    @State private var glowing = false
    @State private var showsFAQ = false
    var body: some View {
        VStack {
            Button("Help") { showsHelp = true }
                .presentHelpCenter(isPresented: $showsHelp) // expect: state-bool-presentation@18
            Button("FAQ") { showsFAQ = true }
                .modifier(HelpCenterModifier(isPresented: $showsFAQ)) // expect: state-bool-presentation@18
            Text("Support")
                .glow(isPresented: $glowing)
        }
    }
}
