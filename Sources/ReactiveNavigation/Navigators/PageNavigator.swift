import Signals

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
/// Pages the user swipes to are reported through ``selection`` and ``onChange`` once the swipe has ended. Calls go
/// through the ``TransitionQueue`` of the container's window hierarchy, like every navigator's, and the selection
/// changes when the page change has ended. The navigator becomes the container's ``PageHostDelegate`` and retains the
/// container.
@MainActor
public final class PageNavigator<Route>: PageHostDelegate, InspectableNavigator {
    let host: any PageHost
    let core: NavigatorCore<Route, Route?>
    var pages: [ScreenEntry<Route>] = []
    var selectedEntry: ScreenEntry<Route>?

    /// The route of the page shown, as a property that sends every change.
    public var selection: Property<Route?> { core.property }

    /// Every change of the pages or of the page shown as it begins and as it ends, with the route shown at that moment.
    public var transitions: Signal<NavigationTransition<Route>, Never> { core.reporter.transitions }

    /// Called with the route of the page shown after every change, including the user's swipes.
    ///
    /// It gets every value ``selection`` sends, in the same order, right after the property's observers.
    public var onChange: (@MainActor (Route?) -> Void)? {
        get { core.onChange }
        set { core.onChange = newValue }
    }

    /// The routes of the pages, in order, as of the last `set` that started.
    public var routes: [Route] {
        core.observation.accessed()
        return pages.map(\.route)
    }

    /// The route of the page shown, as of the last transition that ended.
    public var selectedRoute: Route? {
        core.observation.accessed()
        return selectedEntry?.route
    }

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
        host = pageViewController
        core = NavigatorCore(
            host: pageViewController, queue: queue, diagnostics: diagnostics, value: nil, observesTransitions: true)
        pageViewController.pageHostDelegate = self
        core.adoptsUnreportedChanges(of: self) { $0.adoptHostChange() }
    }

    // MARK: - set

    /// Replaces the pages; a list that holds the same screen twice is refused.
    ///
    /// The page shown stays when it is still one of the pages; otherwise the first page is shown.
    ///
    /// - Parameters:
    ///   - pages: The pages' routes and screens, in order.
    ///   - animated: Whether the change is animated.
    ///   - completion: Gets the outcome once the change has ended or the call was refused.
    public func set(
        _ pages: [(route: Route, viewController: PlatformViewController)],
        animated: Bool,
        completion: (@MainActor (NavigationOutcome) -> Void)? = nil
    ) {
        core.calls.submit(
            showing: pages.map(\.viewController), animated: animated, ifQueued: (), completion: completion
        ) {
            [weak self] animated, finish in
            guard let self else { return finish(.refused(Self.released)) }
            if let refusal = core.diagnostics.refusalUnlessShown(pages, by: host, in: "set(_:animated:)") {
                return finish(.refused(refusal))
            }
            for (index, page) in pages.enumerated()
            where pages[..<index].contains(where: { $0.viewController === page.viewController }) {
                return finish(
                    .refused(
                        core.diagnostics.report(
                            .screenAlreadyShown,
                            "set(_:animated:) refused: the screen for page \(page.route) appears twice in the list")))
            }
            let replaced = self.pages
            self.pages = pages.map { ScreenEntry(route: $0.route, viewController: $0.viewController) }
            run(.set, finish) { done in
                host.setPages(pages.map(\.viewController), animated: animated, completion: done)
            }
            withExtendedLifetime(replaced) {}
        }
    }

    /// Replaces the pages and returns once the change has ended or the call was refused.
    ///
    /// - Parameters:
    ///   - pages: The pages' routes and screens, in order.
    ///   - animated: Whether the change is animated.
    /// - Returns: How the call ended.
    @discardableResult
    public func set(_ pages: [(route: Route, viewController: PlatformViewController)], animated: Bool) async
        -> NavigationOutcome
    {
        await outcome { set(pages, animated: animated, completion: $0) }
    }

    // MARK: - select

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
        core.calls.submit(animated: animated, ifQueued: (), completion: completion) { [weak self] animated, finish in
            guard let self else { return finish(.refused(Self.released)) }
            guard let index = pages.firstIndex(where: { predicate($0.route) }) else {
                return finish(
                    .refused(
                        core.diagnostics.report(
                            .routeNotFound, "select(where:animated:) ignored: no page in \(routes) matches")
                    ))
            }
            run(.select, finish) { done in host.showPage(at: index, animated: animated, completion: done) }
        }
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

    // MARK: - The host's reports

    /// Updates the selection after the user swiped to a page; called by the host.
    ///
    /// - Parameters:
    ///   - host: The host whose page changed.
    ///   - index: The position of the page now shown.
    public func pageHost(_ host: any PageHost, didShowPageAt index: Int) {
        guard host === self.host, !core.calls.isCallInFlight else { return }
        adoptHostChange()
    }

    /// Makes the page shown match the host's, reporting a change as the user's; returns whether there was one.
    @discardableResult
    func adoptHostChange() -> Bool {
        guard synchronize() else { return false }
        core.calls.noteUserChange()
        core.reporter.report(.finished, .select, isUserInitiated: true, routes: selectedRoute.map { [$0] } ?? [])
        return true
    }

    private static var released: NavigationDiagnostic { NavigatorCore<Route, Route?>.released("PageNavigator") }

    private func run(
        _ kind: NavigationTransition<Route>.Kind,
        _ finish: @escaping @MainActor (NavigationOutcome) -> Void,
        _ transition: (_ done: @escaping @MainActor () -> Void) -> Void
    ) {
        core.calls.runTransition(
            kind, reporter: core.reporter, routes: { [weak self] in self?.selectedRoute.map { [$0] } ?? [] },
            settle: { [weak self] in self?.synchronize() }, finish: finish, transition)
    }

    @discardableResult
    private func synchronize() -> Bool {
        let shown = host.currentIndex.map { host.viewControllers[$0] }
        let next = pages.first { $0.viewController === shown }
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
        "pages " + routes.map { "\($0)" }.joined(separator: ", ") + "; shown "
            + (selectedRoute.map { "\($0)" } ?? "none")
    }

    package func disagreementWithHost() -> String? {
        let shown = host.currentIndex.map { host.viewControllers[$0] }
        guard selectedEntry == nil || selectedEntry?.viewController === shown else {
            return "PageNavigator<\(Route.self)> shows page \(selectedRoute.map { "\($0)" } ?? "none"), but its "
                + "container shows \(shown.map { "\($0)" } ?? "none")"
        }
        return nil
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
