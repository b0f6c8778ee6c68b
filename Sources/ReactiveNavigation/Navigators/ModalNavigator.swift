import Signals

/// Presents screens modally from a presenting screen and keeps the route that presented each one.
///
/// By default it presents one screen at a time; created with `stacksPresentations: true`, it presents each new screen
/// over the topmost presented one, as a settings sheet over a sheet, and ``dismiss(to:animated:)`` and
/// ``dismissAll(animated:)`` go back down the stack. A dismissal the user makes, such as swiping a sheet down, clears
/// the routes of that screen and of every screen above it, as UIKit dismisses them too, and is reported through
/// ``presentation``, ``presentationStack`` and ``onChange`` once it has ended. A presented child coordinator or flow,
/// at any level, is retained until its screen is gone, then released. The navigator becomes the delegate of the
/// presenter (and of each presented screen that presents in turn) and retains them.
///
/// ## Transitions take time
///
/// UIKit keeps `presentedViewController` set until a dismissal's animation ends, and refuses a present or dismiss
/// that starts while a presentation or dismissal is in progress. So every call goes through the ``TransitionQueue`` of
/// the presenter's window hierarchy: `dismiss` followed at once by `present` presents the second screen once the
/// dismissal has ended. ``presentedRoute``, ``presentation`` and ``onChange`` change when a transition has ended: a
/// presented route once its presentation has ended, `nil` once the screen is really gone, and only then is a
/// presented coordinator or flow released. Each call has a completion-handler form and an `async` form that give
/// its ``NavigationOutcome``. During a deep link that changes each container once (``DeepLinkAnimation/lastStepOnly``,
/// ``DeepLinkAnimation/none``) the routes run ahead: a presentation is applied to the routes at once, and the screens
/// are presented as one chain when the link ends; a dismissal of screens not presented yet only takes them off the
/// routes. A presentation of the chain that the presenter refuses then is reported to the diagnostics and stops the
/// link at the step that asked for it (the outermost link's step); that call had completed, and its child flow or
/// alert ends `cancelled`.
@MainActor
public final class ModalNavigator<Route>: ModalHostDelegate, InspectableNavigator {
    /// A presented screen and the host that presents it: the navigator's presenter for the first, the screen below
    /// for the others.
    struct Level {
        let host: any ModalHost
        let entry: ScreenEntry<Route>
        /// For a presentation a deep link deferred, the outermost link's step that made it.
        var linkStep: Int?
    }

    let host: any ModalHost
    /// The core; its value is the presented route.
    let core: NavigatorCore<Route, Route?>
    let stacksPresentations: Bool
    let stackStorage = MutableProperty<[Route]>([])
    var levels: [Level] = []
    /// The index of the first level whose presentation waits for the end of the deep link that made it
    /// (``DeepLinkAnimation/lastStepOnly``, ``DeepLinkAnimation/none``); the levels from it up are not presented yet.
    var firstDeferred: Int?

    /// The screen on top of the presented ones.
    var presented: ScreenEntry<Route>? { levels.last?.entry }

    /// The route of the topmost presented screen, as a property that sends every change.
    public var presentation: Property<Route?> { core.observedProperty }

    /// The routes of the presented screens, bottom first, as a property that sends every change.
    public var presentationStack: Property<[Route]> { core.observed(stackProperty) }
    private let stackProperty: Property<[Route]>

    /// Every presentation and dismissal as it begins and as it ends, with the presented route at that moment.
    public var transitions: Signal<NavigationTransition<Route>, Never> { core.reporter.transitions }

    /// Called with the route of the presented screen, or `nil`, after every change.
    ///
    /// It gets every value ``presentation`` sends, in the same order, right after the property's observers. A
    /// change made from inside `onChange` or an observer of ``presentation`` runs once the current call has finished
    /// (at once when the report is of a change the user made, as no call is in flight then), so the last route
    /// reported is always the one presented.
    public var onChange: (@MainActor (Route?) -> Void)? {
        get { core.onChange }
        set { core.onChange = newValue }
    }

    /// The route of the topmost presented screen, as of the last transition that ended (during a deep link that
    /// changes each container once, as the link left it).
    public var presentedRoute: Route? {
        core.observation.accessed()
        return presented?.route
    }

    /// The routes of the presented screens, bottom first, as of the last transition that ended (during a deep link
    /// that changes each container once, as the link left them).
    public var presentedRoutes: [Route] {
        core.observation.accessed()
        return levels.map(\.entry.route)
    }

    /// Creates a navigator that presents from `presenter` and becomes its delegate.
    ///
    /// - Parameters:
    ///   - presenter: The screen that presents, retained by the navigator.
    ///   - diagnostics: Receives a report for every refused call, and every change the host made without reporting it.
    ///   - stacksPresentations: Whether `present` presents over the topmost presented screen; when `false`, the
    ///     default, it is refused while a screen is presented.
    ///   - queue: The transition queue of the window hierarchy; `nil`, the default, uses the presenter's
    ///     ``TransitionHost/transitionQueue``.
    public init(
        presenter: some ModalHost,
        diagnostics: NavigationDiagnostics = .debugLog,
        stacksPresentations: Bool = false,
        queue: TransitionQueue? = nil
    ) {
        host = presenter
        core = NavigatorCore(host: presenter, queue: queue, diagnostics: diagnostics, value: nil)
        self.stacksPresentations = stacksPresentations
        stackProperty = Property(capturing: stackStorage)
        presenter.modalHostDelegate = self
        core.adoptsUnreportedChanges(of: self) { navigator in
            guard navigator.synchronize() else { return false }
            navigator.core.reporter.report(
                .finished, .dismiss, isUserInitiated: true, routes: navigator.presentedRoutes)
            return true
        }
        // Every presenter of the stack, and the presented screens that are hosts themselves (a presented navigation
        // controller mid-push cannot be dismissed): a call waits until none of them runs a transition.
        core.calls.otherHosts = { [weak self] in
            guard let self else { return [] }
            return levels.dropFirst().map(\.host)
                + levels.compactMap { ($0.entry.viewController as AnyObject) as? any TransitionHost }
        }
    }

    // MARK: - present

    /// Presents a screen: over the topmost presented screen when the navigator stacks presentations, otherwise only
    /// while nothing is presented.
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
        completion: (@MainActor (NavigationOutcome) -> Void)? = nil
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
        completion: (@MainActor (NavigationOutcome) -> Void)? = nil
    ) {
        present(coordinatorEntry(route: route, coordinator), animated: animated, then: completion)
    }

    func coordinatorEntry(route: Route, _ coordinator: some Coordinator) -> ScreenEntry<Route> {
        ScreenEntry(route: route, viewController: coordinator.rootViewController, child: coordinator) {
            withExtendedLifetime(coordinator) {}
        }
    }

    @discardableResult
    func present(
        _ entry: ScreenEntry<Route>,
        animated: Bool,
        then completion: (@MainActor (NavigationOutcome) -> Void)?
    ) -> Bool {
        core.calls.submit(
            showing: [entry.viewController], mayDefer: true, animated: animated, ifQueued: true, completion: completion
        ) { [weak self] animated, finish -> Bool in
            guard let self else {
                finish(.refused(Self.released))
                return false
            }
            let presenter: any ModalHost
            if let top = levels.last, stacksPresentations {
                guard top.entry.viewController !== entry.viewController,
                    let above = top.host.modalHost(forPresented: top.entry.viewController)
                else {
                    let problem =
                        top.entry.viewController === entry.viewController
                        ? "route \(top.entry.route) is already presented"
                        : "the screen of route \(top.entry.route) cannot present"
                    let kind: NavigationDiagnostic.Kind =
                        top.entry.viewController === entry.viewController ? .screenAlreadyShown : .hostRefused
                    finish(
                        .refused(core.diagnostics.report(kind, "present refused for route \(entry.route): \(problem)")))
                    return false
                }
                presenter = above
            } else {
                presenter = host
            }
            if let refusal = core.diagnostics.refusalUnlessShown(
                [(route: entry.route, viewController: entry.viewController)], by: presenter,
                in: "present(route:viewController:animated:)")
            {
                finish(.refused(refusal))
                return false
            }
            guard stacksPresentations || presented == nil, presenter.presentedViewController == nil,
                !levels.contains(where: { $0.entry.viewController === entry.viewController })
            else {
                let kind: NavigationDiagnostic.Kind =
                    levels.contains { $0.entry.viewController === entry.viewController }
                    ? .screenAlreadyShown : .alreadyPresenting
                let current = presented.map { "route \($0.route)" } ?? "another screen"
                finish(
                    .refused(
                        core.diagnostics.report(
                            kind, "present refused for route \(entry.route): \(current) is already presented")))
                return false
            }
            if presenter !== host { presenter.modalHostDelegate = self }
            if let link = core.calls.deferringLink {
                let level = Level(host: presenter, entry: entry, linkStep: link.root.stepIndex)
                deferPresentation(of: level, for: link, animated: animated, finish)
                return true
            }
            let isInFlight = core.calls.runTransition(
                .present, reporter: core.reporter, routes: { [weak self] in self?.presentedRoutes ?? [] },
                settle: { [weak self] in
                    guard let self else { return }
                    levels.append(Level(host: presenter, entry: entry))
                    publish()
                    // The user may already have dismissed it from an observer: the navigator catches up.
                    synchronize()
                },
                finish: finish,
                { done in presenter.present(entry.viewController, animated: animated, completion: done) })
            guard !isInFlight || presenter.presentedViewController === entry.viewController else {
                // The host refused, as UIKit refuses a presentation it cannot make: no completion will come.
                core.calls.abandonTransition(.present, reporter: core.reporter, routes: presentedRoutes)
                finish(
                    .refused(
                        core.diagnostics.report(
                            .hostRefused, "present refused for route \(entry.route): the presenter did not present it")
                    ))
                return false
            }
            return true
        }
    }

    // MARK: - The host's reports

    /// Clears the routes of the screen the user dismissed and of those above it; called by the host once the
    /// dismissal ended.
    ///
    /// - Parameters:
    ///   - host: The presenting host.
    ///   - viewController: The screen that was dismissed.
    public func modalHost(_ host: any ModalHost, didDismiss viewController: PlatformViewController) {
        guard let index = levels.firstIndex(where: { $0.host === host && $0.entry.viewController === viewController })
        else { return }
        core.calls.noteUserChange()
        truncate(from: index)
        core.reporter.report(.finished, .dismiss, isUserInitiated: true, routes: presentedRoutes)
    }

    static var released: NavigationDiagnostic { NavigatorCore<Route, Route?>.released("ModalNavigator") }

    /// The index of the lowest presented level whose host no longer presents its screen; presentations that wait
    /// for a deep link's end do not count.
    var firstLevelNotShown: Int? {
        levels.prefix(firstDeferred ?? levels.count).firstIndex {
            $0.host.presentedViewController !== $0.entry.viewController
        }
    }

    /// Forgets the presentations that ended without the navigator being told: from the lowest screen its host no
    /// longer presents. Returns whether there were any.
    @discardableResult
    func synchronize(countingUserChanges: Bool = true) -> Bool {
        guard let index = firstLevelNotShown else { return false }
        if countingUserChanges { core.calls.noteUserChange() }
        truncate(from: index)
        return true
    }

    /// Drops the levels from `index` up, reports the new routes, then releases what the dropped screens kept alive,
    /// top first.
    func truncate(from index: Int) {
        guard index < levels.count else { return }
        let removed = levels[index...].map(\.entry)
        // Screens a deep link had not presented yet no longer belong to it.
        let unshown = firstDeferred.map { levels[max($0, index)...].map(\.entry.viewController) } ?? []
        levels.removeSubrange(index...)
        if let first = firstDeferred, index <= first { firstDeferred = nil }
        for screen in unshown { ((screen as AnyObject) as? any QueueJoining)?.willJoin(nil) }
        publish()
        for entry in removed.reversed() {
            entry.didLeaveScreen()
        }
    }

    func publish() {
        stackStorage.value = presentedRoutes
        core.storage.value = presentedRoute
    }

    // MARK: - Inspection

    package var inspectedHost: any TransitionHost { host }

    package var inspectedState: String {
        "modal " + (levels.isEmpty ? "none" : presentedRoutes.map { "\($0)" }.joined(separator: " › "))
    }

    package func disagreementWithHost() -> String? {
        for level in levels where level.host.presentedViewController !== level.entry.viewController {
            return "ModalNavigator<\(Route.self)> presents route \(level.entry.route), but its presenter presents "
                + "\(level.host.presentedViewController.map { "\($0)" } ?? "nothing")"
        }
        return nil
    }
}
