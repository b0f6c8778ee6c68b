import Signals

/// A type-erased coordinator that holds the coordinator it wraps unowned.
///
/// Give it to view models: the coordinator owns their screens, so a strong reference back would be
/// a cycle. Using it after the wrapped coordinator is gone is a programming error and traps, as any
/// `unowned` reference does; ``WeakCoordinator`` drops such routes instead.
public final class UnownedCoordinator<Route>: Coordinator {
    private let root: @MainActor () -> PlatformViewController
    private let forward: @MainActor (Route) -> Void
    private let handleTarget: @MainActor () -> BindingTarget<Route>
    /// The wrapped coordinator, for the library's walk of the coordinator tree.
    let erasedBase: @MainActor () -> (any Coordinator)?

    /// Wraps `base` unowned, translating each route with `transform` before handing it on.
    ///
    /// - Parameters:
    ///   - base: The coordinator to reference without retaining it.
    ///   - transform: Turns a route of this eraser into a route of `base`, for example an enum case
    ///     constructor such as `AppRoute.itemList`.
    public init<Base: Coordinator>(_ base: Base, transform: @escaping (Route) -> Base.Route) {
        root = { [unowned base] in base.rootViewController }
        erasedBase = { [weak base] in base }
        forward = { [unowned base] in base.handle(route: transform($0)) }
        handleTarget = { [weak base] in base?.reactive.forwardingHandle(transform) ?? .ended }
    }

    /// Wraps `base` unowned; it takes the same routes.
    ///
    /// - Parameter base: The coordinator to reference without retaining it.
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
