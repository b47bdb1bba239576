import SwiftUI

struct GarageView: View {
    @State private var vehicleSettings = false
    var body: some View { garage }
}

extension GarageView {
    var garage: some View {
        Text("Garage")
            .fullScreenCover(isPresented: $vehicleSettings) { VehicleSettingsView() } // expect: settings-in-cover
    }
}
