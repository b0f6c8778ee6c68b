/// The gate between an operator that sends on a scheduler and the start of the producer that lifts it, which makes a
/// disposal interrupt that start as soon as possible (ReactiveSwift's rule).
///
/// Disposing of the start closes the gate at once, on the disposing thread; `interrupted` is then sent on the
/// operator's scheduler, and everything the operator still had outstanding (values scheduled, a terminal event
/// scheduled, values held by `delay` or `throttle`) is dropped at the gate when it comes out, since it comes after the
/// disposal. The gate closes once: whichever of the disposal and a terminal event of the operator comes first.
@usableFromInline
struct InterruptionGate: Sendable {
    /// How many times something tried to close the gate; it is open at 0.
    @usableFromInline
    let closings = AtomicCounter()

    @usableFromInline
    init() {}

    /// Whether nothing closed the gate yet.
    @inlinable
    var isOpen: Bool {
        closings.value == 0
    }

    /// Closes the gate; returns whether this call closed it.
    @inlinable
    func close() -> Bool {
        closings.increment() == 1
    }
}
