/// Shows pages with routes in a page container, such as an onboarding or a photo browser, and keeps the route of the
/// page shown.
///
/// ```swift
/// let pages = HeadlessPageViewController()
/// let navigator = PageNavigator<String>(pageViewController: pages)
/// navigator.set(
///     [(route: "welcome", viewController: WelcomeScreen()), (route: "privacy", viewController: PrivacyScreen())],
///     animated: false)
/// pages.simulateSwipe(forward: true)
/// navigator.selectedRoute  // "privacy"
/// ```
///
/// Pages the user swipes to are reported through ``SelectionNavigator/selection`` and
/// ``SelectionNavigator/onChange`` once the swipe has ended. The navigator becomes the container's
/// ``PageHostDelegate`` and retains the container.
@MainActor
public final class PageNavigator<Route>: SelectionNavigator<Route>, PageHostDelegate {
    /// Creates a navigator that drives `pageViewController` and becomes its delegate.
    ///
    /// - Parameters:
    ///   - pageViewController: The host that shows the pages, retained by the navigator.
    ///   - diagnostics: Receives a report for every refused call, and every change the host made without reporting it.
    ///   - queue: The transition queue of the window hierarchy; `nil`, the default, uses the host's
    ///     ``TransitionHost/transitionQueue``.
    public init(
        pageViewController: some PageHost,
        diagnostics: NavigationDiagnostics = .debugLog,
        queue: TransitionQueue? = nil
    ) {
        let container = SelectionContainer(
            kind: .pages, host: pageViewController, screens: { pageViewController.viewControllers },
            shownIndex: { pageViewController.currentIndex },
            apply: { change, animated, done in
                switch change {
                case .screens(let pages): pageViewController.setPages(pages, animated: animated, completion: done)
                case .show(let index): pageViewController.showPage(at: index, animated: animated, completion: done)
                }
            })
        super.init("PageNavigator", container, diagnostics: diagnostics, queue: queue)
        pageViewController.pageHostDelegate = self
    }

    /// Shows the first page whose route matches `predicate`.
    ///
    /// - Parameters:
    ///   - predicate: Picks the route of the page to show; it runs when the call's turn comes.
    ///   - animated: Whether the page change is animated.
    ///   - completion: Gets the outcome once the page is shown or the call was refused: refused with
    ///     ``NavigationDiagnostic/Kind/routeNotFound`` when no page matches.
    public func select(
        where predicate: @escaping (Route) -> Bool,
        animated: Bool,
        completion: (@MainActor (NavigationOutcome) -> Void)? = nil
    ) {
        select(where: predicate, animated: animated, then: completion)
    }

    /// Shows the first page whose route matches `predicate` and returns once it is shown or the call was refused.
    ///
    /// - Parameters:
    ///   - predicate: Picks the route of the page to show.
    ///   - animated: Whether the page change is animated.
    /// - Returns: How the call ended.
    @discardableResult
    public func select(where predicate: @escaping (Route) -> Bool, animated: Bool) async -> NavigationOutcome {
        await outcome { select(where: predicate, animated: animated, completion: $0) }
    }

    /// Updates the selection after the user swiped to a page; called by the host.
    ///
    /// - Parameters:
    ///   - host: The host whose page changed.
    ///   - index: The position of the page now shown.
    public func pageHost(_ host: any PageHost, didShowPageAt index: Int) {
        guard host === container.host, !core.calls.isCallInFlight else { return }
        adoptHostChange()
    }
}

extension PageNavigator where Route: Equatable {
    /// Shows the first page whose route equals `route`.
    ///
    /// - Parameters:
    ///   - route: The route of the page to show.
    ///   - animated: Whether the page change is animated.
    ///   - completion: Gets the outcome once the page is shown or the call was refused.
    public func select(
        _ route: Route,
        animated: Bool,
        completion: (@MainActor (NavigationOutcome) -> Void)? = nil
    ) {
        select(where: { $0 == route }, animated: animated, completion: completion)
    }

    /// Shows the first page whose route equals `route` and returns once it is shown or the call was refused.
    ///
    /// - Parameters:
    ///   - route: The route of the page to show.
    ///   - animated: Whether the page change is animated.
    /// - Returns: How the call ended.
    @discardableResult
    public func select(_ route: Route, animated: Bool) async -> NavigationOutcome {
        await select(where: { $0 == route }, animated: animated)
    }
}
