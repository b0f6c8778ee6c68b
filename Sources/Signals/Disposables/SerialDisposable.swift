/// A disposable that holds one inner disposable at a time, disposing of the previous one on replacement.
///
/// After the serial disposable itself is disposed of, any inner disposable set is disposed of at once.
public final class SerialDisposable: Disposable, TeardownDisposable, Sendable {
    // `state` is only touched under its lock; disposables are disposed of after the lock is released.
    private struct State {
        var inner: Disposable?
        var isDisposed = false
    }

    private let state = Locked(State())

    /// Creates a serial disposable holding `disposable`.
    ///
    /// - Parameter disposable: The first inner disposable.
    public init(_ disposable: Disposable? = nil) {
        inner = disposable
    }

    /// Whether ``dispose()`` has been called.
    public var isDisposed: Bool {
        state.withLock { $0.isDisposed }
    }

    /// The current inner disposable. Setting it disposes of the previous one.
    public var inner: Disposable? {
        get { state.withLock { $0.inner } }
        set {
            let (previous, isDisposed) = state.withLock { state in
                let previous = state.inner
                if !state.isDisposed { state.inner = newValue }
                return (previous, state.isDisposed)
            }
            previous?.dispose()
            if isDisposed { newValue?.dispose() }
        }
    }

    /// Disposes of the inner disposable and of any set later.
    public func dispose() {
        takeInnerForDisposal()?.dispose()
    }

    /// Disposes of the inner disposable as library teardown: see ``TeardownDisposable``.
    @usableFromInline
    func disposeAsTeardown() {
        tearDown(takeInnerForDisposal())
    }

    /// Marks the serial disposable disposed of and hands over the inner disposable, to dispose of after the lock.
    private func takeInnerForDisposal() -> Disposable? {
        let inner = state.withLock { state in
            defer {
                state.inner = nil
                state.isDisposed = true
            }
            return state.inner
        }
        return inner
    }
}
