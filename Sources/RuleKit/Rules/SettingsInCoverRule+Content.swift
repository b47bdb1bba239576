/// A screen named for settings is settings only if it (or a screen it shows or pushes) offers a
/// preference control or is laid out as a form: an app that names every screen `…SettingsView` has log viewers and
/// about screens under that name.
extension SettingsInCoverRule {
    /// Whether the project view `name`, or one it shows or pushes (two levels down), holds a
    /// `Toggle`, `Picker`, `Slider`, `Stepper`, `ColorPicker` or `DatePicker`, or is a `Form` or
    /// grouped `List`. A view the linted
    /// code does not declare, or one bridging UIKit, is taken at its name.
    func offersPreferences(_ name: String, _ path: String, _ index: ProjectIndex, depth: Int = 0, seen: Set<String> = []) -> Bool {
        guard let declarations = index.types(named: name, nearestTo: path), !declarations.isEmpty,
              !declarations.indices.contains(where: { declarations[$0].conformsToRepresentable }) else { return true }
        let summary = ProjectIndex.mergedSummary(declarations)
        if summary.views.contains(where: { Self.preferenceControls.contains($0.typeName) }) { return true }
        if summary.builtInViews.containsName(where: { Self.preferenceControls.contains($0) }) { return true }
        // A form (or a grouped list) is laid out as settings are, whatever its rows hold.
        if summary.builtInViews.contains("Form") || summary.views.contains(where: { $0.typeName == "Form" }) || summary.groupsList { return true }
        guard depth < 2 else { return false }
        // The views it shows, pushed ones among them (a settings hub's rows lead to its pages).
        let shown = summary.views.map(\.typeName).filter { !BuiltInViews.names.contains($0) && index.isDeclared($0) }
        var seen = seen
        seen.insert(name)
        for view in Set(shown).sorted() where !seen.contains(view) {
            if offersPreferences(view, declarations[0].path, index, depth: depth + 1, seen: seen) { return true }
        }
        return false
    }
}
