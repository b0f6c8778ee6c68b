/// Returns `action` as a function that may be called from code the compiler treats as nonisolated, for callers that
/// only ever call it on the main actor: a ``UIScheduler`` delivery, or Observation's work on the main queue.
///
/// The result checks at run time that it runs on the main actor (`MainActor.assumeIsolated`, which stops the program
/// with a message otherwise), so the compile-time promise of the `@MainActor` closure is kept or fails loudly.
package func onMainActor<Argument>(_ action: @escaping @MainActor (Argument) -> Void) -> (Argument) -> Void {
    { argument in
        // Safety: `assumeIsolated` runs the closure at once, on this thread, after checking that it is the main
        // actor's; the argument never crosses threads here.
        nonisolated(unsafe) let argument = argument
        MainActor.assumeIsolated { action(argument) }
    }
}
