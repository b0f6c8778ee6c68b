import Signals

/// Shows screens in the tabs of a tab bar controller and keeps the route of the selected one.
///
/// Selections the user makes are reported back through ``selection`` and ``onChange``. The navigator
/// becomes the controller's ``TabHostDelegate`` and retains the controller.
@MainActor
public final class TabNavigator<Route>: TabHostDelegate {
    private let host: any TabHost
    private let diagnostics: NavigationDiagnostics
    private let selectionStorage = MutableProperty<Route?>(nil)
    private var tabs: [ScreenEntry<Route>] = []
    private var selectedEntry: ScreenEntry<Route>?

    /// The route of the selected tab, as a property that sends every change.
    public let selection: Property<Route?>

    /// Called with the route of the newly selected tab after every change, including the user's taps.
    ///
    /// It gets every value ``selection`` sends, in the same order, right after the property's observers. A
    /// change made from inside `onChange` or an observer of ``selection`` is reported once the current report has
    /// reached everyone, so the last route reported is always the selected one.
    public var onChange: (@MainActor (Route?) -> Void)?

    /// The routes of the tabs, in order.
    public var routes: [Route] { tabs.map(\.route) }

    /// The route of the selected tab.
    public var selectedRoute: Route? { selectedEntry?.route }

    /// Creates a navigator that drives `tabBarController` and becomes its delegate.
    ///
    /// - Parameters:
    ///   - tabBarController: The host that shows the tabs, retained by the navigator.
    ///   - diagnostics: Receives a report for every refused call.
    public init(tabBarController: some TabHost, diagnostics: NavigationDiagnostics = .debugLog) {
        host = tabBarController
        self.diagnostics = diagnostics
        selection = Property(capturing: selectionStorage)
        selectionStorage.signal.observeValues { [weak self] route in self?.onChange?(route) }
        tabBarController.tabHostDelegate = self
    }

    /// Replaces the tabs; a list that holds the same screen twice is refused.
    ///
    /// - Parameters:
    ///   - tabs: The tabs' routes and screens, in order.
    ///   - animated: Whether the change is animated.
    public func set(_ tabs: [(route: Route, viewController: PlatformViewController)], animated: Bool) {
        for (index, tab) in tabs.enumerated()
        where tabs[..<index].contains(where: { $0.viewController === tab.viewController }) {
            diagnostics.report(
                .screenAlreadyShown,
                "set(_:animated:) refused: the screen for tab \(tab.route) appears twice in the list"
            )
            return
        }
        // The replaced entries, and the routes and screens only they hold, are released once the change is
        // settled and reported: their deinit may call back into this navigator.
        let replaced = self.tabs
        self.tabs = tabs.map { ScreenEntry(route: $0.route, viewController: $0.viewController) }
        host.setViewControllers(tabs.map(\.viewController), animated: animated)
        synchronize()
        withExtendedLifetime(replaced) {}
    }

    /// Selects the first tab whose route matches `predicate`.
    ///
    /// - Parameter predicate: Picks the route of the tab to select.
    /// - Returns: Whether a tab matched; when none does, the selection stays as it was.
    @discardableResult
    public func select(where predicate: (Route) -> Bool) -> Bool {
        guard let index = tabs.firstIndex(where: { predicate($0.route) }) else {
            diagnostics.report(.routeNotFound, "select(where:) ignored: no tab in \(routes) matches")
            return false
        }
        host.selectedIndex = index
        synchronize()
        return true
    }

    /// Updates the selection after the user picked a tab; called by the host.
    ///
    /// - Parameters:
    ///   - host: The host whose selection changed.
    ///   - viewController: The screen of the selected tab.
    public func tabHost(_ host: any TabHost, didSelect viewController: PlatformViewController) {
        guard host === self.host else { return }
        synchronize()
    }

    private func synchronize() {
        let screens = host.viewControllers
        let selectedScreen = screens.indices.contains(host.selectedIndex) ? screens[host.selectedIndex] : nil
        let next = tabs.first { $0.viewController === selectedScreen }
        guard next !== selectedEntry else { return }
        let previous = selectedEntry
        selectedEntry = next
        selectionStorage.value = next?.route
        withExtendedLifetime(previous) {}
    }
}

extension TabNavigator where Route: Equatable {
    /// Selects the first tab whose route equals `route`.
    ///
    /// - Parameter route: The route of the tab to select.
    /// - Returns: Whether a tab has that route; when none does, the selection stays as it was.
    @discardableResult
    public func select(_ route: Route) -> Bool {
        select { $0 == route }
    }
}
