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
