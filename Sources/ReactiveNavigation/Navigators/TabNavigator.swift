import Signals

/// Shows screens in the tabs of a tab bar controller and keeps the route of the selected one.
///
/// Selections the user makes are reported back through ``selection`` and ``onChange``. The navigator
/// becomes the controller's ``TabHostDelegate`` and retains the controller.
///
/// Switching tabs is not animated, but it still waits its turn: every call goes through the ``TransitionQueue`` of
/// the controller's window hierarchy, so a selection asked for during a push or a presentation runs once that
/// transition has ended. ``selectedRoute``, ``selection`` and ``onChange`` report the selection the controller shows.
@MainActor
public final class TabNavigator<Route>: TabHostDelegate, InspectableNavigator {
    let host: any TabHost
    let core: NavigatorCore<Route, Route?>
    var tabs: [ScreenEntry<Route>] = []
    var selectedEntry: ScreenEntry<Route>?

    /// The route of the selected tab, as a property that sends every change.
    public var selection: Property<Route?> { core.property }

    /// Every change of the tabs or the selection as it begins and as it ends, with the selected route at that moment.
    public var transitions: Signal<NavigationTransition<Route>, Never> { core.reporter.transitions }

    /// Called with the route of the newly selected tab after every change, including the user's taps.
    ///
    /// It gets every value ``selection`` sends, in the same order, right after the property's observers. A
    /// change made from inside `onChange` or an observer of ``selection`` runs once the current call has finished (at
    /// once when the report is of a change the user made, as no call is in flight then), so the last route reported is
    /// always the selected one.
    public var onChange: (@MainActor (Route?) -> Void)? {
        get { core.onChange }
        set { core.onChange = newValue }
    }

    /// The routes of the tabs, in order.
    public var routes: [Route] {
        core.observation.accessed()
        return tabs.map(\.route)
    }

    /// The route of the selected tab.
    public var selectedRoute: Route? {
        core.observation.accessed()
        return selectedEntry?.route
    }

    /// Creates a navigator that drives `tabBarController` and becomes its delegate.
    ///
    /// - Parameters:
    ///   - tabBarController: The host that shows the tabs, retained by the navigator.
    ///   - diagnostics: Receives a report for every refused call, and every change the host made without reporting it.
    ///   - queue: The transition queue of the window hierarchy; `nil`, the default, uses the host's
    ///     ``TransitionHost/transitionQueue``.
    public init(
        tabBarController: some TabHost,
        diagnostics: NavigationDiagnostics = .debugLog,
        queue: TransitionQueue? = nil
    ) {
        host = tabBarController
        core = NavigatorCore(
            host: tabBarController, queue: queue, diagnostics: diagnostics, value: nil, observesTransitions: true)
        tabBarController.tabHostDelegate = self
        core.adoptsUnreportedChanges(of: self) { $0.adoptHostChange() }
    }

    // MARK: - set

    /// Replaces the tabs; a list that holds the same screen twice is refused.
    ///
    /// - Parameters:
    ///   - tabs: The tabs' routes and screens, in order.
    ///   - animated: Whether the change is animated.
    ///   - completion: Gets the outcome once the tabs are replaced or the call was refused.
    public func set(
        _ tabs: [(route: Route, viewController: PlatformViewController)],
        animated: Bool,
        completion: (@MainActor (NavigationOutcome) -> Void)? = nil
    ) {
        set(tabs, animated: animated, then: completion)
    }

    /// Replaces the tabs and returns once they are replaced or the call was refused.
    ///
    /// - Parameters:
    ///   - tabs: The tabs' routes and screens, in order.
    ///   - animated: Whether the change is animated.
    /// - Returns: How the call ended.
    @discardableResult
    public func set(_ tabs: [(route: Route, viewController: PlatformViewController)], animated: Bool) async
        -> NavigationOutcome
    {
        await outcome { set(tabs, animated: animated, then: $0) }
    }

    private func set(
        _ tabs: [(route: Route, viewController: PlatformViewController)],
        animated: Bool,
        then completion: (@MainActor (NavigationOutcome) -> Void)?
    ) {
        core.calls.submit(showing: tabs.map(\.viewController), animated: animated, ifQueued: (), completion: completion)
        {
            [weak self] animated, finish in
            guard let self else { return finish(.refused(Self.released)) }
            if let refusal = core.diagnostics.refusalUnlessShown(tabs, by: host, in: "set(_:animated:)") {
                return finish(.refused(refusal))
            }
            for (index, tab) in tabs.enumerated()
            where tabs[..<index].contains(where: { $0.viewController === tab.viewController }) {
                return finish(
                    .refused(
                        core.diagnostics.report(
                            .screenAlreadyShown,
                            "set(_:animated:) refused: the screen for tab \(tab.route) appears twice in the list"
                        )))
            }
            core.reporter.report(.began, .set, routes: selectedRoute.map { [$0] } ?? [])
            // The replaced entries, and the routes and screens only they hold, are released once the change is
            // settled and reported: their deinit may call back into this navigator.
            let replaced = self.tabs
            self.tabs = tabs.map { ScreenEntry(route: $0.route, viewController: $0.viewController) }
            host.setViewControllers(tabs.map(\.viewController), animated: animated)
            synchronize()
            core.reporter.report(.finished, .set, routes: selectedRoute.map { [$0] } ?? [])
            withExtendedLifetime(replaced) {}
            finish(.completed)
        }
    }

    // MARK: - select

    /// Selects the first tab whose route matches `predicate`.
    ///
    /// - Parameter predicate: Picks the route of the tab to select; it runs when the call's turn comes.
    /// - Returns: Whether a tab matched; when none does, the selection stays as it was. A selection that waits behind
    ///   another transition returns `true`; its completion-handler and `async` forms tell how it ended.
    @discardableResult
    public func select(where predicate: @escaping (Route) -> Bool) -> Bool {
        select(where: predicate, then: nil)
    }

    /// Selects the first tab whose route matches `predicate`, and tells `completion` how the call ended.
    ///
    /// - Parameters:
    ///   - predicate: Picks the route of the tab to select; it runs when the call's turn comes.
    ///   - completion: Gets the outcome once the tab is selected or the call was refused.
    public func select(
        where predicate: @escaping (Route) -> Bool,
        completion: (@MainActor (NavigationOutcome) -> Void)? = nil
    ) {
        select(where: predicate, then: completion)
    }

    /// Selects the first tab whose route matches `predicate` and returns once it is selected or the call was refused.
    ///
    /// - Parameter predicate: Picks the route of the tab to select.
    /// - Returns: How the call ended.
    @discardableResult
    public func select(where predicate: @escaping (Route) -> Bool) async -> NavigationOutcome {
        await outcome { select(where: predicate, then: $0) }
    }

    @discardableResult
    private func select(
        where predicate: @escaping (Route) -> Bool,
        then completion: (@MainActor (NavigationOutcome) -> Void)?
    ) -> Bool {
        core.calls.submit(animated: false, ifQueued: true, completion: completion) { [weak self] _, finish -> Bool in
            guard let self else {
                finish(.refused(Self.released))
                return false
            }
            guard let index = tabs.firstIndex(where: { predicate($0.route) }) else {
                finish(
                    .refused(
                        core.diagnostics.report(.routeNotFound, "select(where:) ignored: no tab in \(routes) matches")))
                return false
            }
            core.reporter.report(.began, .select, routes: selectedRoute.map { [$0] } ?? [])
            host.selectedIndex = index
            synchronize()
            core.reporter.report(.finished, .select, routes: selectedRoute.map { [$0] } ?? [])
            finish(.completed)
            return true
        }
    }

    // MARK: - The host's reports

    /// Updates the selection after the user picked a tab; called by the host.
    ///
    /// - Parameters:
    ///   - host: The host whose selection changed.
    ///   - viewController: The screen of the selected tab.
    public func tabHost(_ host: any TabHost, didSelect viewController: PlatformViewController) {
        guard host === self.host else { return }
        adoptHostChange()
    }

    /// Makes the selection match the host's, reporting a change as the user's; returns whether there was one.
    @discardableResult
    func adoptHostChange() -> Bool {
        guard synchronize() else { return false }
        core.calls.noteUserChange()
        core.reporter.report(.finished, .select, isUserInitiated: true, routes: selectedRoute.map { [$0] } ?? [])
        return true
    }

    private static var released: NavigationDiagnostic { NavigatorCore<Route, Route?>.released("TabNavigator") }

    @discardableResult
    private func synchronize() -> Bool {
        let screens = host.viewControllers
        let selectedScreen = screens.indices.contains(host.selectedIndex) ? screens[host.selectedIndex] : nil
        let next = tabs.first { $0.viewController === selectedScreen }
        guard next !== selectedEntry else { return false }
        let previous = selectedEntry
        selectedEntry = next
        core.storage.value = next?.route
        withExtendedLifetime(previous) {}
        return true
    }

    // MARK: - Inspection

    package var inspectedHost: any TransitionHost { host }

    package var inspectedState: String {
        "tabs " + routes.map { "\($0)" }.joined(separator: ", ") + "; selected "
            + (selectedRoute.map { "\($0)" } ?? "none")
    }

    package func disagreementWithHost() -> String? {
        let screens = host.viewControllers
        let selectedScreen = screens.indices.contains(host.selectedIndex) ? screens[host.selectedIndex] : nil
        guard selectedEntry == nil || selectedEntry?.viewController === selectedScreen else {
            return "TabNavigator<\(Route.self)> has tab \(selectedRoute.map { "\($0)" } ?? "none") selected, but its "
                + "controller selects \(selectedScreen.map { "\($0)" } ?? "none")"
        }
        return nil
    }
}

extension TabNavigator where Route: Equatable {
    /// Selects the first tab whose route equals `route`.
    ///
    /// - Parameter route: The route of the tab to select.
    /// - Returns: Whether a tab has that route; when none does, the selection stays as it was. A selection that waits
    ///   behind another transition returns `true`.
    @discardableResult
    public func select(_ route: Route) -> Bool {
        select { $0 == route }
    }

    /// Selects the first tab whose route equals `route`, and tells `completion` how the call ended.
    ///
    /// - Parameters:
    ///   - route: The route of the tab to select.
    ///   - completion: Gets the outcome once the tab is selected or the call was refused.
    public func select(_ route: Route, completion: (@MainActor (NavigationOutcome) -> Void)? = nil) {
        select(where: { $0 == route }, completion: completion)
    }

    /// Selects the first tab whose route equals `route` and returns once it is selected or the call was refused.
    ///
    /// - Parameter route: The route of the tab to select.
    /// - Returns: How the call ended.
    @discardableResult
    public func select(_ route: Route) async -> NavigationOutcome {
        await select(where: { $0 == route })
    }
}
