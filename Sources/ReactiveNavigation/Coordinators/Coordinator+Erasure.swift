extension Coordinator {
    /// Wraps this coordinator in an ``AnyCoordinator`` that retains it.
    ///
    /// - Returns: An eraser that takes the same routes.
    public func eraseToAnyCoordinator() -> AnyCoordinator<Route> {
        AnyCoordinator(self)
    }

    /// Wraps this coordinator in an ``AnyCoordinator`` that retains it and takes other routes.
    ///
    /// - Parameter transform: Turns an erased route into one of this coordinator, for example an
    ///   enum case constructor such as `AppRoute.itemList`.
    /// - Returns: An eraser for the routes `transform` accepts.
    public func eraseToAnyCoordinator<Erased>(transform: @escaping (Erased) -> Route) -> AnyCoordinator<Erased> {
        AnyCoordinator(self, transform: transform)
    }

    /// Wraps this coordinator in an ``UnownedCoordinator``.
    ///
    /// - Returns: An eraser that takes the same routes.
    public func eraseToUnownedCoordinator() -> UnownedCoordinator<Route> {
        UnownedCoordinator(self)
    }

    /// Wraps this coordinator in an ``UnownedCoordinator`` that takes other routes.
    ///
    /// - Parameter transform: Turns an erased route into one of this coordinator, for example an
    ///   enum case constructor such as `AppRoute.itemList`.
    /// - Returns: An eraser for the routes `transform` accepts.
    public func eraseToUnownedCoordinator<Erased>(
        transform: @escaping (Erased) -> Route
    ) -> UnownedCoordinator<Erased> {
        UnownedCoordinator(self, transform: transform)
    }

    /// Wraps this coordinator in a ``WeakCoordinator``.
    ///
    /// - Parameter diagnostics: Receives a report for each route dropped after this coordinator is gone.
    /// - Returns: An eraser that takes the same routes.
    public func eraseToWeakCoordinator(diagnostics: NavigationDiagnostics = .debugLog) -> WeakCoordinator<Route> {
        WeakCoordinator(self, diagnostics: diagnostics)
    }

    /// Wraps this coordinator in a ``WeakCoordinator`` that takes other routes.
    ///
    /// - Parameters:
    ///   - transform: Turns an erased route into one of this coordinator, for example an enum case
    ///     constructor such as `AppRoute.itemList`.
    ///   - diagnostics: Receives a report for each route dropped after this coordinator is gone.
    /// - Returns: An eraser for the routes `transform` accepts.
    public func eraseToWeakCoordinator<Erased>(
        transform: @escaping (Erased) -> Route,
        diagnostics: NavigationDiagnostics = .debugLog
    ) -> WeakCoordinator<Erased> {
        WeakCoordinator(self, transform: transform, diagnostics: diagnostics)
    }
}

/// An eraser, seen by the library's walk of the coordinator tree through to the coordinator it wraps.
@MainActor
protocol CoordinatorEraser {
    /// The wrapped coordinator, while it exists.
    var erasedBase: @MainActor () -> (any Coordinator)? { get }
}

extension AnyCoordinator: CoordinatorEraser {}
extension WeakCoordinator: CoordinatorEraser {}
extension UnownedCoordinator: CoordinatorEraser {}

/// `coordinator`, or the coordinator that the erasers it is wrap, however deep.
@MainActor
func unerased(_ coordinator: any Coordinator) -> (any Coordinator)? {
    guard let eraser = coordinator as? any CoordinatorEraser else { return coordinator }
    return eraser.erasedBase().flatMap(unerased)
}
