/// One observer's place in a signal, and the disposable that removes it.
@usableFromInline
final class SignalSubscription<Value, Error: Swift.Error>: Disposable, @unchecked Sendable {
    // Safety: `action` and `owner` are immutable. `isRemoved` is only touched under the core's lock. `isSkipped` is
    // only written under the core's lock by the thread that is delivering, and only read by that same thread while it
    // delivers; any later delivery takes its snapshot under the lock, after the write.
    @usableFromInline
    let action: (Signal<Value, Error>.Event) -> Void

    /// Set when the observer is disposed in the middle of a delivery on the delivering thread.
    @usableFromInline
    var isSkipped = false

    /// Set once the observer has been taken out of its signal.
    @usableFromInline
    var isRemoved = false

    @usableFromInline
    let owner: WeakOwner?

    @usableFromInline
    weak var core: SignalCore<Value, Error>?

    @inlinable
    init(action: @escaping (Signal<Value, Error>.Event) -> Void, owner: WeakOwner?) {
        self.action = action
        self.owner = owner
    }

    @usableFromInline
    var isDisposed: Bool {
        guard let core else { return true }
        return core.isRemoved(self)
    }

    @usableFromInline
    func dispose() {
        core?.remove(self)
    }
}
