/// Apple's public documentation that the rules' explanations cite.
extension RuleReference {
    static let apple = "https://developer.apple.com/documentation/swiftui/"

    public static let modalPresentations = RuleReference("SwiftUI: Modal presentations", apple + "modal-presentations")
    public static let sheetIsPresented = RuleReference("sheet(isPresented:onDismiss:content:)", apple + "view/sheet(ispresented:ondismiss:content:)")
    public static let sheetItem = RuleReference("sheet(item:onDismiss:content:)", apple + "view/sheet(item:ondismiss:content:)")
    public static let fullScreenCoverIsPresented = RuleReference("fullScreenCover(isPresented:onDismiss:content:)",
                                                                 apple + "view/fullscreencover(ispresented:ondismiss:content:)")
    public static let fullScreenCoverItem = RuleReference("fullScreenCover(item:onDismiss:content:)",
                                                          apple + "view/fullscreencover(item:ondismiss:content:)")
    public static let dismissAction = RuleReference("DismissAction", apple + "dismissaction")
    public static let dismissEnvironment = RuleReference("EnvironmentValues.dismiss", apple + "environmentvalues/dismiss")
    public static let presentationMode = RuleReference("EnvironmentValues.presentationMode (deprecated)", apple + "environmentvalues/presentationmode")
    public static let deprecatedEnvironmentValues = RuleReference("EnvironmentValues: Deprecated symbols", apple + "environmentvalues-deprecated")
    public static let actionSheet = RuleReference("actionSheet(isPresented:content:) (deprecated)", apple + "view/actionsheet(ispresented:content:)")
    public static let interactiveDismissDisabled = RuleReference("interactiveDismissDisabled(_:)", apple + "view/interactivedismissdisabled(_:)")
    public static let presentationDetents = RuleReference("presentationDetents(_:)", apple + "view/presentationdetents(_:)")
    public static let higModality = RuleReference("Human Interface Guidelines: Modality",
                                                  "https://developer.apple.com/design/human-interface-guidelines/modality")
    public static let higActionSheets = RuleReference("Human Interface Guidelines: Action sheets",
                                                      "https://developer.apple.com/design/human-interface-guidelines/action-sheets")
}
