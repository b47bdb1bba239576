import SwiftUI

struct VehicleSettingsView: View {
    var body: some View { Form { Text("Units") } }
}
