import Signals

/// A type-erased coordinator that holds the coordinator it wraps strongly.
///
/// Use it where a parent owns a child coordinator. View models must not hold one, since the
/// coordinator owns their screens; give them an ``UnownedCoordinator`` or ``WeakCoordinator``.
public final class AnyCoordinator<Route>: Coordinator {
    private let root: @MainActor () -> PlatformViewController
    private let forward: @MainActor (Route) -> Void
    private let handleTarget: @MainActor () -> BindingTarget<Route>
    /// The wrapped coordinator, for the library's walk of the coordinator tree.
    let erasedBase: @MainActor () -> (any Coordinator)?

    /// Wraps `base`, translating each route with `transform` before handing it on.
    ///
    /// - Parameters:
    ///   - base: The coordinator to hold strongly.
    ///   - transform: Turns a route of this eraser into a route of `base`, for example an enum case
    ///     constructor such as `AppRoute.itemList`.
    public init<Base: Coordinator>(_ base: Base, transform: @escaping (Route) -> Base.Route) {
        root = { base.rootViewController }
        erasedBase = { base }
        forward = { base.handle(route: transform($0)) }
        handleTarget = { base.reactive.forwardingHandle(transform) }
    }

    /// Wraps `base`, which takes the same routes.
    ///
    /// - Parameter base: The coordinator to hold strongly.
    public convenience init<Base: Coordinator>(_ base: Base) where Base.Route == Route {
        self.init(base, transform: { $0 })
    }

    /// The root screen of the wrapped coordinator.
    public var rootViewController: PlatformViewController { root() }

    /// Hands `route`, transformed, to the wrapped coordinator on the main actor.
    ///
    /// It is `nonisolated` so that view models, which are not main-actor isolated, can call it, but
    /// it must be called on the main thread and handles the route before returning; calling it from
    /// another thread traps. To send routes from any thread, bind them to `reactive.handle`.
    ///
    /// - Parameter route: The navigation to perform.
    nonisolated public func handle(route: Route) {
        performOnMainActor(route) { self.forward($0) }
    }

    @usableFromInline
    func makeHandleTarget() -> BindingTarget<Route> {
        handleTarget()
    }
}
