import EventKit
import MessageUI
import SwiftUI

// A system composer handed what the presenter holds sends or files what the presenter shows: a
// mail to the client on screen, a message to their phone, the feedback form's own draft, the
// appointment shown added to the calendar. Like the share sheet, an action on the screen's
// content, not a screen of its own. Twins: a "contact us" mail whose address is a constant of the
// presenter, one whose subject the presenter computes from the app's version, and one handed only
// a binding for its result, are screens other code could want (from an error screen, a menu).

struct ClientMail: UIViewControllerRepresentable {
    let address: String
    var subject = ""
    var body = ""
    func makeUIViewController(context: Context) -> MFMailComposeViewController {
        let controller = MFMailComposeViewController()
        controller.setToRecipients([address])
        controller.setSubject(subject)
        controller.setMessageBody(body, isHTML: false)
        return controller
    }
    func updateUIViewController(_ controller: MFMailComposeViewController, context: Context) {}
}

struct ClientText: UIViewControllerRepresentable {
    let phone: String
    func makeUIViewController(context: Context) -> MFMessageComposeViewController {
        let controller = MFMessageComposeViewController()
        controller.recipients = [phone]
        return controller
    }
    func updateUIViewController(_ controller: MFMessageComposeViewController, context: Context) {}
}

struct AppointmentEditor: UIViewControllerRepresentable {
    let appointment: Appointment
    func makeUIViewController(context: Context) -> EKEventEditViewController {
        let controller = EKEventEditViewController()
        controller.eventStore = EKEventStore()
        return controller
    }
    func updateUIViewController(_ controller: EKEventEditViewController, context: Context) {}
}

struct ResultMail: UIViewControllerRepresentable {
    @Binding var result: MFMailComposeResult?
    func makeUIViewController(context: Context) -> MFMailComposeViewController {
        let controller = MFMailComposeViewController()
        controller.setToRecipients(["help@example.com"])
        return controller
    }
    func updateUIViewController(_ controller: MFMailComposeViewController, context: Context) {}
}

struct Appointment {
    var title: String
}

final class ClientModel: ObservableObject {
    @Published var email = ""
    @Published var phone = ""
}

struct ClientDetail: View {
    @ObservedObject var model: ClientModel
    @State private var writesMail = false
    @State private var writesText = false
    var body: some View {
        List {
            Button("Mail") { writesMail = true }
            Button("Text") { writesText = true }
        }
        .sheet(isPresented: $writesMail) { ClientMail(address: model.email) } // all: state-bool-presentation
        .sheet(isPresented: $writesText) { ClientText(phone: self.model.phone) } // all: state-bool-presentation
    }
}

struct FeedbackDraft: View {
    @State private var subject = ""
    @State private var message = ""
    @State private var sends = false
    var body: some View {
        Form {
            TextField("Subject", text: $subject)
            TextEditor(text: $message)
            Button("Send") { sends = true }
        }
        .sheet(isPresented: $sends) { ClientMail(address: "team@example.com", subject: subject, body: message) } // all: state-bool-presentation
    }
}

struct AppointmentDetail: View {
    let appointment: Appointment
    @State private var addsToCalendar = false
    var body: some View {
        VStack {
            Text(appointment.title)
            Button("Add to Calendar") { addsToCalendar = true }
        }
        .sheet(isPresented: $addsToCalendar) { AppointmentEditor(appointment: appointment) } // all: state-bool-presentation
    }
}

struct HelpMenu: View {
    let supportAddress = "help@example.com"
    @State private var contactsUs = false
    var body: some View {
        Button("Contact us") { contactsUs = true }
            .sheet(isPresented: $contactsUs) { ClientMail(address: supportAddress) } // expect: state-bool-presentation
    }
}

struct AboutMenu: View {
    @State private var reportsBug = false
    private var bugSubject: String { "A bug in version \(Bundle.main.infoDictionary?["CFBundleShortVersionString"] ?? "")" }
    var body: some View {
        Button("Report a bug") { reportsBug = true }
            .sheet(isPresented: $reportsBug) { ClientMail(address: "bugs@example.com", subject: bugSubject) } // expect: state-bool-presentation
    }
}

struct SideMenuFooter: View {
    @State private var mailsUs = false
    @State private var result: MFMailComposeResult?
    var body: some View {
        Button("Write to us") { mailsUs = true }
            .sheet(isPresented: $mailsUs) { ResultMail(result: $result) } // expect: state-bool-presentation
    }
}
