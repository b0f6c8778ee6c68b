import Signals

/// A type-erased coordinator that holds the coordinator it wraps weakly.
///
/// A route that arrives after the wrapped coordinator is gone is dropped and reported to the
/// diagnostics, which print it in debug builds by default; so is a `reactive.handle` binding made
/// after that point. A binding made before ends with the coordinator, like any `reactive.handle`. Reading ``rootViewController`` after
/// that point is a programming error and traps.
public final class WeakCoordinator<Route>: Coordinator {
    private let root: @MainActor () -> PlatformViewController?
    private let forward: @MainActor (Route) -> Bool
    private let handleTarget: @MainActor () -> BindingTarget<Route>
    /// The wrapped coordinator, for the library's walk of the coordinator tree.
    let erasedBase: @MainActor () -> (any Coordinator)?
    private let diagnostics: NavigationDiagnostics

    /// Wraps `base` weakly, translating each route with `transform` before handing it on.
    ///
    /// - Parameters:
    ///   - base: The coordinator to reference without retaining it.
    ///   - transform: Turns a route of this eraser into a route of `base`, for example an enum case
    ///     constructor such as `AppRoute.itemList`.
    ///   - diagnostics: Receives a report for each route dropped after `base` is gone.
    public init<Base: Coordinator>(
        _ base: Base,
        transform: @escaping (Route) -> Base.Route,
        diagnostics: NavigationDiagnostics = .debugLog
    ) {
        root = { [weak base] in base?.rootViewController }
        erasedBase = { [weak base] in base }
        forward = { [weak base] route in
            // Whether the route reached the coordinator is decided before handing it on: handling it may release the
            // coordinator (a log-out route), which does not make the handled route a dropped one.
            guard let base else { return false }
            base.handle(route: transform(route))
            return true
        }
        handleTarget = { [weak base] in
            if let base { return base.reactive.forwardingHandle(transform) }
            diagnostics.report(
                .coordinatorReleased,
                "WeakCoordinator<\(Route.self)>.reactive.handle bound after its coordinator was released: "
                    + "the binding does nothing"
            )
            return .ended
        }
        self.diagnostics = diagnostics
    }

    /// Wraps `base` weakly; it takes the same routes.
    ///
    /// - Parameters:
    ///   - base: The coordinator to reference without retaining it.
    ///   - diagnostics: Receives a report for each route dropped after `base` is gone.
    public convenience init<Base: Coordinator>(
        _ base: Base,
        diagnostics: NavigationDiagnostics = .debugLog
    ) where Base.Route == Route {
        self.init(base, transform: { $0 }, diagnostics: diagnostics)
    }

    /// The root screen of the wrapped coordinator, which must still exist.
    public var rootViewController: PlatformViewController {
        guard let rootViewController = root() else {
            preconditionFailure(
                "WeakCoordinator<\(Route.self)>.rootViewController read after its coordinator was released")
        }
        return rootViewController
    }

    /// Hands `route`, transformed, to the wrapped coordinator on the main actor, or drops and
    /// reports it when the coordinator is gone.
    ///
    /// It is `nonisolated` so that view models, which are not main-actor isolated, can call it, but
    /// it must be called on the main thread and handles the route before returning; calling it from
    /// another thread traps. To send routes from any thread, bind them to `reactive.handle`.
    ///
    /// - Parameter route: The navigation to perform.
    nonisolated public func handle(route: Route) {
        performOnMainActor(route) { route in
            guard !self.forward(route) else { return }
            self.diagnostics.report(
                .coordinatorReleased,
                "WeakCoordinator<\(Route.self)> dropped route \(route): its coordinator was released"
            )
        }
    }

    @usableFromInline
    func makeHandleTarget() -> BindingTarget<Route> {
        handleTarget()
    }
}
