import Signals

/// Pushes and pops screens on a navigation controller and keeps the route that showed each one.
///
/// ```swift
/// let navigationController = HeadlessNavigationController()
/// let navigator = StackNavigator<String>(navigationController: navigationController)
/// navigator
///     .push(route: "list", viewController: ListScreen(), animated: false)
///     .push(route: "detail", viewController: DetailScreen(route: .detail(1)), animated: true)
/// navigationController.simulateBackButtonTap()
/// navigator.routes  // ["list"]
/// ```
///
/// The route stack always matches the controller's screens once its transitions have ended, including pops the user
/// makes with the back button, its menu or a completed swipe; a cancelled swipe changes nothing. The one exception is
/// a deep link or restoration that changes each container once (``DeepLinkAnimation/lastStepOnly``,
/// ``DeepLinkAnimation/none``): its steps change the routes at once, and the controller gets the final screens in one
/// `set` at the link's end, or earlier, before a selection or a dismissal of shown screens. Calls that cannot be
/// carried out leave the stack as it was, say so in their outcome and report a ``NavigationDiagnostic``. The navigator
/// becomes the controller's ``StackHostDelegate`` and retains the controller; screens pushed behind its back have no
/// route and are not in ``routes``.
///
/// ## Transitions take time
///
/// An animated push or pop takes about a third of a second on a device, and UIKit corrupts a transition that starts
/// while another runs. So every call goes through the ``TransitionQueue`` of the controller's window hierarchy: it
/// starts once the calls before it, of any navigator of that hierarchy, have finished and no transition of the
/// controller is in flight, including one the user started. ``routes``, ``routeStack`` and ``onChange`` report what
/// the controller shows once a transition has ended, never what is still queued (but for the deep links above). Each
/// call has a completion-handler form and an `async` form that give its ``NavigationOutcome``; ``transitions``
/// reports every transition as it begins and ends. A call that a deep link defers completes once its change is in the
/// routes; ``transitions`` reports the link's one `set` when the controller runs it.
@MainActor
public final class StackNavigator<Route>: StackHostDelegate, InspectableNavigator {
    let host: any StackHost
    let core: NavigatorCore<Route, [Route]>
    var entries: [ScreenEntry<Route>] = []
    /// The entries of the call in flight: the host already shows their screens, the navigator not yet.
    var incoming: [ScreenEntry<Route>] = []
    /// Whether the routes hold a deep link's changes that the host does not show yet
    /// (``DeepLinkAnimation/lastStepOnly``, ``DeepLinkAnimation/none``): what the user does meanwhile is adopted when
    /// the link hands the host its screens.
    var isAheadOfHost = false
    /// The screens the host showed when a deep link first deferred a change: those the user takes away before the
    /// link hands the host its screens stay away.
    var shownWhenDeferred: [PlatformViewController] = []
    /// The entries a deferred change took off the routes, which leave for good once the host no longer shows them.
    var departing: [ScreenEntry<Route>] = []

    /// The routes of the screens on the stack, bottom first, as a property that sends every change.
    public var routeStack: Property<[Route]> { core.observedProperty }

    /// Every transition of the stack as it begins and as it ends, with the routes shown at that moment.
    public var transitions: Signal<NavigationTransition<Route>, Never> { core.reporter.transitions }

    /// Called with the new routes after every change of the stack, including the user's pops.
    ///
    /// It gets every value ``routeStack`` sends, in the same order, right after the property's observers. A
    /// change made from inside `onChange` or an observer of ``routeStack`` runs once the current call has finished (at
    /// once when the report is of a change the user made, as no call is in flight then), so the last routes reported
    /// are always the ones on the stack.
    public var onChange: (@MainActor ([Route]) -> Void)? {
        get { core.onChange }
        set { core.onChange = newValue }
    }

    /// The routes of the screens on the stack, bottom first, as of the last transition that ended.
    public var routes: [Route] {
        core.observation.accessed()
        return entries.map(\.route)
    }

    /// Creates a navigator that drives `navigationController` and becomes its delegate.
    ///
    /// - Parameters:
    ///   - navigationController: The host that shows the screens, retained by the navigator.
    ///   - diagnostics: Receives a report for every refused call, and every change the host made without reporting it.
    ///   - queue: The transition queue of the window hierarchy; `nil`, the default, uses the host's
    ///     ``TransitionHost/transitionQueue``.
    public init(
        navigationController: some StackHost,
        diagnostics: NavigationDiagnostics = .debugLog,
        queue: TransitionQueue? = nil
    ) {
        host = navigationController
        core = NavigatorCore(host: navigationController, queue: queue, diagnostics: diagnostics, value: [])
        navigationController.stackHostDelegate = self
        core.adoptsUnreportedChanges(of: self) { $0.adoptHostChange() }
    }

    // MARK: - set

    /// Replaces the whole stack.
    ///
    /// A screen that stays on the stack keeps what it kept alive, such as a running child flow, whatever route it
    /// now shows. A list that holds the same screen twice is refused and the stack stays as it was.
    ///
    /// - Parameters:
    ///   - views: The new screens with their routes, bottom first.
    ///   - animated: Whether the change is animated.
    ///   - completion: Gets the outcome once the transition has ended or the call was refused.
    public func set(
        _ views: [(route: Route, viewController: PlatformViewController)],
        animated: Bool,
        completion: (@MainActor (NavigationOutcome) -> Void)? = nil
    ) {
        set(views, animated: animated, then: completion)
    }

    /// Replaces the whole stack and returns once the transition has ended or the call was refused.
    ///
    /// - Parameters:
    ///   - views: The new screens with their routes, bottom first.
    ///   - animated: Whether the change is animated.
    /// - Returns: How the call ended.
    @discardableResult
    public func set(
        _ views: [(route: Route, viewController: PlatformViewController)],
        animated: Bool
    ) async -> NavigationOutcome {
        await outcome { set(views, animated: animated, then: $0) }
    }

    func set(
        _ views: [(route: Route, viewController: PlatformViewController)],
        animated: Bool,
        then completion: (@MainActor (NavigationOutcome) -> Void)?
    ) {
        // The screens the list keeps from the stack as it is now: if one leaves before the call's turn, the call is
        // superseded rather than bringing back a screen whose flow or coordinator has ended.
        let shownNow = isAheadOfHost ? entries.map(\.viewController) : host.viewControllers
        let kept = views.filter { view in shownNow.contains { $0 === view.viewController } }
        core.calls.submit(
            showing: views.map(\.viewController), mayDefer: true, animated: animated, ifQueued: (),
            completion: completion
        ) {
            [weak self] animated, finish in
            guard let self else { return finish(.refused(Self.released)) }
            if let refusal = core.diagnostics.refusalUnlessShown(views, by: host, in: "set(_:animated:)") {
                return finish(.refused(refusal))
            }
            let shown = isAheadOfHost ? entries.map(\.viewController) : host.viewControllers
            if let gone = kept.first(where: { view in !shown.contains { $0 === view.viewController } }) {
                return finish(
                    .superseded(
                        core.diagnostics.report(
                            .screenLeft,
                            "set(_:animated:) superseded: the screen for route \(gone.route) left the stack while the "
                                + "call waited for its turn"
                        )))
            }
            for (index, view) in views.enumerated()
            where views[..<index].contains(where: { $0.viewController === view.viewController }) {
                return finish(
                    .refused(
                        core.diagnostics.report(
                            .screenAlreadyShown,
                            "set(_:animated:) refused: the screen for route \(view.route) appears twice in the list"
                        )))
            }
            let newEntries = views.map { ScreenEntry(route: $0.route, viewController: $0.viewController) }
            if let link = core.calls.deferringLink {
                return deferChange(to: newEntries, for: link, animated: animated, finish)
            }
            run(.set, adding: newEntries, finish) { done in
                host.setViewControllers(views.map(\.viewController), animated: animated, completion: done)
            }
        }
    }

    // MARK: - push

    /// Pushes a screen on top of the stack.
    ///
    /// A screen that is already on the stack is refused, the stack stays as it was and a
    /// diagnostic names the route.
    ///
    /// - Parameters:
    ///   - route: The route that the screen shows.
    ///   - viewController: The screen to push.
    ///   - animated: Whether the push is animated.
    /// - Returns: This navigator, so pushes can be chained; each waits for the one before it.
    @discardableResult
    public func push(route: Route, viewController: PlatformViewController, animated: Bool) -> StackNavigator {
        push(ScreenEntry(route: route, viewController: viewController), animated: animated, then: nil)
        return self
    }

    /// Pushes a screen on top of the stack, and tells `completion` how the call ended.
    ///
    /// - Parameters:
    ///   - route: The route that the screen shows.
    ///   - viewController: The screen to push.
    ///   - animated: Whether the push is animated.
    ///   - completion: Gets the outcome once the transition has ended or the call was refused.
    public func push(
        route: Route,
        viewController: PlatformViewController,
        animated: Bool,
        completion: (@MainActor (NavigationOutcome) -> Void)? = nil
    ) {
        push(ScreenEntry(route: route, viewController: viewController), animated: animated, then: completion)
    }

    /// Pushes a screen on top of the stack and returns once the transition has ended or the call was refused.
    ///
    /// - Parameters:
    ///   - route: The route that the screen shows.
    ///   - viewController: The screen to push.
    ///   - animated: Whether the push is animated.
    /// - Returns: How the call ended.
    @discardableResult
    public func push(route: Route, viewController: PlatformViewController, animated: Bool) async -> NavigationOutcome {
        await outcome { push(route: route, viewController: viewController, animated: animated, completion: $0) }
    }

    func push(_ entry: ScreenEntry<Route>, animated: Bool, then completion: (@MainActor (NavigationOutcome) -> Void)?) {
        core.calls.submit(
            showing: [entry.viewController], mayDefer: true, animated: animated, ifQueued: (),
            completion: completion
        ) {
            [weak self] animated, finish in
            guard let self else { return finish(.refused(Self.released)) }
            if let refusal = core.diagnostics.refusalUnlessShown(
                [(route: entry.route, viewController: entry.viewController)], by: host,
                in: "push(route:viewController:animated:)")
            {
                return finish(.refused(refusal))
            }
            let shown = isAheadOfHost ? entries.map(\.viewController) : host.viewControllers
            guard !shown.contains(where: { $0 === entry.viewController }) else {
                return finish(
                    .refused(
                        core.diagnostics.report(
                            .screenAlreadyShown,
                            "push(route:viewController:animated:) refused: the screen for route \(entry.route) is "
                                + "already on the stack"
                        )))
            }
            if let link = core.calls.deferringLink {
                return deferChange(to: entries + [entry], for: link, animated: animated, finish)
            }
            run(.push, adding: [entry], finish) { done in
                host.pushViewController(entry.viewController, animated: animated, completion: done)
            }
        }
    }

    // MARK: - The host's reports

    /// Brings the routes in step with the host after it showed a screen; called by the host.
    ///
    /// A report that comes while a call of this navigator is in flight belongs to that call, which settles when its
    /// transition ends; any other report is a change the user made (or code that drives the controller directly).
    ///
    /// - Parameters:
    ///   - host: The host that changed.
    ///   - viewController: The screen now on top.
    ///   - animated: Whether the transition was animated.
    public func stackHost(_ host: any StackHost, didShow viewController: PlatformViewController, animated: Bool) {
        // While the routes are ahead of the host, the link's `set` adopts what the user did.
        guard host === self.host, !core.calls.isCallInFlight, !isAheadOfHost, !adoptHostChange() else { return }
        core.reporter.report(.cancelled, .pop, isUserInitiated: true, routes: routes)
    }

    /// Makes the routes match what the host shows, reporting a change as the user's; returns whether there was one.
    func adoptHostChange() -> Bool {
        guard !isAheadOfHost else { return false }
        let before = entries.count
        guard synchronize() else { return false }
        core.calls.noteUserChange()
        let kind: NavigationTransition<Route>.Kind =
            entries.count < before ? .pop : entries.count > before ? .push : .set
        core.reporter.report(.finished, kind, isUserInitiated: true, routes: routes)
        return true
    }

    // MARK: - Running a transition

    static var released: NavigationDiagnostic { NavigatorCore<Route, [Route]>.released("StackNavigator") }

    /// Starts a transition of the host, and settles the routes when it has ended.
    func run(
        _ kind: NavigationTransition<Route>.Kind,
        adding newEntries: [ScreenEntry<Route>] = [],
        _ finish: @escaping @MainActor (NavigationOutcome) -> Void,
        _ transition: (_ done: @escaping @MainActor () -> Void) -> Void
    ) {
        incoming = newEntries
        let isInFlight = core.calls.runTransition(
            kind, reporter: core.reporter, routes: { [weak self] in self?.routes ?? [] },
            settle: { [weak self] in
                // The entries stay known until the routes are settled: the host already shows their screens.
                self?.synchronize()
                self?.incoming = []
            },
            finish: finish, transition)
        guard isInFlight else { return }
        // The screens the transition takes away are leaving from now on, though they leave the routes when it ends.
        let screens = host.viewControllers
        for entry in entries where !screens.contains(where: { $0 === entry.viewController }) {
            entry.willLeaveScreen()
        }
    }

    /// Makes the routes match the host's screens, and reports whether they changed.
    @discardableResult
    func synchronize() -> Bool {
        let known = incoming + entries
        let next = host.viewControllers.compactMap { screen in known.first { $0.viewController === screen } }
        guard !next.elementsEqual(entries, by: ===) else { return false }
        let previous = entries
        var removed: [ScreenEntry<Route>] = []
        for old in previous where !next.contains(where: { $0 === old }) {
            if let successor = next.first(where: { $0.viewController === old.viewController }) {
                successor.inherit(from: old)
            } else {
                removed.append(old)
            }
        }
        entries = next
        core.storage.value = routes
        for entry in removed {
            entry.didLeaveScreen()
        }
        // The old entries, and the routes and screens only they hold, are released once the change is settled and
        // reported: their deinit may call back into this navigator.
        withExtendedLifetime(previous) {}
        return true
    }

    // MARK: - Inspection

    package var inspectedHost: any TransitionHost { host }

    package var inspectedState: String { "stack " + routes.map { "\($0)" }.joined(separator: " › ") }

    package func disagreementWithHost() -> String? {
        let screens = host.viewControllers
        let shown = entries.map(\.viewController)
        let routed = screens.filter { screen in entries.contains { $0.viewController === screen } }
        guard routed.elementsEqual(shown, by: ===) else {
            return "StackNavigator<\(Route.self)> shows routes \(routes), but its controller holds \(screens)"
        }
        return nil
    }
}
