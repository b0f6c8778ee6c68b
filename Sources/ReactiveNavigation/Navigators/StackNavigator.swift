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
/// The route stack always matches the controller's screens, including pops the user makes with
/// the back button, its menu or a completed swipe; a cancelled swipe changes nothing. Calls that
/// cannot be carried out leave the stack as it was, say so in their return value and report a
/// ``NavigationDiagnostic``. The navigator becomes the controller's ``StackHostDelegate`` and
/// retains the controller; screens pushed behind its back have no route and are not in ``routes``.
@MainActor
public final class StackNavigator<Route>: StackHostDelegate {
    private let host: any StackHost
    private let diagnostics: NavigationDiagnostics
    private let routeStorage = MutableProperty<[Route]>([])
    private var entries: [ScreenEntry<Route>] = []
    private var incoming: [ScreenEntry<Route>] = []

    /// The routes of the screens on the stack, bottom first, as a property that sends every change.
    public let routeStack: Property<[Route]>

    /// Called with the new routes after every change of the stack, including the user's pops.
    ///
    /// It gets every value ``routeStack`` sends, in the same order, right after the property's observers. A
    /// change made from inside `onChange` or an observer of ``routeStack`` is reported once the current report has
    /// reached everyone, so the last routes reported are always the ones on the stack.
    public var onChange: (@MainActor ([Route]) -> Void)?

    /// The routes of the screens on the stack, bottom first.
    public var routes: [Route] { entries.map(\.route) }

    /// Creates a navigator that drives `navigationController` and becomes its delegate.
    ///
    /// - Parameters:
    ///   - navigationController: The host that shows the screens, retained by the navigator.
    ///   - diagnostics: Receives a report for every refused call.
    public init(navigationController: some StackHost, diagnostics: NavigationDiagnostics = .debugLog) {
        host = navigationController
        self.diagnostics = diagnostics
        routeStack = Property(capturing: routeStorage)
        routeStorage.signal.observeValues { [weak self] routes in self?.onChange?(routes) }
        navigationController.stackHostDelegate = self
    }

    /// Replaces the whole stack.
    ///
    /// A screen that stays on the stack keeps what it kept alive, such as a running child flow, whatever route it
    /// now shows. A list that holds the same screen twice is refused and the stack stays as it was.
    ///
    /// - Parameters:
    ///   - views: The new screens with their routes, bottom first.
    ///   - animated: Whether the change is animated.
    public func set(_ views: [(route: Route, viewController: PlatformViewController)], animated: Bool) {
        for (index, view) in views.enumerated()
        where views[..<index].contains(where: { $0.viewController === view.viewController }) {
            diagnostics.report(
                .screenAlreadyShown,
                "set(_:animated:) refused: the screen for route \(view.route) appears twice in the list"
            )
            return
        }
        let newEntries = views.map { ScreenEntry(route: $0.route, viewController: $0.viewController) }
        perform(adding: newEntries) {
            host.setViewControllers(views.map(\.viewController), animated: animated)
        }
    }

    /// Pushes a screen on top of the stack.
    ///
    /// A screen that is already on the stack is refused, the stack stays as it was and a
    /// diagnostic names the route.
    ///
    /// - Parameters:
    ///   - route: The route that the screen shows.
    ///   - viewController: The screen to push.
    ///   - animated: Whether the push is animated.
    /// - Returns: This navigator, so pushes can be chained.
    @discardableResult
    public func push(route: Route, viewController: PlatformViewController, animated: Bool) -> StackNavigator {
        push(ScreenEntry(route: route, viewController: viewController), animated: animated)
        return self
    }

    /// Pops the top screen.
    ///
    /// - Parameter animated: Whether the pop is animated.
    /// - Returns: The route of the popped screen, or `nil` when the stack is empty or holds only its root.
    @discardableResult
    public func pop(animated: Bool) -> Route? {
        synchronize()
        let before = entries
        guard let popped = perform({ host.popViewController(animated: animated) }) else {
            let problem = before.isEmpty ? "the stack is empty" : "the root screen \(before[0].route) cannot be popped"
            diagnostics.report(.nothingToPop, "pop(animated:) ignored: \(problem)")
            return nil
        }
        return before.last { $0.viewController === popped }?.route
    }

    /// Pops every screen above the topmost route that matches `predicate`.
    ///
    /// - Parameters:
    ///   - predicate: Picks the route whose screen becomes the top one.
    ///   - animated: Whether the pop is animated.
    /// - Returns: Whether a route matched; when none does, nothing changes.
    @discardableResult
    public func pop(to predicate: (Route) -> Bool, animated: Bool) -> Bool {
        // Catch up first: popping to a screen the controller no longer shows raises an exception in UIKit.
        synchronize()
        guard let target = entries.last(where: { predicate($0.route) }) else {
            diagnostics.report(.routeNotFound, "pop(to:animated:) ignored: no route in \(routes) matches")
            return false
        }
        perform { host.popToViewController(target.viewController, animated: animated) }
        return true
    }

    /// Pops every screen above the bottom one.
    ///
    /// - Parameter animated: Whether the pop is animated.
    /// - Returns: The routes of the popped screens, bottom first.
    @discardableResult
    public func popToRoot(animated: Bool) -> [Route] {
        synchronize()
        guard let root = entries.first else {
            diagnostics.report(.nothingToPop, "popToRoot(animated:) ignored: the stack is empty")
            return []
        }
        let before = entries
        perform { host.popToViewController(root.viewController, animated: animated) }
        return before.filter { old in !entries.contains { $0 === old } }.map(\.route)
    }

    /// The route of the top screen.
    ///
    /// - Returns: The top route, or `nil` when the stack is empty.
    public func peek() -> Route? {
        entries.last?.route
    }

    /// Brings the routes in step with the host after it showed a screen; called by the host.
    ///
    /// - Parameters:
    ///   - host: The host that changed.
    ///   - viewController: The screen now on top.
    ///   - animated: Whether the transition was animated.
    public func stackHost(_ host: any StackHost, didShow viewController: PlatformViewController, animated: Bool) {
        guard host === self.host else { return }
        synchronize()
    }

    @discardableResult
    func push(_ entry: ScreenEntry<Route>, animated: Bool) -> Bool {
        guard !host.viewControllers.contains(where: { $0 === entry.viewController }) else {
            diagnostics.report(
                .screenAlreadyShown,
                "push(route:viewController:animated:) refused: the screen for route \(entry.route) is already on the stack"
            )
            return false
        }
        perform(adding: [entry]) { host.pushViewController(entry.viewController, animated: animated) }
        return true
    }

    /// Removes `viewController` and everything above it; a flow that started at the bottom leaves an empty stack.
    func popScreen(_ viewController: PlatformViewController, animated: Bool) {
        let screens = host.viewControllers
        guard let index = screens.lastIndex(where: { $0 === viewController }) else { return }
        if index == 0 {
            perform { host.setViewControllers([], animated: animated) }
        } else {
            perform { host.popToViewController(screens[index - 1], animated: animated) }
        }
    }

    @discardableResult
    private func perform<Result>(adding newEntries: [ScreenEntry<Route>] = [], _ operation: () -> Result) -> Result {
        // The entries stay known until the final synchronization: UIKit reports an animated transition only when it
        // ends, after `operation` has returned. A call made meanwhile from an observer adds its own entries and
        // leaves these known.
        let outer = incoming
        incoming = newEntries + outer
        let result = operation()
        synchronize()
        incoming = outer
        return result
    }

    private func synchronize() {
        let known = incoming + entries
        let next = host.viewControllers.compactMap { screen in known.first { $0.viewController === screen } }
        guard !next.elementsEqual(entries, by: ===) else { return }
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
        routeStorage.value = routes
        for entry in removed {
            entry.didLeaveScreen()
        }
        // The old entries, and the routes and screens only they hold, are released once the change is settled and
        // reported: their deinit may call back into this navigator.
        withExtendedLifetime(previous) {}
    }
}
