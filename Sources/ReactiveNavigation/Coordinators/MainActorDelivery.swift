/// Runs `action` with `route` at once, asserting that the caller runs on the main actor.
///
/// Coordinator erasers are called by view models that are not isolated to the main actor but, as
/// UI code, run on the main thread; calling from another thread is a programming error that traps.
func performOnMainActor<Route>(_ route: Route, _ action: @MainActor (Route) -> Void) {
    // Safety: `assumeIsolated` runs the closure at once on the calling thread, which it has checked
    // is the main actor's, so the route never crosses threads.
    nonisolated(unsafe) let route = route
    MainActor.assumeIsolated { action(route) }
}

/// Returns `action` without its main-actor isolation, for a caller that only ever calls it in the main actor's
/// context.
///
/// `UIScheduler` establishes that context before it runs a binding's action; stripping the isolation once, when
/// the binding is made, saves the executor check of `MainActor.assumeIsolated` and a closure on every route.
@inlinable
package func runningOnMainActor<Base, Value>(
    _ action: @escaping @MainActor (Base, Value) -> Void
) -> (Base, Value) -> Void {
    // Safety: the result is only handed to `makeBindingTarget(on: UIScheduler())`, whose scheduler runs it on the
    // main thread or the main queue, where the main actor's work runs. Isolation is not part of a synchronous
    // function's representation; this is the cast `MainActor.assumeIsolated` performs after its check.
    unsafeBitCast(action, to: ((Base, Value) -> Void).self)
}
