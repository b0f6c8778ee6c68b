/// Finds the next thing to do to bring a coordinator tree to a saved ``NavigationTree``, and records what cannot be.
///
/// It compares the tree with what the app shows now, navigator by navigator in the saved order: a stack's or modal
/// navigator's screens that match the saved ones (a prefix) are kept and their child coordinators compared in turn,
/// and so are a tab or page navigator's screens that match by route, wherever the app shows them now (it may have
/// added, removed or moved some since the tree was taken); the first missing screen is the next step, taken by handing
/// its route to the coordinator's ``Coordinator/handle(route:)``. A tab, page or split column is selected before work
/// in a navigator it hosts, and the saved selections come last; a split navigator's columns match column by column. A
/// screen that cannot be brought back is recorded (in a stack, modal or split navigator, with the ones after it) and
/// never tried again, so every plan ends; so are the screens left to restore of a navigator whose hosting tab or page
/// is gone.
@MainActor
final class TreePlanner {
    /// One thing to do, and how to tell whether it worked.
    struct Step {
        /// Makes the calls of the step.
        let perform: @MainActor () -> Void
        /// Whether the app shows what the step was for, once its navigation has settled.
        let isDone: @MainActor () -> Bool
        /// Records the step, and what depends on it, as not restored.
        let giveUp: @MainActor (_ reason: String) -> Void
    }

    private(set) var failures: [RestorationFailure] = []
    /// The paths of the screens and selections reported so far: each is reported once, however many ways the plan
    /// gives up on it.
    private var reported: Set<String> = []
    private var givenUp: Set<String> = []
    /// The tab and page navigators whose step brought some of the saved screens but not all, with why: the next plan
    /// restores what the screens that match show, then gives up the rest, and never takes the step again.
    private var partlyBrought: [String: String] = [:]
    private let animated: @MainActor () -> Bool

    /// - Parameter animated: Whether the selections the planner makes itself animate now.
    init(animated: @escaping @MainActor () -> Bool) {
        self.animated = animated
    }

    /// The next step that brings `coordinator`'s navigation toward `tree`, or `nil` when nothing is left to do.
    func nextStep(toward tree: NavigationTree, in coordinator: some Coordinator, path: String) -> Step? {
        plan(tree, CoordinatorParts(coordinator), path: path)
    }

    /// How many saved screens the app does not show yet and that a later step may still bring, children's included:
    /// not those given up, nor the tabs or pages missing where the app shows others (they will be given up), nor the
    /// screens of a navigator whose hosting tab or page is gone.
    func missingScreens(of tree: NavigationTree, in coordinator: some Coordinator, path: String) -> Int {
        let parts = CoordinatorParts(coordinator)
        var missing = 0
        for saved in tree.navigators {
            let navigatorPath = "\(path).\(saved.name)"
            guard !givenUp.contains(navigatorPath), missingHost(of: saved, in: tree, parts) == nil else { continue }
            let fresh = parts.navigator(named: saved.name)?.snapshotScreens ?? []
            let bringsMissing = !saved.kind.isSelection || stepBringsTabs(of: saved, fresh, path: navigatorPath)
            for (index, shown) in shownIndices(saved, fresh, parts).enumerated() {
                let screen = saved.screens[index]
                guard let shown else {
                    if bringsMissing { missing += 1 + (screen.child?.screenCount ?? 0) }
                    continue
                }
                let childPath = "\(navigatorPath)[\(index)]"
                guard let child = screen.child, !givenUp.contains(childPath),
                    let coordinator = parts.childCoordinator(of: fresh[shown])
                else { continue }
                missing += missingScreens(of: child, in: coordinator, path: childPath)
            }
        }
        return missing
    }

    private func plan<Owner: Coordinator>(
        _ tree: NavigationTree, _ parts: CoordinatorParts<Owner>, path: String
    ) -> Step? {
        for saved in tree.navigators {
            let navigatorPath = "\(path).\(saved.name)"
            guard !givenUp.contains(navigatorPath),
                let step = screensStep(saved, parts, path: navigatorPath)
            else { continue }
            if let hostMissing = missingHost(of: saved, in: tree, parts) {
                giveUp(saved, from: 0, path: navigatorPath, hostMissing)
                continue
            }
            return containerSelection(for: saved, in: tree, parts, path: path) ?? step
        }
        for saved in tree.navigators {
            if let step = selectionStep(saved, parts, path: "\(path).\(saved.name)") { return step }
        }
        return nil
    }

    /// The next step for one navigator's screens, or for the child coordinators of the screens it already shows.
    private func screensStep<Owner: Coordinator>(
        _ saved: NavigatorState, _ parts: CoordinatorParts<Owner>, path: String
    ) -> Step? {
        let navigator = parts.navigator(named: saved.name)
        let fresh = navigator?.snapshotScreens ?? []
        let shown = shownIndices(saved, fresh, parts)
        for (index, screen) in shown.enumerated() {
            guard let child = saved.screens[index].child, let screen else { continue }
            let childPath = "\(path)[\(index)]"
            guard !givenUp.contains(childPath) else { continue }
            guard let coordinator = parts.childCoordinator(of: fresh[screen]) else {
                giveUp(child, path: childPath, "the screen shows no child coordinator")
                continue
            }
            if let step = nextStep(toward: child, in: coordinator, path: childPath) { return step }
        }
        let missing = shown.indices.filter { shown[$0] == nil }
        guard let first = missing.first else { return nil }
        switch saved.kind {
        case .tab, .page:
            // The app sets its tabs or pages itself: handling the selected one's route is what brings them, if
            // anything does.
            guard stepBringsTabs(of: saved, fresh, path: path), let selection = saved.selection else {
                let reason = partlyBrought[path] ?? "the app shows other \(saved.kind.noun)s"
                giveUp(saved, missing.filter { saved.screens[$0].route == nil }, path: path, Self.notCodable)
                giveUp(saved, missing.filter { saved.screens[$0].route != nil }, path: path, reason)
                return nil
            }
            guard saved.screens.indices.contains(selection) else {
                giveUp(saved, missing, path: path, "its saved selection, \(selection), is not one of its screens")
                return nil
            }
            return routeStep(saved, index: selection, parts, path: path, bringsAll: true)
        case .stack, .modal, .split:
            if saved.kind != .split, fresh.count > first {
                giveUp(saved, from: first, path: path, "the app shows another screen there")
                return nil
            }
            return routeStep(saved, index: first, parts, path: path)
        }
    }

    /// Hands the route of `saved.screens[index]` to the coordinator.
    ///
    /// - Parameter bringsAll: Whether the route brings every screen of the navigator (a tab or page navigator's
    ///   selected screen), rather than the one at `index`.
    private func routeStep<Owner: Coordinator>(
        _ saved: NavigatorState, index: Int, _ parts: CoordinatorParts<Owner>, path: String, bringsAll: Bool = false
    ) -> Step? {
        let screen = saved.screens[index]
        // The step of a tab or page navigator brings all its screens, which do not depend on one another.
        let giveUpStep = { [self] (reason: String) in
            if bringsAll {
                let selected = "the selected \(saved.kind.noun) was not restored: \(reason)"
                for other in saved.screens.indices {
                    giveUp(saved, [other], path: path, other == index ? reason : selected)
                }
            } else {
                giveUp(saved, from: index, path: path, reason)
            }
        }
        guard let value = screen.route else {
            giveUpStep(Self.notCodable)
            return nil
        }
        let route: Owner.Route
        do {
            route = try parts.route(
                from: value, of: parts.navigator(named: saved.name)?.snapshotRouteType ?? Owner.Route.self)
        } catch {
            giveUpStep(error.reason)
            return nil
        }
        let owner = parts.owner
        return Step(
            perform: { [weak owner] in owner?.handle(route: route) },
            isDone: { [weak self, weak owner] in
                guard let self, let owner else { return false }
                let parts = CoordinatorParts(owner)
                let fresh = parts.navigator(named: saved.name)?.snapshotScreens ?? []
                let shown = shownIndices(saved, fresh, parts)
                return bringsAll ? !shown.contains { $0 == nil } : !shown[...index].contains { $0 == nil }
            },
            giveUp: { [weak self, weak owner] reason in
                guard let self else { return }
                // A step that brought some of a navigator's screens leaves the navigator to the next plan, which
                // restores the child coordinators of the screens that match and gives up the others.
                if bringsAll, let owner,
                    !(CoordinatorParts(owner).navigator(named: saved.name)?.snapshotScreens ?? []).isEmpty
                {
                    partlyBrought[path] = reason
                    return
                }
                giveUpStep(reason)
            }
        )
    }

    /// Selects the tab, page or column that hosts `saved`, when another one is selected.
    private func containerSelection<Owner: Coordinator>(
        for saved: NavigatorState, in tree: NavigationTree, _ parts: CoordinatorParts<Owner>, path: String
    ) -> Step? {
        let containerPath = "\(path).\(saved.container?.navigator ?? "")"
        guard let container = saved.container, !givenUp.contains("\(containerPath).selection"),
            let navigator = parts.navigator(named: container.navigator),
            let savedContainer = tree.navigators.first(where: { $0.name == container.navigator }),
            savedContainer.screens.indices.contains(container.screen),
            let index = shownIndex(of: container.screen, savedContainer, navigator.snapshotScreens, parts),
            navigator.snapshotSelection != index
        else { return nil }
        return select(navigator, index: index, savedIndex: container.screen, parts, path: containerPath)
    }

    /// Whether a tab or page navigator's step, handling the selected screen's route, may still bring its missing
    /// screens: only while the app shows none of them and no such step has brought some already.
    private func stepBringsTabs(of saved: NavigatorState, _ fresh: [SnapshotScreen], path: String) -> Bool {
        fresh.isEmpty && partlyBrought[path] == nil
    }

    /// Why `saved` cannot be shown, when the tab or page that hosted it is not among those the app shows now. Only a
    /// container planned before `saved` counts (tabs and pages are planned before stacks, but after split navigators):
    /// by then it has no step left, so the app has had its chance to show the screen.
    private func missingHost<Owner: Coordinator>(
        of saved: NavigatorState, in tree: NavigationTree, _ parts: CoordinatorParts<Owner>
    ) -> String? {
        guard let container = saved.container,
            let containerIndex = tree.navigators.firstIndex(where: { $0.name == container.navigator }),
            let ownIndex = tree.navigators.firstIndex(where: { $0.name == saved.name }), containerIndex < ownIndex
        else { return nil }
        let savedContainer = tree.navigators[containerIndex]
        guard savedContainer.kind.isSelection,
            savedContainer.screens.indices.contains(container.screen),
            let navigator = parts.navigator(named: container.navigator),
            shownIndex(of: container.screen, savedContainer, navigator.snapshotScreens, parts) == nil
        else { return nil }
        return "the \(savedContainer.kind.noun) that hosts it is not shown"
    }

    /// Restores the saved selection of a tab, page or split navigator.
    private func selectionStep<Owner: Coordinator>(
        _ saved: NavigatorState, _ parts: CoordinatorParts<Owner>, path: String
    ) -> Step? {
        guard let selection = saved.selection, !givenUp.contains(path + ".selection") else { return nil }
        guard saved.screens.indices.contains(selection) else {
            givenUp.insert(path + ".selection")
            report(
                RestorationFailure(
                    path: "\(path)[\(selection)]", route: nil,
                    reason: "not selected: its saved selection, \(selection), is not one of its screens"))
            return nil
        }
        // A selected screen the app does not show is reported with the screens.
        guard let navigator = parts.navigator(named: saved.name),
            let index = shownIndex(of: selection, saved, navigator.snapshotScreens, parts),
            navigator.snapshotSelection != index
        else { return nil }
        return select(navigator, index: index, savedIndex: selection, parts, path: path)
    }

    /// Selects the screen at `index` of what `navigator` shows, the one saved at `savedIndex`.
    private func select<Owner: Coordinator>(
        _ navigator: any SnapshotNavigator, index: Int, savedIndex: Int, _ parts: CoordinatorParts<Owner>,
        path: String
    ) -> Step? {
        let screen = navigator.snapshotScreens[index]
        let target = parts.value(of: screen.route)
        let owner = parts.owner
        return Step(
            perform: { [animated, weak owner, weak navigator] in
                guard let owner else { return }
                navigator?.restoreSelection(
                    of: { [weak owner] route in
                        guard let owner, let target else { return false }
                        return CoordinatorParts(owner).value(of: route) == target
                    },
                    column: screen.column, animated: animated(), completion: { _ in })
            },
            isDone: { [weak navigator] in navigator?.snapshotSelection == index },
            giveUp: { [weak self] reason in
                guard let self else { return }
                givenUp.insert(path + ".selection")
                report(
                    RestorationFailure(path: "\(path)[\(savedIndex)]", route: target, reason: "not selected: \(reason)")
                )
            }
        )
    }

    /// The index of the screen the app shows for each of `saved.screens`, or `nil` for those it does not show yet.
    ///
    /// A stack's or modal navigator's screens match from the first, each at the same index (a screen shows on the
    /// ones below it); a split navigator's match column by column, in the saved order; a tab or page navigator's match
    /// by route, wherever they are now, each shown screen standing for one saved screen.
    private func shownIndices<Owner: Coordinator>(
        _ saved: NavigatorState, _ fresh: [SnapshotScreen], _ parts: CoordinatorParts<Owner>
    ) -> [Int?] {
        var unmatched = Array(fresh.indices)
        var isMatching = true
        return saved.screens.enumerated().map { index, screen in
            guard isMatching, let route = screen.route else {
                isMatching = saved.kind.isSelection
                return nil
            }
            let shown: Int?
            switch saved.kind {
            case .tab, .page:
                let position = unmatched.firstIndex { parts.value(of: fresh[$0].route) == route }
                return position.map { unmatched.remove(at: $0) }
            case .split:
                shown = fresh.firstIndex { $0.column.map { "\($0)" } == screen.column }
            case .stack, .modal:
                shown = fresh.indices.contains(index) ? index : nil
            }
            // Outside tabs and pages, a missing screen leaves the ones after it missing too.
            guard let shown, parts.value(of: fresh[shown].route) == route else {
                isMatching = false
                return nil
            }
            return shown
        }
    }

    /// The index, among the screens the app shows (`fresh`), of the one to select for `saved.screens[savedIndex]`: a
    /// split navigator's column, whatever it shows; a tab's or page's screen, by route.
    private func shownIndex<Owner: Coordinator>(
        of savedIndex: Int, _ saved: NavigatorState, _ fresh: [SnapshotScreen], _ parts: CoordinatorParts<Owner>
    ) -> Int? {
        guard saved.kind == .split else { return shownIndices(saved, fresh, parts)[savedIndex] }
        return fresh.firstIndex { $0.column.map { "\($0)" } == saved.screens[savedIndex].column }
    }

    private static let notCodable = "its route is not Codable and its coordinator does not identify it"

    /// Records a failure of the restoration as a whole, such as a controller that refused the final screens.
    func noteFailure(_ reason: String, path: String) {
        failures.append(RestorationFailure(path: path, route: nil, reason: reason))
    }

    /// Records `saved.screens[index...]`, and the screens of the child coordinators they show, as not restored, and
    /// leaves the navigator alone from now on.
    private func giveUp(_ saved: NavigatorState, from index: Int, path: String, _ reason: String) {
        giveUp(
            saved, Array(saved.screens.indices[index...]), path: path, reason,
            rest: "a screen before it was not restored")
    }

    /// Records `saved.screens` at `indices`, and the screens of the child coordinators they show, as not restored,
    /// the first for `reason` and the others for `rest` (by default the same), and leaves the navigator alone from now
    /// on.
    private func giveUp(
        _ saved: NavigatorState, _ indices: [Int], path: String, _ reason: String, rest: String? = nil
    ) {
        guard !indices.isEmpty else { return }
        givenUp.insert(path)
        for (offset, index) in indices.enumerated() {
            let screen = saved.screens[index]
            let screenPath = "\(path)[\(index)]"
            let isNew = report(
                RestorationFailure(path: screenPath, route: screen.route, reason: offset == 0 ? reason : rest ?? reason)
            )
            if isNew, let child = screen.child {
                giveUp(child, path: screenPath, "the screen of its coordinator was not restored")
            }
        }
    }

    /// Records `failure` unless its path was reported already; returns whether it was new.
    @discardableResult
    private func report(_ failure: RestorationFailure) -> Bool {
        guard reported.insert(failure.path).inserted else { return false }
        failures.append(failure)
        return true
    }

    /// Records every screen of a child tree as not restored.
    private func giveUp(_ tree: NavigationTree, path: String, _ reason: String) {
        guard givenUp.insert(path).inserted else { return }
        for saved in tree.navigators where !saved.screens.isEmpty {
            giveUp(saved, from: 0, path: "\(path).\(saved.name)", reason)
        }
    }
}

extension NavigatorState.Kind {
    /// Whether the navigator shows one of its screens at a time, selected: a tab or page navigator.
    fileprivate var isSelection: Bool { self == .tab || self == .page }

    /// What a tab or page navigator's screens are called in reports.
    fileprivate var noun: String { self == .tab ? "tab" : "page" }
}
