import CSignalsAtomics

/// A count on the heap, changed only atomically.
@usableFromInline
final class AtomicCounter: @unchecked Sendable {
    // Safety: the word is only reached through the atomic operations below; it is freed with the object.
    @usableFromInline
    let address: UnsafeMutablePointer<UInt>

    @usableFromInline
    init() {
        address = .allocate(capacity: 1)
        address.initialize(to: 0)
    }

    deinit {
        address.deallocate()
    }

    /// Adds one and returns the new count.
    @inlinable
    func increment() -> UInt {
        signals_atomic_add(address, 1)
    }

    /// The count now.
    @inlinable
    var value: UInt {
        signals_atomic_load(address)
    }

    /// Subtracts one.
    func decrement() {
        _ = signals_atomic_add(address, UInt.max)
    }
}
