import CSignalsAtomics

/// A relay's observers, published for its deliveries: an immutable snapshot that the root's delivering thread reads
/// without the relay's lock.
///
/// Whoever changes the relay's observers (under its lock) publishes a new snapshot and hands the one it replaced to the
/// root: if a delivery is in flight, the root keeps it until that delivery ends, as it keeps removed entries;
/// otherwise it is released at once, after the lock. A delivery that starts later never reads the replaced snapshot:
/// the root's delivery word is pinned by a read-modify-write after the publication, even when it is idle
/// (``DeliveryWord/pin()``), and a delivery starts with a read-modify-write of that word, with or without the root's
/// lock, so it is ordered after the publication and reads the new snapshot.
@usableFromInline
final class RelayObservers<Value, Error: Swift.Error> {
    @usableFromInline
    let list: ObserverList<Value, Error>

    @inlinable
    init(_ list: ObserverList<Value, Error>) {
        self.list = list
    }
}

/// The word that holds a relay's published ``RelayObservers`` (retained), or `0` when it has no observers.
@usableFromInline
struct PublishedObservers<Value, Error: Swift.Error>: @unchecked Sendable {
    // Safety: the word is read with an acquire load; it is written only under the relay's lock, with a release store,
    // or by the relay's deinit (``releaseAll()``), when no delivery can reach the relay any more.
    @usableFromInline
    let address: UnsafeMutablePointer<UInt>

    @inlinable
    init(_ address: UnsafeMutablePointer<UInt>) {
        self.address = address
    }

    /// Hands a value to the published observers. Only on the root's delivering thread, inside a delivery, which
    /// keeps the snapshot it reads alive.
    @inlinable
    func deliver(_ event: Signal<Value, Error>.Event) {
        guard let snapshot = UnsafeRawPointer(bitPattern: signals_atomic_load(address)) else { return }
        Unmanaged<RelayObservers<Value, Error>>.fromOpaque(snapshot)._withUnsafeGuaranteedRef { $0.list.deliver(event) }
    }

    /// Publishes `list` and returns the snapshot it replaces, for the caller to retire after the lock. Under the lock.
    func publish(_ list: ObserverList<Value, Error>) -> RelayObservers<Value, Error>? {
        let replaced = signals_atomic_load(address)
        let snapshot = list.isEmpty ? 0 : UInt(bitPattern: Unmanaged.passRetained(RelayObservers(list)).toOpaque())
        signals_atomic_store(address, snapshot)
        guard let pointer = UnsafeRawPointer(bitPattern: replaced) else { return nil }
        return Unmanaged<RelayObservers<Value, Error>>.fromOpaque(pointer).takeRetainedValue()
    }

    /// Releases the published snapshot, when the relay goes away.
    @inlinable
    func releaseAll() {
        guard let pointer = UnsafeRawPointer(bitPattern: signals_atomic_load(address)) else { return }
        signals_atomic_store(address, 0)
        Unmanaged<RelayObservers<Value, Error>>.fromOpaque(pointer).release()
    }
}
