import Signals

/// Presents one screen at a time from a presenting screen and keeps the route that presented it.
///
/// A dismissal the user makes, such as swiping a sheet down, clears the route and is reported
/// through ``presentation`` and ``onChange`` once it has ended. A presented child coordinator is retained until its
/// screen is gone, then released. The navigator becomes the presenter's ``ModalHostDelegate`` and retains the
/// presenter.
///
/// ## Transitions take time
///
/// UIKit keeps `presentedViewController` set until a dismissal's animation ends, and refuses a present or dismiss
/// that starts while a presentation or dismissal is in progress. So every call goes through the ``TransitionQueue`` of
/// the presenter's window hierarchy: `dismiss` followed at once by `present` presents the second screen once the
/// dismissal has ended. ``presentedRoute``, ``presentation`` and ``onChange`` change when a transition has ended: a
/// presented route once its presentation has ended, `nil` once the screen is really gone, and only then is a
/// presented coordinator or flow released. Each call has a completion-handler form and an `async` form that give
/// its ``NavigationOutcome``.
@MainActor
public final class ModalNavigator<Route>: ModalHostDelegate, InspectableNavigator {
    private let host: any ModalHost
    private let diagnostics: NavigationDiagnostics
    private let calls: NavigationCalls
    private let reporter = TransitionReporter<Route>()
    private let presentationStorage = MutableProperty<Route?>(nil)
    private var presented: ScreenEntry<Route>?
    private var isCallInFlight = false

    /// The route of the presented screen, as a property that sends every change.
    public let presentation: Property<Route?>

    /// Every presentation and dismissal as it begins and as it ends, with the presented route at that moment.
    public var transitions: Signal<NavigationTransition<Route>, Never> { reporter.transitions }

    /// Called with the route of the presented screen, or `nil`, after every change.
    ///
    /// It gets every value ``presentation`` sends, in the same order, right after the property's observers. A
    /// change made from inside `onChange` or an observer of ``presentation`` runs once the current call has finished,
    /// so the last route reported is always the one presented.
    public var onChange: (@MainActor (Route?) -> Void)?

    /// The route of the presented screen, as of the last transition that ended.
    public var presentedRoute: Route? { presented?.route }

    /// Creates a navigator that presents from `presenter` and becomes its delegate.
    ///
    /// - Parameters:
    ///   - presenter: The screen that presents, retained by the navigator.
    ///   - diagnostics: Receives a report for every refused call.
    ///   - queue: The transition queue of the window hierarchy; `nil`, the default, uses the presenter's
    ///     ``TransitionHost/transitionQueue``.
    public init(
        presenter: some ModalHost, diagnostics: NavigationDiagnostics = .debugLog, queue: TransitionQueue? = nil
    ) {
        host = presenter
        self.diagnostics = diagnostics
        calls = NavigationCalls(host: presenter, queue: queue)
        presentation = Property(capturing: presentationStorage)
        presentationStorage.signal.observeValues { [weak self] route in self?.onChange?(route) }
        presenter.modalHostDelegate = self
        NavigatorRegistry.shared.register(self)
    }

    // MARK: - present

    /// Presents a screen; refused while another screen is presented.
    ///
    /// - Parameters:
    ///   - route: The route that the screen shows.
    ///   - viewController: The screen to present.
    ///   - animated: Whether the presentation is animated.
    /// - Returns: Whether the presentation started, or waits for its turn behind another transition; `false` when it
    ///   was refused at once.
    @discardableResult
    public func present(route: Route, viewController: PlatformViewController, animated: Bool) -> Bool {
        present(ScreenEntry(route: route, viewController: viewController), animated: animated, then: nil)
    }

    /// Presents a screen, and tells `completion` how the call ended.
    ///
    /// - Parameters:
    ///   - route: The route that the screen shows.
    ///   - viewController: The screen to present.
    ///   - animated: Whether the presentation is animated.
    ///   - completion: Gets the outcome once the presentation has ended or the call was refused.
    public func present(
        route: Route,
        viewController: PlatformViewController,
        animated: Bool,
        completion: @escaping @MainActor (NavigationOutcome) -> Void
    ) {
        present(ScreenEntry(route: route, viewController: viewController), animated: animated, then: completion)
    }

    /// Presents a screen and returns once the presentation has ended or the call was refused.
    ///
    /// - Parameters:
    ///   - route: The route that the screen shows.
    ///   - viewController: The screen to present.
    ///   - animated: Whether the presentation is animated.
    /// - Returns: How the call ended.
    @discardableResult
    public func present(route: Route, viewController: PlatformViewController, animated: Bool) async
        -> NavigationOutcome
    {
        await outcome { present(route: route, viewController: viewController, animated: animated, completion: $0) }
    }

    /// Presents the root screen of a child coordinator and retains the coordinator until its screen is gone.
    ///
    /// - Parameters:
    ///   - route: The route that the coordinator shows.
    ///   - coordinator: The child whose ``Coordinator/rootViewController`` is presented.
    ///   - animated: Whether the presentation is animated.
    /// - Returns: Whether the presentation started or waits for its turn; when it is refused, the coordinator is not
    ///   retained.
    @discardableResult
    public func present(route: Route, coordinator: some Coordinator, animated: Bool) -> Bool {
        present(coordinatorEntry(route: route, coordinator), animated: animated, then: nil)
    }

    /// Presents the root screen of a child coordinator, and tells `completion` how the call ended.
    ///
    /// - Parameters:
    ///   - route: The route that the coordinator shows.
    ///   - coordinator: The child whose ``Coordinator/rootViewController`` is presented.
    ///   - animated: Whether the presentation is animated.
    ///   - completion: Gets the outcome once the presentation has ended or the call was refused.
    public func present(
        route: Route,
        coordinator: some Coordinator,
        animated: Bool,
        completion: @escaping @MainActor (NavigationOutcome) -> Void
    ) {
        present(coordinatorEntry(route: route, coordinator), animated: animated, then: completion)
    }

    private func coordinatorEntry(route: Route, _ coordinator: some Coordinator) -> ScreenEntry<Route> {
        ScreenEntry(route: route, viewController: coordinator.rootViewController) {
            withExtendedLifetime(coordinator) {}
        }
    }

    @discardableResult
    func present(
        _ entry: ScreenEntry<Route>,
        animated: Bool,
        then completion: (@MainActor (NavigationOutcome) -> Void)?
    ) -> Bool {
        calls.submit(ifQueued: true, completion: completion) { [weak self] finish -> Bool in
            guard let self else {
                finish(.refused(Self.released))
                return false
            }
            synchronize()
            guard presented == nil, host.presentedViewController == nil else {
                let kind: NavigationDiagnostic.Kind =
                    presented?.viewController === entry.viewController ? .screenAlreadyShown : .alreadyPresenting
                let current = presented.map { "route \($0.route)" } ?? "another screen"
                finish(
                    .refused(
                        diagnostics.report(
                            kind, "present refused for route \(entry.route): \(current) is already presented")))
                return false
            }
            reporter.report(.began, .present, routes: [])
            isCallInFlight = true
            let hasEnded = Box(false)
            host.present(entry.viewController, animated: animated) { [weak self] in
                hasEnded.value = true
                guard let self else { return finish(.completed) }
                isCallInFlight = false
                presented = entry
                presentationStorage.value = entry.route
                reporter.report(.finished, .present, routes: [entry.route])
                // The user may already have dismissed it from an observer: the navigator catches up.
                synchronize()
                finish(.completed)
            }
            guard hasEnded.value || host.presentedViewController === entry.viewController else {
                // The host refused, as UIKit refuses a presentation it cannot make: no completion will come.
                isCallInFlight = false
                reporter.report(.cancelled, .present, routes: [])
                finish(
                    .refused(
                        diagnostics.report(
                            .hostRefused, "present refused for route \(entry.route): the presenter did not present it")
                    ))
                return false
            }
            return true
        }
    }

    // MARK: - dismiss

    /// Dismisses the presented screen.
    ///
    /// - Parameter animated: Whether the dismissal is animated.
    /// - Returns: The route of the screen being dismissed; `nil` when nothing is presented, and when the dismissal
    ///   waits behind another transition (its completion-handler and `async` forms tell how it ended).
    @discardableResult
    public func dismiss(animated: Bool) -> Route? {
        dismiss(animated: animated, then: nil)
    }

    /// Dismisses the presented screen, and tells `completion` how the call ended.
    ///
    /// - Parameters:
    ///   - animated: Whether the dismissal is animated.
    ///   - completion: Gets the outcome once the dismissal has ended or the call was refused.
    public func dismiss(animated: Bool, completion: @escaping @MainActor (NavigationOutcome) -> Void) {
        dismiss(animated: animated, then: completion)
    }

    /// Dismisses the presented screen and returns once the dismissal has ended or the call was refused.
    ///
    /// - Parameter animated: Whether the dismissal is animated.
    /// - Returns: How the call ended.
    @discardableResult
    public func dismiss(animated: Bool) async -> NavigationOutcome {
        await outcome { dismiss(animated: animated, then: $0) }
    }

    @discardableResult
    private func dismiss(animated: Bool, then completion: (@MainActor (NavigationOutcome) -> Void)?) -> Route? {
        calls.submit(ifQueued: nil, completion: completion) { [weak self] finish -> Route? in
            guard let self else {
                finish(.refused(Self.released))
                return nil
            }
            synchronize()
            guard let entry = presented else {
                finish(
                    .refused(
                        diagnostics.report(.nothingPresented, "dismiss(animated:) ignored: nothing is presented")))
                return nil
            }
            dismissPresented(entry, animated: animated, finish)
            return entry.route
        }
    }

    /// Dismisses `viewController` when its turn comes, if it is still the presented screen; a screen that already
    /// closed itself is only forgotten, since dismissing from a presenter that presents nothing would dismiss the
    /// presenter.
    func dismissScreen(
        _ viewController: PlatformViewController,
        animated: Bool,
        willDismiss: @escaping @MainActor () -> Void,
        then completion: @escaping @MainActor (NavigationOutcome) -> Void
    ) {
        calls.submit(ifQueued: (), completion: completion) { [weak self] finish in
            guard let self else { return finish(.refused(Self.released)) }
            synchronize()
            guard let entry = presented, entry.viewController === viewController else { return finish(.completed) }
            willDismiss()
            dismissPresented(entry, animated: animated, finish)
        }
    }

    private func dismissPresented(
        _ entry: ScreenEntry<Route>,
        animated: Bool,
        _ finish: @escaping @MainActor (NavigationOutcome) -> Void
    ) {
        reporter.report(.began, .dismiss, routes: [entry.route])
        isCallInFlight = true
        let hasEnded = Box(false)
        host.dismiss(animated: animated) { [weak self] in
            hasEnded.value = true
            guard let self else { return finish(.completed) }
            isCallInFlight = false
            clear()
            reporter.report(.finished, .dismiss, routes: [])
            finish(.completed)
        }
        // The screen is leaving from now on, though the route changes when the dismissal ends.
        if !hasEnded.value { entry.willLeaveScreen() }
    }

    // MARK: - The host's reports

    /// Clears the route after the user dismissed the presented screen; called by the host once the dismissal ended.
    ///
    /// - Parameters:
    ///   - host: The presenting host.
    ///   - viewController: The screen that was dismissed.
    public func modalHost(_ host: any ModalHost, didDismiss viewController: PlatformViewController) {
        guard host === self.host, presented?.viewController === viewController else { return }
        calls.noteUserChange()
        clear()
        reporter.report(.finished, .dismiss, isUserInitiated: true, routes: [])
    }

    private static var released: NavigationDiagnostic {
        NavigationDiagnostic(
            kind: .navigatorReleased, message: "ModalNavigator<\(Route.self)> was released before the call's turn")
    }

    /// Forgets a presentation that ended without the navigator being told.
    private func synchronize() {
        if let entry = presented, host.presentedViewController !== entry.viewController {
            calls.noteUserChange()
            clear()
        }
    }

    private func clear() {
        guard let entry = presented else { return }
        presented = nil
        presentationStorage.value = nil
        entry.didLeaveScreen()
    }

    // MARK: - Inspection

    package var inspectedHost: any TransitionHost { host }

    package var inspectedState: String { "modal " + (presentedRoute.map { "\($0)" } ?? "none") }

    package func disagreementWithHost() -> String? {
        guard let entry = presented else { return nil }
        guard host.presentedViewController === entry.viewController else {
            return "ModalNavigator<\(Route.self)> presents route \(entry.route), but its presenter presents "
                + "\(host.presentedViewController.map { "\($0)" } ?? "nothing")"
        }
        return nil
    }
}
