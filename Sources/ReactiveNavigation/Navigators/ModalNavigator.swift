import Signals

/// Presents one screen at a time from a presenting screen and keeps the route that presented it.
///
/// A dismissal the user makes, such as swiping a sheet down, clears the route and is reported
/// through ``presentation`` and ``onChange``. A presented child coordinator is retained until its
/// screen is dismissed, then released before `dismiss` returns. The navigator becomes the
/// presenter's ``ModalHostDelegate`` and retains the presenter.
@MainActor
public final class ModalNavigator<Route>: ModalHostDelegate {
    private let host: any ModalHost
    private let diagnostics: NavigationDiagnostics
    private let presentationStorage = MutableProperty<Route?>(nil)
    private var presented: ScreenEntry<Route>?

    /// The route of the presented screen, as a property that sends every change.
    public let presentation: Property<Route?>

    /// Called with the route of the presented screen, or `nil`, after every change.
    ///
    /// It gets every value ``presentation`` sends, in the same order, right after the property's observers. A
    /// change made from inside `onChange` or an observer of ``presentation`` is reported once the current report
    /// has reached everyone, so the last route reported is always the one presented.
    public var onChange: (@MainActor (Route?) -> Void)?

    /// The route of the presented screen.
    public var presentedRoute: Route? { presented?.route }

    /// Creates a navigator that presents from `presenter` and becomes its delegate.
    ///
    /// - Parameters:
    ///   - presenter: The screen that presents, retained by the navigator.
    ///   - diagnostics: Receives a report for every refused call.
    public init(presenter: some ModalHost, diagnostics: NavigationDiagnostics = .debugLog) {
        host = presenter
        self.diagnostics = diagnostics
        presentation = Property(capturing: presentationStorage)
        presentationStorage.signal.observeValues { [weak self] route in self?.onChange?(route) }
        presenter.modalHostDelegate = self
    }

    /// Presents a screen; refused while another screen is presented.
    ///
    /// - Parameters:
    ///   - route: The route that the screen shows.
    ///   - viewController: The screen to present.
    ///   - animated: Whether the presentation is animated.
    /// - Returns: Whether the screen was presented.
    @discardableResult
    public func present(route: Route, viewController: PlatformViewController, animated: Bool) -> Bool {
        present(ScreenEntry(route: route, viewController: viewController), animated: animated)
    }

    /// Presents the root screen of a child coordinator and retains the coordinator until it is dismissed.
    ///
    /// - Parameters:
    ///   - route: The route that the coordinator shows.
    ///   - coordinator: The child whose ``Coordinator/rootViewController`` is presented.
    ///   - animated: Whether the presentation is animated.
    /// - Returns: Whether the screen was presented; when it was not, the coordinator is not retained.
    @discardableResult
    public func present(route: Route, coordinator: some Coordinator, animated: Bool) -> Bool {
        let entry = ScreenEntry(route: route, viewController: coordinator.rootViewController) {
            withExtendedLifetime(coordinator) {}
        }
        return present(entry, animated: animated)
    }

    /// Dismisses the presented screen.
    ///
    /// - Parameter animated: Whether the dismissal is animated.
    /// - Returns: The route of the dismissed screen, or `nil` when nothing was presented.
    @discardableResult
    public func dismiss(animated: Bool) -> Route? {
        synchronize()
        guard let entry = presented else {
            diagnostics.report(.nothingPresented, "dismiss(animated:) ignored: nothing is presented")
            return nil
        }
        host.dismiss(animated: animated)
        clear()
        return entry.route
    }

    /// Clears the route after the user dismissed the presented screen; called by the host.
    ///
    /// - Parameters:
    ///   - host: The presenting host.
    ///   - viewController: The screen that was dismissed.
    public func modalHost(_ host: any ModalHost, didDismiss viewController: PlatformViewController) {
        guard host === self.host, presented?.viewController === viewController else { return }
        clear()
    }

    @discardableResult
    func present(_ entry: ScreenEntry<Route>, animated: Bool) -> Bool {
        synchronize()
        guard presented == nil, host.presentedViewController == nil else {
            let kind: NavigationDiagnostic.Kind =
                presented?.viewController === entry.viewController ? .screenAlreadyShown : .alreadyPresenting
            let current = presented.map { "route \($0.route)" } ?? "another screen"
            diagnostics.report(kind, "present refused for route \(entry.route): \(current) is already presented")
            return false
        }
        host.present(entry.viewController, animated: animated)
        presented = entry
        presentationStorage.value = entry.route
        return true
    }

    /// Dismisses `viewController` if it is still the presented screen; a screen that already closed itself
    /// is only forgotten, since dismissing from a presenter that presents nothing would dismiss the presenter.
    func dismissScreen(_ viewController: PlatformViewController, animated: Bool) {
        synchronize()
        guard presented?.viewController === viewController else { return }
        host.dismiss(animated: animated)
        clear()
    }

    /// Forgets a presentation that ended without the navigator being told.
    private func synchronize() {
        if let entry = presented, host.presentedViewController !== entry.viewController {
            clear()
        }
    }

    private func clear() {
        guard let entry = presented else { return }
        presented = nil
        presentationStorage.value = nil
        entry.didLeaveScreen()
    }
}
