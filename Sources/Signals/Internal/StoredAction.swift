/// A closure kept in a ``Locked`` state.
///
/// A function type used directly as a generic state (`Locked<(() -> Void)?>`, or a tuple holding one) is converted to
/// and from its generic representation by every `withLock`, in and out of the `inout` state. Where the compiler does
/// not specialize (any debug build, and calls it chooses not to specialize), each conversion wraps the stored closure
/// in one more thunk: a closure read on every timer tick, or an `isDisposed` polled in a loop, grows a chain of thunks
/// without bound, and calling it at last overflows the stack. A field of a struct keeps the closure's own
/// representation, so the state is never rewrapped.
@usableFromInline
struct StoredAction {
    /// The closure.
    @usableFromInline
    let run: () -> Void

    @inlinable
    init(_ run: @escaping () -> Void) {
        self.run = run
    }
}
