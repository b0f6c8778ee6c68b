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
