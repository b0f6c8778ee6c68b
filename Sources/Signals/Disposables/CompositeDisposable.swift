/// A disposable that disposes of a group of disposables together.
///
/// Adding to a composite that has been disposed of disposes the addition at once. An observation of a signal, a
/// binding or another composite that ends by itself leaves the composite at once.
public final class CompositeDisposable: Disposable, TeardownDisposable, EndReporting, Sendable {
    // `state` is only touched under its lock; disposables are disposed of after the lock is released.
    private struct State {
        var disposables: [ObjectIdentifier: Disposable]? = [:]
        /// Disposed of when the composite is: the places it holds in lifetimes and other composites.
        var endHooks: [Disposable] = []
    }

    private let state = Locked(State())

    /// Creates a composite holding `disposables`.
    ///
    /// - Parameter disposables: The disposables to hold.
    public init(_ disposables: [Disposable] = []) {
        for disposable in disposables { add(disposable) }
    }

    /// Whether ``dispose()`` has been called.
    public var isDisposed: Bool {
        state.withLock { $0.disposables == nil }
    }

    /// How many disposables the composite holds.
    var count: Int {
        state.withLock { $0.disposables?.count ?? 0 }
    }

    /// Disposes of every disposable held, once.
    public func dispose() {
        dispose(asTeardown: false)
    }

    /// Disposes of every disposable held as library teardown, once: see ``TeardownDisposable``.
    @usableFromInline
    func disposeAsTeardown() {
        dispose(asTeardown: true)
    }

    private func dispose(asTeardown: Bool) {
        let (disposables, endHooks) = state.withLock { state in
            defer {
                state.disposables = nil
                state.endHooks = []
            }
            return (state.disposables, state.endHooks)
        }
        guard let disposables else { return }
        for disposable in disposables.values {
            if asTeardown { tearDown(disposable) } else { disposable.dispose() }
        }
        endHooks.disposeAsTeardown()
    }

    @usableFromInline
    func whenEnded(dispose hook: Disposable) {
        let isDisposed = state.withLock { state in
            guard state.disposables != nil else { return true }
            state.endHooks.append(hook)
            return false
        }
        if isDisposed { [hook].disposeAsTeardown() }
    }

    /// Adds a disposable.
    ///
    /// - Parameter disposable: The disposable to add; `nil` is ignored.
    /// - Returns: A disposable that removes it again without disposing of it, or `nil` if nothing was added.
    @discardableResult
    public func add(_ disposable: Disposable?) -> Disposable? {
        guard let disposable else { return nil }
        let key = ObjectIdentifier(disposable)
        let isAdded = state.withLock { state in
            guard state.disposables != nil else { return false }
            state.disposables?[key] = disposable
            return true
        }
        guard isAdded else {
            disposable.dispose()
            return nil
        }
        let removal = AnyDisposable { [weak self] in
            // Released after the lock: its deinit may use this composite.
            let removed = self?.state.withLock { $0.disposables?.removeValue(forKey: key) }
            _ = removed
        }
        // An observation that ends by itself leaves the composite at once.
        (disposable as? EndReporting)?.whenEnded(dispose: removal)
        return removal
    }

    /// Adds a closure to call when the composite is disposed of.
    ///
    /// - Parameter action: Called once on disposal.
    /// - Returns: A disposable that removes the closure again, or `nil` if the composite was already disposed of.
    @discardableResult
    public func add(_ action: @escaping () -> Void) -> Disposable? {
        add(AnyDisposable(action))
    }

    /// Adds a disposable to a composite.
    ///
    /// - Parameters:
    ///   - lhs: The composite.
    ///   - rhs: The disposable to add.
    /// - Returns: A disposable that removes it again, or `nil` if nothing was added.
    @discardableResult
    public static func += (lhs: CompositeDisposable, rhs: Disposable?) -> Disposable? {
        lhs.add(rhs)
    }

    /// Adds a closure to call when the composite is disposed of.
    ///
    /// - Parameters:
    ///   - lhs: The composite.
    ///   - rhs: The closure to add.
    /// - Returns: A disposable that removes it again, or `nil` if the composite was already disposed of.
    @discardableResult
    public static func += (lhs: CompositeDisposable, rhs: @escaping () -> Void) -> Disposable? {
        lhs.add(rhs)
    }
}
