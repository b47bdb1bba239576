import SwiftUI

struct SurveyData: Identifiable {
    let id: Int
    var question: String
}

// The survey screen closes itself through the Bool it is handed.
struct SurveyForm: View {
    let survey: SurveyData
    @Binding var isPresented: Bool
    var body: some View {
        Button(survey.question) { isPresented = false }
    }
}

// A screen that fills in what it is handed: the optional's own binding.
struct SurveyEditor: View {
    @Binding var survey: SurveyData?
    var body: some View {
        Button("Reset") { survey = SurveyData(id: 0, question: "New") }
    }
}

// The content hands the same clearing flag (`.isNotNil($x)`) to the screen it shows: closing
// through it clears the optional, which is what `item:` does as the sheet closes.
struct CancelFlowView: View {
    @State private var survey: SurveyData?
    var body: some View {
        Button("Cancel subscription") { survey = SurveyData(id: 1, question: "Why?") }
            .sheet(isPresented: .isNotNil($survey)) { // expect: prefer-item-binding
                if let survey {
                    SurveyForm(survey: survey, isPresented: .isNotNil($survey))
                }
            }
    }
}

// The same through `$x.mappedToBool()`.
struct PauseFlowView: View {
    @State private var survey: SurveyData?
    var body: some View {
        Button("Pause") { survey = SurveyData(id: 2, question: "How long?") }
            .sheet(isPresented: $survey.mappedToBool()) { // expect: prefer-item-binding
                if let survey {
                    SurveyForm(survey: survey, isPresented: $survey.mappedToBool())
                }
            }
    }
}

// The optional on a model's base class (`final class Sub: Base`), the flag made from it.
class BaseSubscriptionModel: ObservableObject {
    @Published var survey: SurveyData?
    func startCancel() { survey = SurveyData(id: 3, question: "Why leave?") }
}

final class SubscriptionDetailModel: BaseSubscriptionModel {
    @Published var isRefreshing = false
}

struct SubscriptionDetailScreen: View {
    @StateObject private var model = SubscriptionDetailModel()
    var body: some View {
        Button("Cancel") { model.startCancel() }
            .sheet(isPresented: .isNotNil($model.survey)) { // expect: prefer-item-binding
                if let survey = model.survey {
                    SurveyForm(survey: survey, isPresented: .isNotNil($model.survey))
                }
            }
    }
}

// Handing the optional's own binding to a screen that writes a value into it: not a selection.
struct EditFlowView: View {
    @State private var survey: SurveyData?
    var body: some View {
        Button("Edit") { survey = SurveyData(id: 4, question: "Edit") }
            .sheet(isPresented: .isNotNil($survey)) {
                if survey != nil {
                    SurveyEditor(survey: $survey)
                }
            }
    }
}

// A flag made by a helper the project does not define as clearing (`.isNil` is the opposite
// flag): the screen may set the optional through it, so it stays silent.
struct RetryFlowView: View {
    @State private var survey: SurveyData?
    var body: some View {
        Button("Retry") { survey = SurveyData(id: 5, question: "Again?") }
            .sheet(isPresented: .isNotNil($survey)) {
                if let survey {
                    SurveyForm(survey: survey, isPresented: .isNil($survey))
                }
            }
    }
}
