/// Runs `action` with `argument` at once, checking that the caller runs on the main actor: for code the compiler
/// treats as nonisolated that runs, by construction, on the main thread (a ``UIScheduler`` delivery, a view model's
/// call into a coordinator). `MainActor.assumeIsolated` stops the program with a message otherwise.
@inlinable
package func performOnMainActor<Argument>(_ argument: Argument, _ action: @MainActor (Argument) -> Void) {
    // Safety: `assumeIsolated` runs the closure at once, on this thread, after checking that it is the main actor's;
    // the argument never crosses threads here.
    nonisolated(unsafe) let argument = argument
    MainActor.assumeIsolated { action(argument) }
}

/// Returns `action` as a function that may be called from code the compiler treats as nonisolated, for callers that
/// only ever call it on the main actor; each call is checked as ``performOnMainActor(_:_:)`` checks it, so the
/// compile-time promise of the `@MainActor` closure is kept or fails loudly.
@inlinable
package func onMainActor<Argument>(_ action: @escaping @MainActor (Argument) -> Void) -> (Argument) -> Void {
    { argument in performOnMainActor(argument, action) }
}
