/// A disposable that disposes of its inner disposable when it is deinitialized.
///
/// Keep one in a property to tie work to the owner's life.
public final class ScopedDisposable<Inner: Disposable>: Disposable {
    /// The disposable disposed of at deinit.
    public let inner: Inner

    /// Creates a scoped disposable.
    ///
    /// - Parameter disposable: The disposable to dispose of at deinit.
    public init(_ disposable: Inner) {
        inner = disposable
    }

    deinit {
        inner.dispose()
    }

    /// Whether the inner disposable has been disposed of.
    public var isDisposed: Bool { inner.isDisposed }

    /// Disposes of the inner disposable now.
    public func dispose() {
        inner.dispose()
    }
}

extension ScopedDisposable where Inner == AnyDisposable {
    /// Creates a scoped disposable from any disposable.
    ///
    /// - Parameter disposable: The disposable to dispose of at deinit.
    public convenience init(_ disposable: Disposable) {
        self.init(AnyDisposable(disposable.dispose))
    }
}
