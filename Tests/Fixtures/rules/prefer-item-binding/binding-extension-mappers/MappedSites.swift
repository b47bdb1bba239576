import SwiftUI

struct Receipt: Identifiable {
    let id: Int
    var total: String
}

struct ReceiptDetail: View {
    let receipt: Receipt
    var body: some View { Text(receipt.total) }
}

// `$x.mappedToBool()`, the extension in another file: a hand-made `item:`.
struct ReceiptList: View {
    let receipts: [Receipt]
    @State private var opened: Receipt?
    var body: some View {
        List(receipts) { r in Button(r.total) { opened = r } }
            .sheet(isPresented: $opened.mappedToBool()) { // expect: prefer-item-binding
                if let opened { ReceiptDetail(receipt: opened) }
            }
    }
}

// The helper making the binding itself.
struct ReceiptGrid: View {
    let receipts: [Receipt]
    @State private var focused: Receipt?
    var body: some View {
        List(receipts) { r in Button(r.total) { focused = r } }
            .fullScreenCover(isPresented: $focused.isSet()) { // expect: prefer-item-binding
                ReceiptDetail(receipt: focused!)
            }
    }
}

// Helpers whose Bool is not derived from the optional, and one the project does not define: silent.
struct ReceiptArchive: View {
    let receipts: [Receipt]
    @State private var first: Receipt?
    @State private var second: Receipt?
    @State private var third: Receipt?
    @State private var fourth: Receipt?
    @State private var fifth: Receipt?
    var body: some View {
        List(receipts) { r in Button(r.total) { first = r; second = r; third = r; fourth = r; fifth = r } }
            .sheet(isPresented: $first.shownAlways()) {
                if let first { ReceiptDetail(receipt: first) }
            }
            .sheet(isPresented: $second.pinned()) {
                if let second { ReceiptDetail(receipt: second) }
            }
            .sheet(isPresented: $third.stamped()) {
                if let third { ReceiptDetail(receipt: third) }
            }
            .sheet(isPresented: $fourth.definedElsewhere()) {
                if let fourth { ReceiptDetail(receipt: fourth) }
            }
            .sheet(isPresented: $fifth.isMissing()) {
                if let fifth { ReceiptDetail(receipt: fifth) }
            }
    }
}

// Derived from the optional, but the content is not about it: silent.
struct ReceiptBanner: View {
    @State private var pending: Receipt?
    var body: some View {
        Button("Pay") { pending = Receipt(id: 1, total: "1") }
            .sheet(isPresented: $pending.mappedToBool()) {
                Text("Thanks")
            }
    }
}

// The project's initialiser called directly: `Binding(bindingOptional: $x)` is a hand-made `item:`;
// its twin, whose getter never tests the optional, is not.
struct ReceiptInbox: View {
    let receipts: [Receipt]
    @State private var unread: Receipt?
    @State private var pinned: Receipt?
    var body: some View {
        List(receipts) { r in Button(r.total) { unread = r; pinned = r } }
            .sheet(isPresented: Binding(bindingOptional: $unread)) { // expect: prefer-item-binding
                if let unread { ReceiptDetail(receipt: unread) }
            }
            .sheet(isPresented: Binding(alwaysShown: $pinned)) {
                if let pinned { ReceiptDetail(receipt: pinned) }
            }
    }
}
