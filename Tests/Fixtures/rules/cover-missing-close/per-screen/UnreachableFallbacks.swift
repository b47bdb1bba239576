import SwiftUI
import Observation

// The `else` of an `if let` in a cover's content cannot show when every action raising the flag
// does so where the optional holds a value: inside `if let` of it, after a `guard let` of it, or
// selecting it with the flag. Twins: a raise that tests nothing, a content whose `if` also tests
// a Bool, and a flag handed to a part that may raise it are reported at the trapping `else`.
@Observable final class EnrolmentModel {
    var enrolment: String?
    var ready = false
}

struct EnrolmentSheet: View {
    let enrolment: String
    @Environment(\.dismiss) private var dismiss
    var body: some View {
        Button("Done \(enrolment)") { dismiss() }
    }
}

struct EnrolledHome: View {
    var model: EnrolmentModel
    @State private var showsEnrolment = false
    var body: some View {
        Button("Continue") {
            if let enrolment = model.enrolment {
                print(enrolment)
                showsEnrolment = true
            }
        }
        .fullScreenCover(isPresented: $showsEnrolment) {
            if let enrolment = model.enrolment {
                EnrolmentSheet(enrolment: enrolment)
            } else {
                Text("No enrolment")
            }
        }
    }
}

struct GuardedHome: View {
    var model: EnrolmentModel
    @State private var showsEnrolment = false
    var body: some View {
        Button("Continue") { open() }
            .fullScreenCover(isPresented: $showsEnrolment) {
                if let enrolment = model.enrolment {
                    EnrolmentSheet(enrolment: enrolment)
                } else {
                    Text("No enrolment")
                }
            }
    }

    func open() {
        guard let enrolment = model.enrolment else { return }
        print(enrolment)
        showsEnrolment = true
    }
}

struct SelectingHome: View {
    @State private var picked: String?
    @State private var showsPicked = false
    var body: some View {
        Button("Pick") {
            picked = "first"
            showsPicked = true
        }
        .fullScreenCover(isPresented: $showsPicked) {
            if let picked {
                EnrolmentSheet(enrolment: picked)
            } else {
                Text("Nothing picked")
            }
        }
    }
}

// The presenter's body rebinds the model to a local of the same name (`@Bindable var model =
// model`): the content's `model.enrolment` is still the property's.
struct RebindingHome: View {
    var model: EnrolmentModel
    @State private var showsEnrolment = false
    var body: some View {
        @Bindable var model = model
        Button("Continue") { open() }
            .fullScreenCover(isPresented: $showsEnrolment) {
                if let enrolment = model.enrolment {
                    EnrolmentSheet(enrolment: enrolment)
                } else {
                    Text("No enrolment")
                }
            }
    }

    func open() {
        if let enrolment = model.enrolment {
            print(enrolment)
            showsEnrolment = true
        }
    }
}

struct UntestedHome: View {
    var model: EnrolmentModel
    @State private var showsEnrolment = false
    var body: some View {
        Button("Continue") { showsEnrolment = true }
            .fullScreenCover(isPresented: $showsEnrolment) { // expect: cover-missing-close
                if let enrolment = model.enrolment {
                    EnrolmentSheet(enrolment: enrolment)
                } else {
                    Text("No enrolment")
                }
            }
    }
}

struct ReadinessHome: View {
    var model: EnrolmentModel
    @State private var showsEnrolment = false
    var body: some View {
        Button("Continue") {
            if let enrolment = model.enrolment {
                print(enrolment)
                showsEnrolment = true
            }
        }
        .fullScreenCover(isPresented: $showsEnrolment) { // expect: cover-missing-close
            if let enrolment = model.enrolment, model.ready {
                EnrolmentSheet(enrolment: enrolment)
            } else {
                Text("Not ready")
            }
        }
    }
}

struct EnrolButton: View {
    @Binding var isShown: Bool
    var body: some View {
        Button("Enrol") { isShown = true }
    }
}

struct HandingHome: View {
    var model: EnrolmentModel
    @State private var showsEnrolment = false
    var body: some View {
        VStack {
            Button("Continue") {
                if let enrolment = model.enrolment {
                    print(enrolment)
                    showsEnrolment = true
                }
            }
            EnrolButton(isShown: $showsEnrolment)
        }
        .fullScreenCover(isPresented: $showsEnrolment) { // expect: cover-missing-close
            if let enrolment = model.enrolment {
                EnrolmentSheet(enrolment: enrolment)
            } else {
                Text("No enrolment")
            }
        }
    }
}
