import Signals

extension Reactive where Base: Coordinator {
    /// A binding target that hands each route to ``Coordinator/handle(route:)`` on the main actor.
    ///
    /// ```swift
    /// reactive.handle <~ viewModel.navigationSignal
    ///     .take(duringLifetimeOf: viewController)
    ///     .map(AppRoute.itemList)
    /// ```
    ///
    /// Routes are handled on the main actor in the order they were sent. Routes sent on other threads
    /// are queued for the main queue. A route sent on the main thread is handled before the send
    /// returns, unless a route sent earlier is still queued: then it is queued behind it, since order
    /// wins. The binding holds the coordinator weakly: a queued route does not keep it alive, and
    /// routes that reach it after it deinitialized are dropped and end the binding. On an eraser the
    /// binding follows the coordinator the eraser wraps, so it works on a temporary eraser and never
    /// outlives, or traps on, a released coordinator.
    @MainActor
    @inlinable
    public var handle: BindingTarget<Base.Route> {
        if let eraser = base as? AnyCoordinator<Base.Route> { return eraser.makeHandleTarget() }
        if let eraser = base as? UnownedCoordinator<Base.Route> { return eraser.makeHandleTarget() }
        if let eraser = base as? WeakCoordinator<Base.Route> { return eraser.makeHandleTarget() }
        return forwardingHandle { $0 }
    }

    @MainActor
    @inlinable
    func forwardingHandle<Erased>(_ transform: @escaping (Erased) -> Base.Route) -> BindingTarget<Erased> {
        // `UIScheduler` runs the action on the main thread or the main queue: the main actor's own context.
        makeBindingTarget(
            on: UIScheduler(),
            runningOnMainActor { coordinator, route in
                coordinator.handle(route: transform(route))
            })
    }
}

extension BindingTarget {
    /// A target whose lifetime has already ended, so binding to it does nothing.
    static var ended: BindingTarget {
        BindingTarget(lifetime: .empty) { _ in }
    }
}
