/// A callback waiting for the end of a ``Lifetime``, and the disposable that cancels it.
///
/// Registrations form a doubly linked list owned by the lifetime, so that a disposed one leaves it in constant time: a
/// long-lived lifetime that many short observations pass through does not accumulate them.
final class LifetimeRegistration: TeardownDisposable, @unchecked Sendable {
    // Safety: every `var` is only touched under the lock of `lifetime` (see ``LifetimeLocks``), without dynamic
    // exclusivity checks; `lifetime` is immutable.

    /// Where a registration stands.
    enum Status: Equatable {
        /// In the lifetime's list, waiting for its end.
        case listed
        /// Taken out of the list by the end, its callback running on that thread.
        case running(ThreadIdentity)
        /// Run, or disposed of before it ran.
        case finished
    }

    /// The lifetime it waits for; holding it keeps a lifetime with callbacks alive until it ends.
    let lifetime: Lifetime
    /// The callback, until it is taken to run or dropped.
    @exclusivity(unchecked)
    var action: (() -> Void)?
    @exclusivity(unchecked)
    var status = Status.listed
    /// The next registration in the list, which this one holds.
    @exclusivity(unchecked)
    var next: LifetimeRegistration?
    /// The previous one, which holds this one.
    @exclusivity(unchecked)
    var previous: Unmanaged<LifetimeRegistration>?

    init(_ lifetime: Lifetime, _ action: @escaping () -> Void) {
        self.lifetime = lifetime
        self.action = action
    }

    var isDisposed: Bool {
        !lifetime.isPending(self)
    }

    /// Cancels the callback; if the lifetime is running it on another thread, waits until it returns.
    func dispose() {
        lifetime.remove(self, waiting: true)
    }

    func disposeAsTeardown() {
        lifetime.remove(self, waiting: false)
    }
}
