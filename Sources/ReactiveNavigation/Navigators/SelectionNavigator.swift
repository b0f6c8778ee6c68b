import Signals

/// What tab and page navigators share: a navigator over a container that holds several screens and shows one of
/// them, keeping their routes and the route of the one shown.
///
/// Use it through ``TabNavigator`` and ``PageNavigator``. Calls go through the ``TransitionQueue`` of the container's
/// window hierarchy, like every navigator's; the selection changes once the container's change has ended, and changes
/// the user makes (a tap on a tab, a swipe to a page) are reported through ``selection`` and ``onChange`` too. The
/// navigator becomes the container's delegate and retains the container.
@MainActor
public class SelectionNavigator<Route>: InspectableNavigator {
    let container: SelectionContainer
    let core: NavigatorCore<Route, Route?>
    var screens: [ScreenEntry<Route>] = []
    var selectedEntry: ScreenEntry<Route>?
    /// The outcome of a call whose navigator was released before its turn.
    private let released: NavigationDiagnostic

    /// The route of the screen shown, as a property that sends every change.
    public var selection: Property<Route?> { core.observedProperty }

    /// Every change of the screens or of the one shown as it begins and as it ends, with the route shown at that
    /// moment.
    public var transitions: Signal<NavigationTransition<Route>, Never> { core.reporter.transitions }

    /// Called with the route of the screen shown after every change, including the user's.
    ///
    /// It gets every value ``selection`` sends, in the same order, right after the property's observers. A
    /// change made from inside `onChange` or an observer of ``selection`` runs once the current call has finished (at
    /// once when the report is of a change the user made, as no call is in flight then), so the last route reported is
    /// always the one shown.
    public var onChange: (@MainActor (Route?) -> Void)? {
        get { core.onChange }
        set { core.onChange = newValue }
    }

    /// The routes of the screens, in order, as of the last `set` that started.
    public var routes: [Route] {
        core.observation.accessed()
        return screens.map(\.route)
    }

    /// The route of the screen shown, as of the last change that ended.
    public var selectedRoute: Route? {
        core.observation.accessed()
        return selectedEntry?.route
    }

    init(_ name: String, _ container: SelectionContainer, diagnostics: NavigationDiagnostics, queue: TransitionQueue?) {
        self.container = container
        released = NavigatorCore<Route, Route?>.released(name)
        core = NavigatorCore(
            host: container.host, queue: queue, diagnostics: diagnostics, value: nil, observesTransitions: true)
        core.adoptsUnreportedChanges(of: self) { $0.adoptHostChange() }
    }

    // MARK: - set

    /// Replaces the screens; a list that holds the same screen twice is refused.
    ///
    /// Which screen is shown afterwards is the container's rule: a page container keeps the page shown when it is
    /// still one of the pages and shows the first page otherwise; a tab bar controller does as `UITabBarController`
    /// does.
    ///
    /// - Parameters:
    ///   - screens: The routes and screens, in order.
    ///   - animated: Whether the change is animated.
    ///   - completion: Gets the outcome once the change has ended or the call was refused.
    public func set(
        _ screens: [(route: Route, viewController: PlatformViewController)],
        animated: Bool,
        completion: (@MainActor (NavigationOutcome) -> Void)? = nil
    ) {
        core.calls.submit(
            showing: screens.map(\.viewController), animated: animated, ifQueued: (), completion: completion
        ) {
            [weak self, released] animated, finish in
            guard let self else { return finish(.refused(released)) }
            if let refusal = core.diagnostics.refusalUnlessShown(screens, by: container.host, in: "set(_:animated:)") {
                return finish(.refused(refusal))
            }
            for (index, screen) in screens.enumerated()
            where screens[..<index].contains(where: { $0.viewController === screen.viewController }) {
                return finish(
                    .refused(
                        core.diagnostics.report(
                            .screenAlreadyShown,
                            "set(_:animated:) refused: the screen for \(container.noun) \(screen.route) appears twice "
                                + "in the list")))
            }
            // The replaced entries, and the routes and screens only they hold, are released once the change is
            // settled and reported, before the call finishes: a call their deinit makes runs before one the
            // completion makes.
            let replaced = Box(self.screens)
            self.screens = screens.map { ScreenEntry(route: $0.route, viewController: $0.viewController) }
            let releaseThenFinish: @MainActor (NavigationOutcome) -> Void = { outcome in
                replaced.value = []
                finish(outcome)
            }
            run(.set, releaseThenFinish) { [container] done in
                container.apply(.screens(screens.map(\.viewController)), animated, done)
            }
        }
    }

    /// Replaces the screens and returns once the change has ended or the call was refused.
    ///
    /// - Parameters:
    ///   - screens: The routes and screens, in order.
    ///   - animated: Whether the change is animated.
    /// - Returns: How the call ended.
    @discardableResult
    public func set(_ screens: [(route: Route, viewController: PlatformViewController)], animated: Bool) async
        -> NavigationOutcome
    {
        await outcome { set(screens, animated: animated, completion: $0) }
    }

    // MARK: - select

    /// Shows the first screen whose route matches `predicate`; returns whether one did when the call ran at once, and
    /// `true` when it waits its turn.
    @discardableResult
    func select(
        where predicate: @escaping (Route) -> Bool,
        animated: Bool,
        then completion: (@MainActor (NavigationOutcome) -> Void)?
    ) -> Bool {
        core.calls.submit(animated: animated, ifQueued: true, completion: completion) {
            [weak self, released] animated, finish -> Bool in
            guard let self else {
                finish(.refused(released))
                return false
            }
            guard let index = screens.firstIndex(where: { predicate($0.route) }) else {
                finish(
                    .refused(
                        core.diagnostics.report(
                            .routeNotFound, "\(container.selectCall) ignored: no \(container.noun) in \(routes) matches"
                        )))
                return false
            }
            run(.select, finish) { [container] done in container.apply(.show(index), animated, done) }
            return true
        }
    }

    // MARK: - The container's reports

    /// Makes the screen shown match the container's, reporting a change as the user's; returns whether there was one.
    @discardableResult
    func adoptHostChange() -> Bool {
        guard synchronize() else { return false }
        core.calls.noteUserChange()
        core.reporter.report(.finished, .select, isUserInitiated: true, routes: selectedRoute.map { [$0] } ?? [])
        return true
    }

    private func run(
        _ kind: NavigationTransition<Route>.Kind,
        _ finish: @escaping @MainActor (NavigationOutcome) -> Void,
        _ transition: (_ done: @escaping @MainActor () -> Void) -> Void
    ) {
        core.calls.runTransition(
            kind, reporter: core.reporter, routes: { [weak self] in self?.selectedRoute.map { [$0] } ?? [] },
            settle: { [weak self] in self?.synchronize() }, finish: finish, transition)
    }

    private var shownScreen: PlatformViewController? {
        container.shownIndex().map { container.screens()[$0] }
    }

    @discardableResult
    private func synchronize() -> Bool {
        let shown = shownScreen
        let next = screens.first { $0.viewController === shown }
        guard next !== selectedEntry else { return false }
        let previous = selectedEntry
        selectedEntry = next
        core.storage.value = next?.route
        withExtendedLifetime(previous) {}
        return true
    }

    // MARK: - Inspection

    package var inspectedHost: any TransitionHost { container.host }

    package var inspectedState: String {
        "\(container.noun)s " + routes.map { "\($0)" }.joined(separator: ", ") + "; shown "
            + (selectedRoute.map { "\($0)" } ?? "none")
    }

    package func disagreementWithHost() -> String? {
        let shown = shownScreen
        guard selectedEntry == nil || selectedEntry?.viewController === shown else {
            return "\(type(of: self)) shows \(container.noun) \(selectedRoute.map { "\($0)" } ?? "none"), but its "
                + "container shows \(shown.map { "\($0)" } ?? "none")"
        }
        return nil
    }
}

/// The container a ``SelectionNavigator`` drives, as the navigator sees it: its screens, the one shown, and one
/// primitive that either replaces the screens or shows one of them, calling back once the change has ended.
@MainActor
struct SelectionContainer {
    /// A change the navigator asks of the container.
    enum Change {
        case screens([PlatformViewController])
        case show(Int)
    }

    /// The kinds of container.
    enum Kind {
        case tabs, pages
    }

    let kind: Kind
    let host: any TransitionHost
    let screens: @MainActor () -> [PlatformViewController]
    /// The position of the screen shown, or `nil` when none is.
    let shownIndex: @MainActor () -> Int?
    let apply: @MainActor (_ change: Change, _ animated: Bool, _ done: @escaping @MainActor () -> Void) -> Void

    /// What the container's screens are called in reports.
    var noun: String { kind == .tabs ? "tab" : "page" }

    /// The navigator's public form of `select(where:)`, as reports name it.
    var selectCall: String { kind == .tabs ? "select(where:)" : "select(where:animated:)" }
}
