import SwiftUI

// 1. The classic: three flags, three modals.
struct OrderPage: View { // expect: scattered-modal-state@8
    @State private var showRefund = false
    @State private var showContact = false
    @State private var showShare = false
    var body: some View {
        VStack { Text("Order") }
            .sheet(isPresented: $showRefund) { Text("Refund") }
            .sheet(isPresented: $showContact) { Text("Contact") }
            .fullScreenCover(isPresented: $showShare) { Text("Share") }
    }
}

// 2. Two optionals, two sheets.
struct Pick: Identifiable { let id: Int }

struct PickerPage: View { // expect: scattered-modal-state@8
    @State private var left: Pick?
    @State private var right: Pick?
    var body: some View {
        Text("p")
            .sheet(item: $left) { p in Text("\(p.id)") }
            .sheet(item: $right) { p in Text("\(p.id)") }
    }
}

// 3. Spread across helpers of the same view.
struct SplitPage: View { // expect: scattered-modal-state@8
    @State private var a = false
    @State private var b = false
    var body: some View { VStack { top; bottom } }
    var top: some View { Text("t").sheet(isPresented: $a) { Text("A") } }
    var bottom: some View { Text("b").sheet(isPresented: $b) { Text("B") } }
}

// 4. Spread across an extension.
struct ExtPage: View { // expect: scattered-modal-state@8
    @State private var one = false
    @State private var two = false
    var body: some View { Text("e").sheet(isPresented: $one) { Text("1") } }
}

extension ExtPage {
    var more: some View { Text("m").sheet(isPresented: $two) { Text("2") } }
}

// 5. Two covers beside one sheet: the covers are scattered.
struct MixedPage: View { // expect: scattered-modal-state@8
    @State private var intro = false
    @State private var tour = false
    @State private var help = false
    var body: some View {
        Text("x")
            .sheet(isPresented: $help) { Text("Help") }
            .fullScreenCover(isPresented: $intro) { Text("Intro") }
            .fullScreenCover(isPresented: $tour) { Text("Tour") }
    }
}

// 6. Nested type.
enum Store {
    struct Shelf: View { // expect: scattered-modal-state@12
        @State private var add = false
        @State private var edit = false
        var body: some View {
            Text("s")
                .sheet(isPresented: $add) { Text("Add") }
                .sheet(isPresented: $edit) { Text("Edit") }
        }
    }
}

// 7. Under #if: one build has both sheets (the clause's own and the one outside the #if), and in
// a modifier chain the other clause's sheet does not save the first.
struct BranchPage: View { // expect: scattered-modal-state@8
    @State private var phone = false
    @State private var pad = false
    @State private var about = false
    var body: some View {
        #if os(iOS)
        Text("i").sheet(isPresented: $phone) { Text("Phone") }
        #else
        Text("o").sheet(isPresented: $pad) { Text("Pad") }
        #endif
        Text("a").sheet(isPresented: $about) { Text("About") }
    }
}

struct ChainBranchPage: View { // expect: scattered-modal-state@8
    @State private var export = false
    @State private var importing = false
    @State private var options = false
    var body: some View {
        List { Text("l") }
        #if os(macOS)
            .sheet(isPresented: $export) { Text("Export") }
            .sheet(isPresented: $importing) { Text("Import") }
        #else
            .sheet(isPresented: $options) { Text("Options") }
        #endif
    }
}

// 8. Inside list rows.
struct RowPage: View { // expect: scattered-modal-state@8
    @State private var rename = false
    @State private var move = false
    var body: some View {
        List {
            Text("r").sheet(isPresented: $rename) { Text("Rename") }
            Text("m").sheet(isPresented: $move) { Text("Move") }
        }
    }
}

// 9. Four modals.
struct BusyPage: View { // expect: scattered-modal-state@8
    @State private var w = false
    @State private var x = false
    @State private var y = false
    @State private var z = false
    var body: some View {
        Text("b")
            .sheet(isPresented: $w) { Text("W") }
            .sheet(isPresented: $x) { Text("X") }
            .sheet(isPresented: $y) { Text("Y") }
            .sheet(isPresented: $z) { Text("Z") }
    }
}

// 10. A modifier type.
struct Prompts: ViewModifier { // expect: scattered-modal-state@8
    @State private var rate = false
    @State private var share = false
    func body(content: Content) -> some View {
        content
            .sheet(isPresented: $rate) { Text("Rate") }
            .sheet(isPresented: $share) { Text("Share") }
    }
}

// 11. Within one branch of an availability check, separate states still add up.
struct ModernRow: View { // expect: scattered-modal-state@8
    @State private var exportShown = false
    @State private var detailsShown = false
    var body: some View {
        if #available(iOS 16, *) {
            Text("new")
                .sheet(isPresented: $exportShown) { Text("Export") }
                .sheet(isPresented: $detailsShown) { Text("Details") }
        } else {
            Text("old")
        }
    }
}

// 12. Two item-driven sheets: two routes where one would do.
struct Album2: Identifiable { let id: Int }
struct TwoRoutes: View { // expect: scattered-modal-state@8
    @State private var editing: Album2?
    @State private var sharing: Album2?
    var body: some View {
        Text("t")
            .sheet(item: $editing) { a in Text("Edit \(a.id)") }
            .sheet(item: $sharing) { a in Text("Share \(a.id)") }
    }
}

// 13. Branches: two sheets in the same branch of an `if … else` can both be asked for, as can a
// sheet in an `if` with no `else` beside one outside it.
struct IfElsePage: View { // expect: scattered-modal-state@8
    @State private var signedIn = false
    @State private var profile = false
    @State private var billing = false
    @State private var banner = false
    @State private var about = false
    var body: some View {
        VStack {
            if signedIn {
                Text("in")
                    .sheet(isPresented: $profile) { Text("Profile") }
                    .sheet(isPresented: $billing) { Text("Billing") }
            } else {
                Text("out").sheet(isPresented: $about) { Text("About") }
            }
            if banner {
                Text("banner").sheet(isPresented: $banner) { Text("Banner") }
            }
        }
    }
}

struct OptionalBranchPage: View { // expect: scattered-modal-state@8
    @State private var promo = false
    @State private var news = false
    var body: some View {
        VStack {
            if promo {
                Text("promo").sheet(isPresented: $promo) { Text("Promo") }
            }
            Text("news").sheet(isPresented: $news) { Text("News") }
        }
    }
}

// A helper shown outside the switch too is on screen with either case.
struct BannerPanel: View { // expect: scattered-modal-state@8
    enum Kind { case update, news }
    let kind: Kind
    @State private var showUpdate = false
    @State private var showNews = false
    var body: some View {
        VStack {
            switch kind {
            case .update: updatePanel
            case .news: newsPanel
            }
            updatePanel
        }
    }
    private var updatePanel: some View {
        Button("Update") { showUpdate = true }
            .sheet(isPresented: $showUpdate) { Text("Update") }
    }
    private var newsPanel: some View {
        Button("News") { showNews = true }
            .sheet(isPresented: $showNews) { Text("News") }
    }
}
