/// A disposable that runs a closure when disposed of.
public final class AnyDisposable: Disposable, TeardownDisposable, @unchecked Sendable {
    // Safety: `action` (a closure that need not be `Sendable`, as in ReactiveSwift) is only read and cleared under `state`'s lock, so it runs at most once; `wrapped` is immutable.
    private let state: Locked<StoredAction?>
    /// The disposable whose `dispose` the action is, when made by ``init(wrapping:)``: library teardown disposes of it
    /// as teardown instead of running the action.
    private let wrapped: Disposable?

    /// Creates a disposable that calls `action` the first time it is disposed of.
    ///
    /// - Parameter action: Called once, on the thread that disposes.
    public init(_ action: @escaping () -> Void) {
        state = Locked(StoredAction(action))
        wrapped = nil
    }

    /// Creates a disposable that disposes of `disposable` the first time it is disposed of, as library teardown when
    /// the library disposes of it as such.
    init(wrapping disposable: Disposable) {
        state = Locked(StoredAction(disposable.dispose))
        wrapped = disposable
    }

    /// Creates a disposable that does nothing but record that it was disposed of.
    public convenience init() {
        self.init {}
    }

    /// Whether ``dispose()`` has been called.
    public var isDisposed: Bool {
        state.withLock { $0 == nil }
    }

    /// Calls the action if this is the first call.
    public func dispose() {
        takeAction()?.run()
    }

    /// Runs the action, a user's closure, as ordinary user code; a wrapped disposable is disposed of as teardown.
    @usableFromInline
    func disposeAsTeardown() {
        guard let action = takeAction() else { return }
        if let wrapped { tearDown(wrapped) } else { action.run() }
    }

    private func takeAction() -> StoredAction? {
        state.withLock { action in
            defer { action = nil }
            return action
        }
    }
}
