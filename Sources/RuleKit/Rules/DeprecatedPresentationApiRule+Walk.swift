/// `.navigationBarItems` in presented content: the content's own uses and its helpers' (in each
/// file's part), then the uses of every declaration the content shows, followed through the views
/// those show in turn (`ProjectIndex.ShownViewWalk`), and the screen a route's own member makes.
extension DeprecatedPresentationApiRule {
    public func join(_ index: ProjectIndex, parts: [Part]) -> [Finding] {
        var findings = useFindings(index, parts: parts)
        var seen: Set<String> = []
        func report(_ uses: [ModifierUse]) {
            for use in uses where Self.toolbarAvailable(index, use.path) {
                guard seen.insert("\(use.path):\(use.span.start)").inserted else { continue }
                findings.append(barItemsFinding(use))
            }
        }
        // Each declaration is visited once, by the first presentation to reach it: sheets, covers
        // and popovers first, then screens hosted from UIKit.
        var walk = ProjectIndex.ShownViewWalk(index)
        for hosted in [false, true] {
            for f in parts.indices {
                report(hosted ? parts[f].hostedBarItems : parts[f].presentedBarItems)
                for root in hosted ? parts[f].hostedRoots : parts[f].presentedRoots {
                    report(barItemsShown(from: root, path: index.files[f].path, &walk))
                }
            }
        }
        return findings
    }

    /// The `.navigationBarItems` uses of what a presentation (or hosted screen) shows and that
    /// `walk` has not reached before: the screen its route's member makes, and the declarations of
    /// the views it shows, followed.
    func barItemsShown(from root: ShownRoot, path: String, _ walk: inout ProjectIndex.ShownViewWalk) -> [ModifierUse] {
        var views = root.views, builtInViews = root.builtInViews
        var uses: [ModifierUse] = []
        if let name = root.routeMember,
           let maker = walk.routeMember(name, bindingLabel: root.bindingLabel, binding: root.binding, owner: root.owner, path: path) {
            uses += maker.summary.modifierUses.filter { $0.name == "navigationBarItems" }
            views += maker.summary.views
            builtInViews.formUnion(maker.summary.builtInViews)
        }
        for types in walk.reach(walk.entries(views: views, builtInViews: builtInViews, path: path)) {
            for type in types {
                for member in type.members { uses += member.summary.modifierUses.filter { $0.name == "navigationBarItems" } }
            }
        }
        return uses
    }
}
