import CSignalsAtomics

/// Which thread delivers a signal's events, kept in one atomic word so that an uncontended delivery starts and ends
/// without the signal's lock.
///
/// The word is `0` when nobody delivers, else the delivering thread's identity, with the *pinned* bit set once the
/// delivery must end under the lock: something is queued behind it, it has entries to release or observer changes to
/// apply, or a disposal waits for it. Without the lock, the word only moves in two ways: a sender starts a delivery
/// with a compare-and-swap from `0` to its identity (``tryBegin(on:)``), and the delivering thread ends an unpinned
/// delivery with one from its identity to `0` (``tryEnd(on:)``). Everything else happens under the lock: whoever depends
/// on a delivery staying in flight pins it first (``pin()``), and whoever changes the observer list that deliveries read
/// without the lock first *claims* the word (``claimOrPin()``), which keeps deliveries from starting until it is done.
/// Every change of the word is a read-modify-write or a release store, and every read that decides something is an
/// acquire or a read-modify-write, so each delivery sees everything the previous holders of the word did.
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

    /// The delivering thread, or `.none`. Even under the lock, an unpinned word may change at any moment: a delivery
    /// may start or end without the lock.
    @inlinable
    var thread: ThreadIdentity {
        ThreadIdentity(rawValue: signals_atomic_load(address) & ~Self.pinned)
    }

    /// The value of a word claimed by a thread that changes the observer list under the lock: no thread identity.
    @usableFromInline
    static let claimed: UInt = 2

    /// Whether the delivery in flight is pinned. For debug assertions, under the lock: only the delivering thread
    /// unpins a delivery, and only under the lock.
    @inlinable
    var isPinned: Bool {
        signals_atomic_load(address) & Self.pinned != 0
    }

    /// Whether the word is claimed. For debug assertions, under the lock: a claim never outlives its lock section, so a
    /// claim seen under the lock is the caller's own.
    @inlinable
    var isClaimed: Bool {
        signals_atomic_load(address) == Self.claimed
    }

    /// Makes `thread` (the calling thread) the delivering one if nobody delivers; returns whether it did. With or
    /// without the lock.
    @inlinable
    func tryBegin(on thread: ThreadIdentity) -> Bool {
        assert(thread.rawValue & (Self.pinned | Self.claimed) == 0, "A thread identity must leave the low bits free")
        return signals_atomic_compare_exchange(address, 0, thread.rawValue)
    }

    /// Goes on delivering on the calling thread (under the lock); pinned if `isPinned`, so that it ends under the lock.
    @inlinable
    func resume(pinned isPinned: Bool) {
        assert(thread == .current || isClaimed, "Only the delivering thread, or the claimant, resumes a delivery")
        signals_atomic_store(address, ThreadIdentity.current.rawValue | (isPinned ? Self.pinned : 0))
    }

    /// Ends the delivery, or a claim. Under the lock, by the delivering thread or the claimant.
    @inlinable
    func end() {
        assert(thread == .current || isClaimed, "Only the delivering thread, or the claimant, ends a delivery")
        signals_atomic_store(address, 0)
    }

    /// Keeps the delivery in flight, if there is one, from ending without the lock, and returns its thread, or `.none`
    /// when nobody delivers. Under the lock.
    ///
    /// Reading an idle word is a read-modify-write too, so that a delivery that starts afterwards sees what the caller
    /// did before (such as a relay publishing its observers).
    @inlinable
    func pin() -> ThreadIdentity {
        while true {
            let word = signals_atomic_load(address)
            assert(word != Self.claimed, "A claim never outlives its lock section")
            if word & Self.pinned != 0 { return ThreadIdentity(rawValue: word & ~Self.pinned) }
            // Without the lock, the word can only go from 0 to a thread and back, unpinned; so this loops rarely.
            if signals_atomic_compare_exchange(address, word, word == 0 ? 0 : word | Self.pinned) {
                return ThreadIdentity(rawValue: word)
            }
        }
    }

    /// Claims the idle word for a change of the observer list, and returns `.none`; the caller must ``end()`` the claim
    /// before it lets go of the lock. If a delivery is in flight, pins it instead and returns its thread: the list is
    /// then read without the lock and must not change until that delivery ends. Under the lock.
    @inlinable
    func claimOrPin() -> ThreadIdentity {
        while true {
            if signals_atomic_compare_exchange(address, 0, Self.claimed) { return .none }
            let thread = pin()
            if thread != .none { return thread }
        }
    }

    /// Makes the calling thread the delivering one and returns `.none` if nobody delivers; otherwise pins the delivery
    /// in flight and returns its thread. Under the lock.
    @inlinable
    func beginOrPin() -> ThreadIdentity {
        let current = ThreadIdentity.current
        while true {
            if tryBegin(on: current) { return .none }
            let thread = pin()
            if thread != .none { return thread }
        }
    }

    /// Ends the calling thread's delivery without the lock if it is not pinned; returns whether it did.
    @inlinable
    func tryEnd(on thread: ThreadIdentity) -> Bool {
        assert(thread == .current, "Only the delivering thread ends its delivery")
        return signals_atomic_compare_exchange(address, thread.rawValue, 0)
    }
}
