/// Shows screens in the tabs of a tab bar controller and keeps the route of the selected one.
///
/// Selections the user makes are reported back through ``SelectionNavigator/selection`` and
/// ``SelectionNavigator/onChange``. The navigator becomes the controller's ``TabHostDelegate`` and retains the
/// controller.
///
/// Switching tabs is not animated, but it still waits its turn: every call goes through the ``TransitionQueue`` of
/// the controller's window hierarchy, so a selection asked for during a push or a presentation runs once that
/// transition has ended.
@MainActor
public final class TabNavigator<Route>: SelectionNavigator<Route>, TabHostDelegate {
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
        let container = SelectionContainer(
            kind: .tabs, host: tabBarController, screens: { tabBarController.viewControllers },
            shownIndex: {
                tabBarController.viewControllers.indices.contains(tabBarController.selectedIndex)
                    ? tabBarController.selectedIndex : nil
            },
            apply: { change, animated, done in
                switch change {
                case .screens(let screens): tabBarController.setViewControllers(screens, animated: animated)
                case .show(let index): tabBarController.selectedIndex = index
                }
                done()
            })
        super.init("TabNavigator", container, diagnostics: diagnostics, queue: queue)
        tabBarController.tabHostDelegate = self
    }

    /// Selects the first tab whose route matches `predicate`.
    ///
    /// - Parameter predicate: Picks the route of the tab to select; it runs when the call's turn comes.
    /// - Returns: Whether a tab matched; when none does, the selection stays as it was. A selection that waits behind
    ///   another transition returns `true`; its completion-handler and `async` forms tell how it ended.
    @discardableResult
    public func select(where predicate: @escaping (Route) -> Bool) -> Bool {
        select(where: predicate, animated: false, then: nil)
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
        select(where: predicate, animated: false, then: completion)
    }

    /// Selects the first tab whose route matches `predicate` and returns once it is selected or the call was refused.
    ///
    /// - Parameter predicate: Picks the route of the tab to select.
    /// - Returns: How the call ended.
    @discardableResult
    public func select(where predicate: @escaping (Route) -> Bool) async -> NavigationOutcome {
        await outcome { select(where: predicate, completion: $0) }
    }

    /// Updates the selection after the user picked a tab; called by the host.
    ///
    /// - Parameters:
    ///   - host: The host whose selection changed.
    ///   - viewController: The screen of the selected tab.
    public func tabHost(_ host: any TabHost, didSelect viewController: PlatformViewController) {
        guard host === container.host else { return }
        adoptHostChange()
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
