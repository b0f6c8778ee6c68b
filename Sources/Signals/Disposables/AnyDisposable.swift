/// A disposable that runs a closure when disposed of.
public final class AnyDisposable: Disposable, Sendable {
    // `action` is only read and cleared under `state`'s lock, so it runs at most once.
    private let state: Locked<StoredAction?>

    /// Creates a disposable that calls `action` the first time it is disposed of.
    ///
    /// - Parameter action: Called once, on the thread that disposes.
    public init(_ action: @escaping () -> Void) {
        state = Locked(StoredAction(action))
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
        let action = state.withLock { action in
            defer { action = nil }
            return action
        }
        action?.run()
    }
}
