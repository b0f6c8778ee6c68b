import Signals

/// Shows screens with routes in the columns of a split view, and follows the split as it collapses, expands and
/// goes back.
///
/// ```swift
/// let split = HeadlessSplitViewController()
/// let navigator = SplitNavigator<String>(splitViewController: split)
/// navigator.show(route: "folders", viewController: FoldersScreen(), in: .primary, animated: false)
/// navigator.show(route: "inbox", viewController: InboxScreen(), in: .secondary, animated: true)
/// ```
///
/// A column can hold a navigation controller with a ``StackNavigator`` of its own, as a detail column usually does.
/// The navigator keeps the route of each column's screen, which column is on top while the split is collapsed, and
/// whether the primary column shows while it is expanded; the user's changes (the back button of a collapsed split,
/// the display-mode button, a size-class change) are reported through ``state`` and ``onChange`` once they have ended.
/// While the split is collapsed, the back button first pops the screens the top column's stack holds above its root,
/// as UIKit shows that stack on top of the columns before it: those pops are the user's pops of the column's
/// ``StackNavigator``, and the split's state does not change.
/// Calls go through the ``TransitionQueue`` of the split's window hierarchy, like every navigator's. The navigator
/// becomes the split's ``SplitHostDelegate`` and retains it.
@MainActor
public final class SplitNavigator<Route>: SplitHostDelegate, InspectableNavigator {
    /// What a split navigator shows.
    public struct State {
        /// The route of each column's screen.
        public let routes: [SplitColumn: Route]
        /// Whether the split shows its columns as one stack.
        public let isCollapsed: Bool
        /// The column on top while collapsed; the secondary column while expanded.
        public let topColumn: SplitColumn
        /// Whether the primary column shows beside the others while the split is expanded.
        public let isPrimaryVisible: Bool
    }

    let host: any SplitHost
    let core: NavigatorCore<Route, State>
    var entries: [SplitColumn: ScreenEntry<Route>] = [:]

    /// What the navigator shows, as a property that sends every change.
    public var state: Property<State> { core.observedProperty }

    /// Every change of the columns as it begins and as it ends, with the route of the top column at that moment.
    public var transitions: Signal<NavigationTransition<Route>, Never> { core.reporter.transitions }

    /// Called with what the navigator shows after every change, including the user's.
    public var onChange: (@MainActor (State) -> Void)? {
        get { core.onChange }
        set { core.onChange = newValue }
    }

    /// The route of `column`'s screen: a `show` puts it in its column at once, as UIKit does, and shows the column
    /// when its turn comes.
    ///
    /// - Parameter column: The column.
    /// - Returns: The route, or `nil` when the column holds no screen with a route.
    public func route(for column: SplitColumn) -> Route? {
        core.observation.accessed()
        return entries[column]?.route
    }

    /// Whether the split shows its columns as one stack, as of the last change that ended.
    public var isCollapsed: Bool {
        core.observation.accessed()
        return core.storage.value.isCollapsed
    }

    /// The column on top while collapsed, the secondary column while expanded, as of the last change that ended.
    public var topColumn: SplitColumn {
        core.observation.accessed()
        return core.storage.value.topColumn
    }

    /// Whether the primary column shows beside the others while the split is expanded, as of the last change that
    /// ended.
    public var isPrimaryVisible: Bool {
        core.observation.accessed()
        return core.storage.value.isPrimaryVisible
    }

    /// Creates a navigator that drives `splitViewController` and becomes its delegate.
    ///
    /// - Parameters:
    ///   - splitViewController: The host that shows the columns, retained by the navigator.
    ///   - diagnostics: Receives a report for every refused call, and every change the host made without reporting it.
    ///   - queue: The transition queue of the window hierarchy; `nil`, the default, uses the host's
    ///     ``TransitionHost/transitionQueue``.
    public init(
        splitViewController: some SplitHost,
        diagnostics: NavigationDiagnostics = .debugLog,
        queue: TransitionQueue? = nil
    ) {
        host = splitViewController
        let state = State(
            routes: [:], isCollapsed: splitViewController.isCollapsed, topColumn: splitViewController.topColumn,
            isPrimaryVisible: splitViewController.isPrimaryVisible)
        core = NavigatorCore(
            host: splitViewController, queue: queue, diagnostics: diagnostics, value: state, observesTransitions: true)
        splitViewController.splitHostDelegate = self
        core.adoptsUnreportedChanges(of: self) { $0.adoptHostChange() }
    }

    // MARK: - show

    /// Puts a screen in `column` and shows that column: on top while the split is collapsed.
    ///
    /// A column the split does not have is refused, and so is a screen that is already in another column.
    ///
    /// - Parameters:
    ///   - route: The route that the screen shows.
    ///   - viewController: The screen.
    ///   - column: The column.
    ///   - animated: Whether showing the column is animated.
    ///   - completion: Gets the outcome once the column is shown or the call was refused.
    public func show(
        route: Route,
        viewController: PlatformViewController,
        in column: SplitColumn,
        animated: Bool,
        completion: (@MainActor (NavigationOutcome) -> Void)? = nil
    ) {
        core.calls.submit(showing: [viewController], animated: animated, ifQueued: (), completion: completion) {
            [weak self] animated, finish in
            guard let self else { return finish(.refused(Self.released)) }
            guard host.columns.contains(column) else {
                return finish(.refused(missing(column, call: "show(route:viewController:in:animated:)", route: route)))
            }
            if let refusal = core.diagnostics.refusalUnlessShown(
                [(route: route, viewController: viewController)], by: host,
                in: "show(route:viewController:in:animated:)")
            {
                return finish(.refused(refusal))
            }
            if let other = host.columns.first(where: { $0 != column && host.viewController(for: $0) === viewController }
            ) {
                return finish(
                    .refused(
                        core.diagnostics.report(
                            .screenAlreadyShown,
                            "show(route:viewController:in:animated:) refused: the screen for route \(route) is already "
                                + "in the \(other) column")))
            }
            let entry = ScreenEntry(route: route, viewController: viewController)
            let replaced = entries[column]
            entries[column] = entry
            host.setViewController(viewController, for: column)
            replaced?.didLeaveScreen()
            run(finish) { done in host.show(column, animated: animated, completion: done) }
        }
    }

    /// Puts a screen in `column` and shows that column, and returns once it is shown or the call was refused.
    ///
    /// - Parameters:
    ///   - route: The route that the screen shows.
    ///   - viewController: The screen.
    ///   - column: The column.
    ///   - animated: Whether showing the column is animated.
    /// - Returns: How the call ended.
    @discardableResult
    public func show(
        route: Route,
        viewController: PlatformViewController,
        in column: SplitColumn,
        animated: Bool
    ) async -> NavigationOutcome {
        await outcome {
            show(route: route, viewController: viewController, in: column, animated: animated, completion: $0)
        }
    }

    /// Shows `column`, which must hold a screen: on top while the split is collapsed, beside the others while it is
    /// expanded.
    ///
    /// - Parameters:
    ///   - column: The column.
    ///   - animated: Whether the change is animated.
    ///   - completion: Gets the outcome once the column is shown or the call was refused: refused with
    ///     ``NavigationDiagnostic/Kind/columnUnavailable`` when the split has no such column or it is empty.
    public func show(
        _ column: SplitColumn,
        animated: Bool,
        completion: (@MainActor (NavigationOutcome) -> Void)? = nil
    ) {
        core.calls.submit(animated: animated, ifQueued: (), completion: completion) { [weak self] animated, finish in
            guard let self else { return finish(.refused(Self.released)) }
            guard host.columns.contains(column), host.viewController(for: column) != nil else {
                return finish(.refused(missing(column, call: "show(_:animated:)", route: nil)))
            }
            run(finish) { done in host.show(column, animated: animated, completion: done) }
        }
    }

    /// Shows `column` and returns once it is shown or the call was refused.
    ///
    /// - Parameters:
    ///   - column: The column.
    ///   - animated: Whether the change is animated.
    /// - Returns: How the call ended.
    @discardableResult
    public func show(_ column: SplitColumn, animated: Bool) async -> NavigationOutcome {
        await outcome { show(column, animated: animated, completion: $0) }
    }

    // MARK: - The host's reports

    /// Brings the state in step with a change the user made; called by the host.
    ///
    /// - Parameter host: The host that changed.
    public func splitHostDidChange(_ host: any SplitHost) {
        guard host === self.host, !core.calls.isCallInFlight else { return }
        adoptHostChange()
    }

    /// Makes the columns match the host's, reporting a change as the user's; returns whether there was one.
    @discardableResult
    func adoptHostChange() -> Bool {
        guard synchronize() else { return false }
        core.calls.noteUserChange()
        core.reporter.report(.finished, .select, isUserInitiated: true, routes: topRoutes)
        return true
    }

    private static var released: NavigationDiagnostic { NavigatorCore<Route, State>.released("SplitNavigator") }

    private func missing(_ column: SplitColumn, call: String, route: Route?) -> NavigationDiagnostic {
        let problem =
            host.columns.contains(column) ? "the \(column) column holds no screen" : "the split has no \(column) column"
        return core.diagnostics.report(
            .columnUnavailable, "\(call) refused\(route.map { " for route \($0)" } ?? ""): \(problem)")
    }

    private var topRoutes: [Route] { route(for: host.topColumn).map { [$0] } ?? [] }

    private func run(
        _ finish: @escaping @MainActor (NavigationOutcome) -> Void,
        _ transition: (_ done: @escaping @MainActor () -> Void) -> Void
    ) {
        core.calls.runTransition(
            .select, reporter: core.reporter, routes: { [weak self] in self?.topRoutes ?? [] },
            settle: { [weak self] in self?.synchronize(force: true) }, finish: finish, transition)
    }

    /// Makes the state match the host, and reports whether it changed.
    @discardableResult
    private func synchronize(force: Bool = false) -> Bool {
        for column in SplitColumn.allCases
        where entries[column].map({ host.viewController(for: column) !== $0.viewController }) == true {
            entries[column]?.didLeaveScreen()
            entries[column] = nil
        }
        let old = core.storage.value
        let routes = entries.mapValues(\.route)
        let changed =
            old.isCollapsed != host.isCollapsed || old.topColumn != host.topColumn
            || old.isPrimaryVisible != host.isPrimaryVisible || Set(old.routes.keys) != Set(routes.keys)
        guard changed || force else { return false }
        core.storage.value = State(
            routes: routes, isCollapsed: host.isCollapsed, topColumn: host.topColumn,
            isPrimaryVisible: host.isPrimaryVisible)
        return true
    }

    // MARK: - Inspection

    package var inspectedHost: any TransitionHost { host }

    package var inspectedState: String {
        let columns = host.columns.map { "\($0): " + (route(for: $0).map { "\($0)" } ?? "none") }
        let state = core.storage.value
        return "split " + columns.joined(separator: ", ")
            + (state.isCollapsed ? "; collapsed, \(state.topColumn) on top" : "; expanded")
            + (state.isPrimaryVisible ? "" : ", primary hidden")
    }

    package func disagreementWithHost() -> String? {
        for (column, entry) in entries where host.viewController(for: column) !== entry.viewController {
            return "SplitNavigator<\(Route.self)> shows route \(entry.route) in the \(column) column, but its split "
                + "shows \(host.viewController(for: column).map { "\($0)" } ?? "nothing")"
        }
        let state = core.storage.value
        guard state.isCollapsed == host.isCollapsed, state.topColumn == host.topColumn,
            state.isPrimaryVisible == host.isPrimaryVisible
        else {
            return "SplitNavigator<\(Route.self)> has collapsed \(state.isCollapsed), top \(state.topColumn), primary "
                + "visible \(state.isPrimaryVisible); its split has \(host.isCollapsed), \(host.topColumn), "
                + "\(host.isPrimaryVisible)"
        }
        return nil
    }
}

extension SplitNavigator.State: Equatable where Route: Equatable {}

extension SplitNavigator.State: Hashable where Route: Hashable {}

extension SplitNavigator.State: Sendable where Route: Sendable {}
