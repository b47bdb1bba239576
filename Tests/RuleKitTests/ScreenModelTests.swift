import XCTest
@testable import RuleKit

/// The screen model (`Sources/RuleKit/Screens`) and what `state-bool-presentation` does with it:
/// roles read from what content does, the `report` option, the advice and the dismissal latch.
final class ScreenModelTests: XCTestCase {
    static let folder = Fixtures.root.appendingPathComponent("rules/state-bool-presentation/screens")

    static func sources() -> [SourceText] {
        Fixtures.swiftFiles(under: folder).map { SourceText(path: Fixtures.relativePath($0), text: (try? String(contentsOf: $0, encoding: .utf8)) ?? "") }
    }

    static func configuration(report: String) -> RuleConfiguration {
        var c = RuleConfiguration.defaults
        c.settings["state-bool-presentation"]?.options["report"] = .string(report)
        return c
    }

    /// Lines of the fixture `file` (`Presenters.swift` unless named) carrying one of `markers`.
    static func lines(marked markers: [String], in file: String = "Presenters.swift") -> [Int] {
        let url = folder.appendingPathComponent(file)
        let text = (try? String(contentsOf: url, encoding: .utf8)) ?? ""
        return text.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
            .filter { line in markers.contains { line.element.contains($0) } }.map { $0.offset + 1 }
    }

    func findings(report: String) -> [Finding] {
        Analysis.findings(Self.sources(), configuration: Self.configuration(report: report)).filter { $0.ruleID == "state-bool-presentation" }
    }

    func testReportAllKeepsEveryViewLocalFlag() {
        let (everyFlag, destinationsOnly) = (findings(report: "all"), findings(report: "destinations"))
        var marked = 0
        for url in Fixtures.swiftFiles(under: Self.folder) {
            let file = String(url.standardizedFileURL.path.dropFirst(Self.folder.standardizedFileURL.path.count + 1))
            let all = everyFlag.filter { $0.path.hasSuffix("/" + file) }.map(\.start.line)
            XCTAssertEqual(all, Self.lines(marked: ["// all: state-bool-presentation", "// expect: state-bool-presentation"], in: file), file)
            let destinations = destinationsOnly.filter { $0.path.hasSuffix("/" + file) }.map(\.start.line)
            XCTAssertEqual(destinations, Self.lines(marked: ["// expect: state-bool-presentation"], in: file), file)
            marked += all.count - destinations.count
        }
        XCTAssertGreaterThan(marked, 20, "sites reported with \"all\" only")
    }

    /// A presentation nothing opens is reported in both modes with the advice to remove it, even
    /// when its content is a picker; one raised by a button, by a child handed `$flag` or by a
    /// coordinator through its reference to the view (unwrapped or not) is not.
    func testNeverRaisedPresentationIsDeadCode() {
        for report in ["destinations", "all"] {
            let found = findings(report: report).filter { $0.path.hasSuffix("NeverRaised.swift") }
            func message(_ flag: String) -> String { found.first { $0.message.contains("var \(flag):") }?.message ?? "" }
            for flag in ["showsOldEditor", "showsOldColors", "showsStaleEditor"] {
                XCTAssertTrue(message(flag).contains("which nothing sets on, so it never shows; remove it"), "\(report): \(message(flag))")
            }
            for flag in ["showsTagEditor", "showsChildEditor", "showsMenuEditor", "showsToggledEditor"] {
                XCTAssertFalse(message(flag).isEmpty, "\(report): \(flag) reported")
                XCTAssertFalse(message(flag).contains("nothing sets on"), "\(report): \(message(flag))")
            }
        }
    }

    /// What the user does on a screen decides whether one holding several values of its own only
    /// shows: its buttons close it or change how it looks (information), or they save through a
    /// model, call a method handed to a control, edit a list a change handler saves, or add from a
    /// row's callback (destinations).
    func testUserActionsThatDoWorkMakeADestination() {
        let facts = Self.sources().map(Analysis.facts)
        let index = ProjectIndex(files: facts)
        var roles: [String: ScreenRole] = [:]
        index.forEachPresentation { site, path in
            guard site.enclosingType == "CatalogScreen", case let .property(flag)? = site.binding else { return }
            roles[flag] = ScreenModel.read(site, presenter: "CatalogScreen", flag: flag, path: path, index).role
        }
        XCTAssertEqual(roles["showsInfo"], .information)
        for flag in ["showsNotes", "showsSignIn", "showsEditor", "showsAdd"] { XCTAssertEqual(roles[flag], .destination, flag) }
        // The facts behind it: the actions of the sheets, with their calls and when they run.
        let info = index.actions(of: index.types(named: "AppInfoSheet"))
        XCTAssertTrue(info.contains { $0.runsAsViewAppears && $0.calls.contains(ActionCall(name: "details", receiver: "catalog")) })
        XCTAssertFalse(info.contains { $0.calls.contains { $0.name == "resizable" } }, "a library image's content closure builds a view")
        let editor = index.actions(of: index.types(named: "NotesEditorSheet"))
        XCTAssertTrue(editor.contains { $0.observed == "notes" && $0.calls.contains(ActionCall(name: "save", receiver: "catalog")) })
        XCTAssertTrue(editor.contains { $0.observed == nil && $0.calls.contains(ActionCall(name: "removeAll", receiver: "notes")) })
        let signIn = index.actions(of: index.types(named: "AppSignInSheet"))
        XCTAssertTrue(signIn.contains { $0.member == "signIn" && $0.calls.contains(ActionCall(name: "signIn", receiver: "catalog")) })
    }

    /// A stored view handed to the presenter, a closure it was handed that makes a view of a type
    /// the project does not declare, and content that shows nothing are reported with `"all"`
    /// only: the model cannot place them. A closure making a form of the project's is that form.
    func testContentItCannotPlaceIsSilentByDefault() {
        func lines(_ report: String) -> [Int] { findings(report: report).filter { $0.path.hasSuffix("StoredContent.swift") }.map(\.start.line) }
        XCTAssertEqual(lines("all"), [10, 23, 41, 42])
        XCTAssertEqual(lines("destinations"), [42])
    }

    /// `"all"` reports with the advice it always gave; the default gives one sentence naming a
    /// route case, and `item:` only with the value selected where the flag is raised.
    func testAdviceNamesTheSelectedValueOnly() {
        let all = findings(report: "all")
        let destinations = findings(report: "destinations")
        func message(_ list: [Finding], _ flag: String) -> String { list.first { $0.message.contains("var \(flag):") }?.message ?? "" }
        XCTAssertTrue(message(destinations, "showsOrder").contains("carrying `selectedOrder`"), message(destinations, "showsOrder"))
        XCTAssertTrue(message(destinations, "showsOrder").contains("`.sheet(item:)`"))
        // Handed a plain value the presenter never selects with the flag: no `item:`.
        XCTAssertFalse(message(destinations, "showsEditor").contains("item:"), message(destinations, "showsEditor"))
        XCTAssertTrue(message(destinations, "showsEditor").contains("a case of a coordinator's route"))
        // Under "all", today's advice, which reads any passed value as a payload.
        XCTAssertTrue(message(all, "showsEditor").contains("bind `.sheet(item:)` to it"), message(all, "showsEditor"))
        for f in destinations { XCTAssertEqual(f.message.components(separatedBy: "; ").count, 2, f.message) }
    }

    /// The Bool that only remembers a dismissal of a sheet the model drives is not view-local
    /// presentation state: not reported in either mode, whether the latching binding is written
    /// at the site or made by a member. Its twin, whose setter is the presentation's own state, is.
    func testDismissalLatchIsNotViewLocal() {
        let latch = Self.lines(marked: ["get: { updates.needsUpdate"]).first! - 1
        let memberLatch = Self.lines(marked: [".sheet(isPresented: removalBinding)"]).first!
        for report in ["all", "destinations"] {
            XCTAssertFalse(findings(report: report).contains { $0.start.line == latch }, report)
            XCTAssertFalse(findings(report: report).contains { $0.start.line == memberLatch }, report)
        }
        XCTAssertTrue(findings(report: "destinations").contains { $0.message.contains("var showsNewList:") && $0.lineText.contains("Binding(get:") })
    }

    func testRolesOfFixtureScreens() {
        let facts = Self.sources().map(Analysis.facts)
        let index = ProjectIndex(files: facts)
        var roles: [String: ScreenRole] = [:]
        index.forEachPresentation { site, path in
            guard let owner = site.enclosingType, case let .property(flag)? = site.binding else { return }
            roles[owner] = ScreenModel.read(site, presenter: owner, flag: flag, path: path, index).role
        }
        XCTAssertEqual(roles["AvatarRow"], .valuePicker)      // `$binding` it writes
        XCTAssertEqual(roles["AddressForm"], .valuePicker)    // callback writing the presenter's state
        XCTAssertEqual(roles["FeeRow"], .information)
        XCTAssertEqual(roles["FeedScreen"], .controlPanel)    // the presenter's model
        XCTAssertEqual(roles["TipRow"], .controlPanel)        // detents below .large
        XCTAssertEqual(roles["StoreRow"], .destination)
        XCTAssertEqual(roles["ProfileRow"], .destination)
        XCTAssertEqual(roles["WelcomeScreen"], .destination)  // its callback only closes
        XCTAssertEqual(roles["ListsScreen"], .destination)
        XCTAssertEqual(roles["OrdersScreen"], .destination)
    }

    /// Roles read from system controllers, views of other modules, content written in place and
    /// what a handed model is used for, by flag.
    func testRolesOfSystemAndLibraryContent() {
        let r = readings(of: ["ArticleScreen", "HelpLinkRow", "PhotoField", "TicketField", "KeyboardBar", "HintRow", "SettingsFooter", "InboxList"])
        func role(_ flag: String) -> ScreenRole? { r[flag]?.role }
        XCTAssertEqual(role("showsShare"), .shareSheet, "\(r["showsShare"]?.signals ?? [])")
        XCTAssertEqual(role("showsMail"), .destination)          // a composer: a screen of its own
        XCTAssertEqual(role("showsCheckout"), .destination)      // a controller of the project
        XCTAssertEqual(role("showsDocs"), .information)          // a Safari page
        XCTAssertEqual(role("showsLibrary"), .valuePicker)       // another module's view handed `$photo`
        XCTAssertEqual(role("showsScanner"), .valuePicker, "\(r["showsScanner"]?.signals ?? [])") // … a callback taking the value
        XCTAssertEqual(role("showsTicketScanner"), .valuePicker, "\(r["showsTicketScanner"]?.signals ?? [])") // … the presenter's function
        XCTAssertEqual(role("showsStore"), .destination)         // … StoreKit's store view: it sells
        XCTAssertEqual(role("showsShortcuts"), .valuePicker)     // a trailing closure taking the keys
        XCTAssertEqual(role("showsPanel"), .destination)
        XCTAssertEqual(role("showsTip"), .information)           // built-in views and a way to close
        XCTAssertEqual(role("showsPromo"), .destination)         // a bare text, no way out: a screen in a sketch
        XCTAssertEqual(role("showsAbout"), .information)         // loads and copies, edits nothing
        XCTAssertEqual(role("showsPreferences"), .destination)   // stored preferences
        XCTAssertEqual(role("showsFilters"), .controlPanel)      // the presenter's model, edited
        XCTAssertEqual(role("showsCompose"), .destination)       // an app-wide model, only read
    }

    /// The presenter's own view shown again larger, rows written in place that hand a value back
    /// and close in one action (around a toolbar of the project's, which is never the screen), and
    /// their twins, by flag.
    func testRolesOfOwnViewsAndInlinePickers() {
        let r = readings(of: ["ClipView", "TokenField"])
        func role(_ flag: String) -> ScreenRole? { r[flag]?.role }
        XCTAssertEqual(role("isFullScreen"), .information, "\(r["isFullScreen"]?.signals ?? [])")
        XCTAssertEqual(r["isFullScreen"]?.signals.last, "shows the presenter's own player")
        XCTAssertEqual(role("showsReport"), .destination)
        XCTAssertEqual(role("picksToken"), .valuePicker, "\(r["picksToken"]?.signals ?? [])")
        XCTAssertEqual(role("installsToken"), .destination)
        XCTAssertEqual(r["installsToken"]?.screenType, "TokenInstaller")
    }

    /// A view of the project that only draws, behind the rows, is not the screen: the rows are
    /// read (a picker, and a screen written in place with no way out).
    func testDrawingViewsAreNotTheScreen() {
        let r = readings(of: ["GameMenu", "SaveSlots"])
        XCTAssertEqual(r["showsSkins"]?.role, .valuePicker, "\(r["showsSkins"]?.signals ?? [])")
        XCTAssertEqual(r["showsArchive"]?.role, .destination, "\(r["showsArchive"]?.signals ?? [])")
        XCTAssertNil(r["showsArchive"]?.screenType)
    }

    /// A callback taking a value, handed through the model a view is made with (a type's
    /// initialiser or `.init(…)`), hands what is chosen back as one of the view's own would; the
    /// same views made with models that carry none are screens of their own.
    func testCallbacksCarriedByTheModelAViewIsMadeWith() {
        let r = readings(of: ["CheckoutForm", "RatesOverview"])
        XCTAssertEqual(r["choosesRate"]?.role, .valuePicker, "\(r["choosesRate"]?.signals ?? [])")
        XCTAssertEqual(r["entersVoucher"]?.role, .valuePicker, "\(r["entersVoucher"]?.signals ?? [])")
        XCTAssertEqual(r["browsesRates"]?.role, .destination, "\(r["browsesRates"]?.signals ?? [])")
        XCTAssertEqual(r["redeemsVoucher"]?.role, .destination, "\(r["redeemsVoucher"]?.signals ?? [])")
    }

    /// A control bound through a mapping of a handed binding (`$showAgain.inverted()`) writes the
    /// presenter's value; the same mapping handed to a view of the project is not followed.
    func testControlsBoundThroughAMappingWriteTheHandedBinding() {
        let r = readings(of: ["ForumPage"])
        XCTAssertEqual(r["warns"]?.role, .valuePicker, "\(r["warns"]?.signals ?? [])")
        XCTAssertEqual(r["reports"]?.role, .destination, "\(r["reports"]?.signals ?? [])")
    }

    /// A form handed the presenter's binding whose control saves through a store and closes is a
    /// screen of its own; the same binding edited with no save, or chosen from rows, is handed back.
    func testFormsThatSaveAreScreensWhateverTheyAreHanded() {
        let r = readings(of: ["BrowserSettings"])
        XCTAssertEqual(r["editsEntry"]?.role, .destination, "\(r["editsEntry"]?.signals ?? [])")
        XCTAssertEqual(r["editsEntry"]?.signals.contains("saves and closes"), true)
        XCTAssertEqual(r["fillsEntry"]?.role, .valuePicker, "\(r["fillsEntry"]?.signals ?? [])")
        XCTAssertEqual(r["choosesEntry"]?.role, .valuePicker, "\(r["choosesEntry"]?.signals ?? [])")
    }

    /// A collection handed as a binding and changed in place (`stops.append(place)`, in a helper
    /// method too) is written: the content hands its choice back. Only read, it is not.
    func testCollectionsChangedInPlaceAreWritten() {
        let r = readings(of: ["TripPlanner", "TripOverview"])
        XCTAssertEqual(r["searchesStops"]?.role, .valuePicker, "\(r["searchesStops"]?.signals ?? [])")
        XCTAssertEqual(r["editsSites"]?.role, .valuePicker, "\(r["editsSites"]?.signals ?? [])")
        XCTAssertEqual(r["books"]?.role, .destination, "\(r["books"]?.signals ?? [])")
        XCTAssertEqual(r["books"]?.signals.contains("handed 1 binding(s) of presenter state, writes 0"), true)
    }

    /// Controls that only change how a page shows (a mode picker, a text-size slider in a part
    /// handed the page's own size) leave it information; saved by a button, or stored as they
    /// change, they are work.
    func testControlsThatOnlyChangeHowAPageShows() {
        let r = readings(of: ["AddressRow"])
        XCTAssertEqual(r["showsCard"]?.role, .information, "\(r["showsCard"]?.signals ?? [])")
        XCTAssertEqual(r["sizesCard"]?.role, .destination, "\(r["sizesCard"]?.signals ?? [])")
        XCTAssertEqual(r["storesMode"]?.role, .destination, "\(r["storesMode"]?.signals ?? [])")
    }

    /// A system composer handed a stored value of the presenter (its model's address, its form's
    /// draft, the appointment it shows) acts on what the presenter shows; handed a constant of the
    /// presenter, text it computes, or only a binding for its result, it is a screen of its own.
    func testComposersAddressedWithWhatThePresenterShows() {
        let r = readings(of: ["ClientDetail", "FeedbackDraft", "AppointmentDetail", "HelpMenu", "AboutMenu", "SideMenuFooter"])
        for flag in ["writesMail", "writesText", "sends", "addsToCalendar"] {
            XCTAssertEqual(r[flag]?.role, .shareSheet, "\(flag): \(r[flag]?.signals ?? [])")
        }
        XCTAssertEqual(r["writesText"]?.signals.last, "addressed with the presenter's model.phone")
        for flag in ["contactsUs", "reportsBug", "mailsUs"] {
            XCTAssertEqual(r[flag]?.role, .destination, "\(flag): \(r[flag]?.signals ?? [])")
        }
    }

    /// Text written in place whose Copy calls a method of the presenter that only sets the
    /// pasteboard is read, not worked on; one whose button files it in the project's store works.
    func testCopyingWhatIsShownIsReading() {
        let r = readings(of: ["LaunchReport"])
        XCTAssertEqual(r["showsReport"]?.role, .information, "\(r["showsReport"]?.signals ?? [])")
        XCTAssertEqual(r["showsFiledReport"]?.role, .destination, "\(r["showsFiledReport"]?.signals ?? [])")
    }

    /// A wrapper's closure handed a value that shows nothing is the callback of what the wrapper
    /// presents (a value picker); one handed the flag that builds a form is its content.
    func testAWrapperClosureHandedAValueIsACallback() {
        let r = readings(of: ["TicketDesk"])
        XCTAssertEqual(r["scans"]?.role, .valuePicker, "\(r["scans"]?.signals ?? [])")
        XCTAssertEqual(r["edits"]?.role, .destination, "\(r["edits"]?.signals ?? [])")
    }

    /// A form handed a record's binding whose fields it edits (through a part of its own, or a
    /// collection field changed in place) edits that record; a panel editing the fields of a value
    /// that identifies nothing, and a picker writing a chosen record whole, do not.
    func testFormsEditingTheFieldsOfARecord() {
        let r = readings(of: ["MovieDetail"])
        XCTAssertEqual(r["showsEditor"]?.role, .destination, "\(r["showsEditor"]?.signals ?? [])")
        XCTAssertEqual(r["showsTagger"]?.role, .destination, "\(r["showsTagger"]?.signals ?? [])")
        XCTAssertNotEqual(r["showsFilter"]?.role, .destination, "\(r["showsFilter"]?.signals ?? [])")
        XCTAssertNotEqual(r["showsFilter"]?.role, nil)
        XCTAssertEqual(r["showsGenres"]?.role, .valuePicker, "\(r["showsGenres"]?.signals ?? [])")
    }

    /// A screen querying the app's store itself is a screen of the app's records; the same list
    /// shown from what it is handed is a page to read; a stored list whose row hands the chosen
    /// record back through a binding made by hand (whose setter hands it on) is a picker.
    func testScreensQueryingTheStoreAndBindingsMadeByHand() {
        let r = readings(of: ["ReadingsHost"])
        XCTAssertEqual(r["showsHistory"]?.role, .destination, "\(r["showsHistory"]?.signals ?? [])")
        XCTAssertEqual(r["showsSummary"]?.role, .information, "\(r["showsSummary"]?.signals ?? [])")
        XCTAssertEqual(r["showsNotes"]?.role, .valuePicker, "\(r["showsNotes"]?.signals ?? [])")
    }

    /// Readings of the presenters with two sites each, by flag.
    func readings(of owners: [String]) -> [String: ScreenReading] {
        let index = ProjectIndex(files: Self.sources().map(Analysis.facts))
        var readings: [String: ScreenReading] = [:]
        index.forEachPresentation { site, path in
            guard let owner = site.enclosingType, owners.contains(owner), case let .property(flag)? = site.binding else { return }
            readings[flag] = ScreenModel.read(site, presenter: owner, flag: flag, path: path, index)
        }
        return readings
    }

    /// A screen named through a type path (`Shelf.Sheets.SectionEditor(id:)`) or a type's
    /// initialiser (`content: ShelfEditor.init`) is that view; StoreKit's store view written in
    /// place sells. None is content the model cannot see.
    func testScreensNamedThroughTypesAreRead() {
        let r = readings(of: ["LibraryShelf"])
        XCTAssertEqual(r["showsShelfSection"]?.role, .destination, "\(r["showsShelfSection"]?.signals ?? [])")
        XCTAssertEqual(r["showsShelfSection"]?.screenType, "SectionEditor")
        XCTAssertEqual(r["showsShelfEditor"]?.role, .destination, "\(r["showsShelfEditor"]?.signals ?? [])")
        XCTAssertEqual(r["showsShelfEditor"]?.screenType, "ShelfEditor")
        XCTAssertEqual(r["showsShelfPass"]?.role, .destination, "\(r["showsShelfPass"]?.signals ?? [])")
        XCTAssertEqual(r["showsShelfPass"]?.signals.last, "sells")
    }

    /// Content built in a helper of the presenter (`{ optionsSheet }`) is read through the helper.
    func testHelperContentIsFollowed() {
        let r = readings(of: ["ChannelScreen"])
        XCTAssertEqual(r["showsOptions"]?.role, .controlPanel, "\(r["showsOptions"]?.signals ?? [])")
        XCTAssertEqual(r["showsOptions"]?.screenType, "LayoutOptions")
        XCTAssertEqual(r["showsEditor"]?.role, .destination)
        XCTAssertEqual(r["showsEditor"]?.screenType, "ChannelEditor")
    }

    /// A representable that cannot be made without a callback taking a value (handed as a trailing
    /// closure) hands the value back; one whose callback takes nothing is a screen of its own.
    func testRequiredValueCallbackIsAPicker() {
        let r = readings(of: ["ImportRow"])
        XCTAssertEqual(r["showsImporter"]?.role, .valuePicker, "\(r["showsImporter"]?.signals ?? [])")
        XCTAssertEqual(r["showsGifs"]?.role, .valuePicker, "\(r["showsGifs"]?.signals ?? [])")
        XCTAssertEqual(r["showsMail"]?.role, .destination)
    }

    /// A binding made by hand whose setter writes the presenter's state is a binding of that state.
    func testHandMadeBindingOfPresenterState() {
        let r = readings(of: ["SearchScreen"])
        XCTAssertEqual(r["showsFilters"]?.role, .valuePicker, "\(r["showsFilters"]?.signals ?? [])")
        XCTAssertEqual(r["showsSaved"]?.role, .destination)
    }

    /// A destination presented from two places is a destination at each (read from what it does,
    /// not from how often it is presented).
    func testDestinationPresentedFromTwoPlacesIsADestinationAtBoth() {
        let folder = Fixtures.root.appendingPathComponent("rules/state-bool-presentation/two-presenters")
        let sources = Fixtures.swiftFiles(under: folder).map { SourceText(path: $0.lastPathComponent, text: (try? String(contentsOf: $0, encoding: .utf8)) ?? "") }
        let index = ProjectIndex(files: sources.map(Analysis.facts))
        var readings: [ScreenReading] = []
        index.forEachPresentation { site, path in
            guard let owner = site.enclosingType, case let .property(flag)? = site.binding else { return }
            readings.append(ScreenModel.read(site, presenter: owner, flag: flag, path: path, index))
        }
        XCTAssertEqual(readings.map(\.role), [.destination, .destination])
        XCTAssertEqual(readings.map(\.screenType), ["MessageComposer", "MessageComposer"])
    }

    /// scattered-modal-state counts the sheets that are alternatives of one route: screens of
    /// their own, one view presented by two states, steps that raise one another. Pickers and a
    /// help popup of one form are counted under `"report": "all"` only.
    func testScatteredStateCountsAlternativesOfOneRoute() {
        let folder = Fixtures.root.appendingPathComponent("rules/scattered-modal-state/screens")
        let sources = Fixtures.swiftFiles(under: folder).map { SourceText(path: Fixtures.relativePath($0), text: (try? String(contentsOf: $0, encoding: .utf8)) ?? "") }
        func reported(_ report: String) -> [String] {
            var c = RuleConfiguration.defaults
            c.settings["scattered-modal-state"]?.options["report"] = .string(report)
            return Analysis.findings(sources, configuration: c).filter { $0.ruleID == "scattered-modal-state" }.compactMap(\.enclosingType)
        }
        XCTAssertEqual(reported("destinations"), ["TripScreen", "NoteList", "PostRow", "TripBoard"])
        XCTAssertEqual(reported("all"), ["PlayerTabs", "TripScreen", "TripForm", "NoteList", "PostRow", "TripBoard"])
        // The picker beside two forms is neither named nor listed among the places.
        let board = Analysis.findings(sources, configuration: .defaults).first { $0.ruleID == "scattered-modal-state" && $0.enclosingType == "TripBoard" }
        XCTAssertEqual(board?.related.map(\.message), ["`.sheet` driven by `showsNewTrip`", "`.sheet` driven by `showsBudget`"])
        XCTAssertFalse(board?.message.contains("showsCities") ?? true)
    }

    func testTestHarnessFolders() {
        for path in ["Tests/APITesters/AllAPITests/UIAPITester/CustomerCenterViewAPI.swift", "App/AppUITests/Flows.swift",
                     "Tests/TestingApps/Store/Views/Home.swift", "Examples/maestro/Sources/e2e-test-flows/open-paywall.swift",
                     "Sources/PaywallsTester/List.swift"] {
            XCTAssertTrue(PresentationVocabulary.isTestHarnessFolder(path), path)
        }
        for path in ["Tests/Fixtures/rules/scattered-modal-state/triggering.swift", "Sources/SpeedTest/Gauge.swift",
                     "App/Contests/List.swift", "Tests.swift", "App/Features/Latest/Feed.swift",
                     "/tmp/presentlint-tests-1F2A/Sources/A.swift", "Sources/ui-tests-playground/Home.swift"] {
            XCTAssertFalse(PresentationVocabulary.isTestHarnessFolder(path), path)
        }
        // The fixture's UI-test host: reported with "all" only.
        XCTAssertTrue(findings(report: "all").contains { $0.path.hasSuffix("StoreUITests/Harness.swift") })
        XCTAssertFalse(findings(report: "destinations").contains { $0.path.hasSuffix("StoreUITests/Harness.swift") })
    }

    func testDetentLists() {
        XCTAssertFalse(ScreenModel.isLargeDetentList("([.medium])"))
        XCTAssertFalse(ScreenModel.isLargeDetentList("([.height(200), .fraction(0.3)])"))
        XCTAssertTrue(ScreenModel.isLargeDetentList("([.medium, .large])"))
        XCTAssertTrue(ScreenModel.isLargeDetentList("(detents)"))
    }
}
