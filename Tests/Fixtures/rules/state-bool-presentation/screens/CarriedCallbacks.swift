import SwiftUI

// A picker can be handed its callback through the model it is made with: the rate chooser is made
// with `RateChooserModel(onChoose: { rate in … })`, the voucher field with `.init(onApply: { code
// in … })`. What is chosen flows back as surely as through a callback of the view's own. Twins: the
// same views made with models that carry no callback are screens of their own.
final class RateChooserModel: ObservableObject {
    @Published var rates: [String] = []
    @Published var query = ""
    let onChoose: ((String) -> Void)?
    init(region: String, onChoose: ((String) -> Void)? = nil) { self.onChoose = onChoose }
    func load() {}
}

struct RateChooser: View {
    @StateObject var model: RateChooserModel
    @Environment(\.dismiss) private var dismiss
    var body: some View {
        List {
            TextField("Search", text: $model.query)
            ForEach(model.rates, id: \.self) { rate in
                Button(rate) {
                    model.onChoose?(rate)
                    dismiss()
                }
            }
        }
        .task { model.load() }
    }
}

final class VoucherModel: ObservableObject {
    @Published var code = ""
    let apply: ((String) -> Void)?
    init(code: String, onApply: ((String) -> Void)? = nil) { self.code = code; self.apply = onApply }
    func redeem() {}
}

struct VoucherField: View {
    @StateObject var model: VoucherModel
    @State private var checking = false
    var body: some View {
        Form {
            TextField("Code", text: $model.code)
            Button("Apply") {
                checking = true
                model.apply?(model.code)
                model.redeem()
            }
        }
    }
}

final class CheckoutModel: ObservableObject {
    @Published var rate = ""
    @Published var voucher = ""
    func choose(_ rate: String) { self.rate = rate }
    func redeem(_ code: String) { voucher = code }
}

struct CheckoutForm: View {
    @ObservedObject var model: CheckoutModel
    @State private var choosesRate = false
    @State private var entersVoucher = false
    var body: some View {
        Form {
            Button("Rate") { choosesRate = true }
            Button("Voucher") { entersVoucher = true }
        }
        .sheet(isPresented: $choosesRate) { // all: state-bool-presentation
            RateChooser(model: RateChooserModel(region: "EU", onChoose: { rate in
                model.choose(rate)
            }))
        }
        .sheet(isPresented: $entersVoucher) { // all: state-bool-presentation
            VoucherField(model: .init(code: model.voucher, onApply: { code in
                model.redeem(code)
                entersVoucher = false
            }))
        }
    }
}

struct RatesOverview: View {
    @State private var browsesRates = false
    @State private var redeemsVoucher = false
    @State private var level = 0.5
    var body: some View {
        VStack {
            Button("Rates") { browsesRates = true }
            Button("Voucher") { redeemsVoucher = true }
        }
        .sheet(isPresented: $browsesRates) { // expect: state-bool-presentation
            RateChooser(model: RateChooserModel(region: "EU"))
        }
        .sheet(isPresented: $redeemsVoucher) { // expect: state-bool-presentation
            VoucherField(model: .init(code: ""))
                .tint(Color(white: level))
        }
    }
}
