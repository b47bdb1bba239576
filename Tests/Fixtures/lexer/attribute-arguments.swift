@Environment(\.dismiss) private var dismiss
@AppStorage("key") var flag = false
@State private var show = false
@FocusState var focus: Bool
