import CSignalsAtomics

/// Which thread delivers a signal's events, kept in one atomic word so that an uncontended delivery ends without the
/// signal's lock.
///
/// The word is `0` when nobody delivers, else the delivering thread's identity, with the *pinned* bit set once the
/// delivery must end under the lock: something is queued behind it, it has entries to release, or a disposal waits
/// for it. Every change happens under the signal's lock but one: the delivering thread ends an unpinned delivery with
/// a compare-and-swap from its identity to `0` (``tryEnd(on:)``). So whoever holds the lock and depends on a delivery
/// staying in flight pins it first (``pin()``); if that fails, the delivery has just ended and the signal is idle.
/// The swap and the loads under the lock are ordered (release, acquire), so the next delivery sees everything the
/// previous one did, as it did when both ended under the lock.
@usableFromInline
struct DeliveryWord: @unchecked Sendable {
    // Safety: the word is only read and written through the atomic operations below.
    @usableFromInline
    let address: UnsafeMutablePointer<UInt>

    @usableFromInline
    static let pinned: UInt = 1

    @inlinable
    init(_ address: UnsafeMutablePointer<UInt>) {
        self.address = address
    }

    /// The delivering thread, or `.none`. Under the lock, a thread other than `.none` may stop delivering at any
    /// moment unless the delivery is pinned.
    @inlinable
    var thread: ThreadIdentity {
        ThreadIdentity(rawValue: signals_atomic_load(address) & ~Self.pinned)
    }

    /// Makes the calling thread the delivering one. Under the lock, only while nobody delivers.
    @inlinable
    func begin() {
        let identity = ThreadIdentity.current.rawValue
        assert(identity & Self.pinned == 0, "A thread identity must leave the low bit free")
        signals_atomic_store(address, identity)
    }

    /// Goes on delivering on the calling thread (under the lock); pinned if `isPinned`, so that it ends under the lock.
    @inlinable
    func resume(pinned isPinned: Bool) {
        signals_atomic_store(address, ThreadIdentity.current.rawValue | (isPinned ? Self.pinned : 0))
    }

    /// Ends the delivery. Under the lock.
    @inlinable
    func end() {
        signals_atomic_store(address, 0)
    }

    /// Keeps the delivery in flight, if there is one, from ending without the lock, and returns its thread, or `.none`
    /// when nobody delivers. Under the lock.
    @inlinable
    func pin() -> ThreadIdentity {
        var word = signals_atomic_load(address)
        // Without the lock, the word can only go from an unpinned thread to 0; so this loops at most twice.
        while word != 0, word & Self.pinned == 0 {
            if signals_atomic_compare_exchange(address, word, word | Self.pinned) { break }
            word = signals_atomic_load(address)
        }
        return ThreadIdentity(rawValue: word & ~Self.pinned)
    }

    /// Ends the calling thread's delivery without the lock if it is not pinned; returns whether it did.
    @inlinable
    func tryEnd(on thread: ThreadIdentity) -> Bool {
        signals_atomic_compare_exchange(address, thread.rawValue, 0)
    }
}
