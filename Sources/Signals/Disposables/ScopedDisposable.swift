/// A disposable that disposes of its inner disposable when it is deinitialized.
///
/// Keep one in a property to tie work to the owner's life. Its deinit, like the end of a ``Lifetime``, is library
/// teardown: it never waits for a delivery on another thread (only an explicit ``dispose()`` does).
public final class ScopedDisposable<Inner: Disposable>: Disposable, TeardownDisposable {
    /// The disposable disposed of at deinit.
    public let inner: Inner

    /// Creates a scoped disposable.
    ///
    /// - Parameter disposable: The disposable to dispose of at deinit.
    public init(_ disposable: Inner) {
        inner = disposable
    }

    deinit {
        tearDown(inner)
    }

    /// Whether the inner disposable has been disposed of.
    public var isDisposed: Bool { inner.isDisposed }

    /// Disposes of the inner disposable now.
    public func dispose() {
        inner.dispose()
    }

    @usableFromInline
    func disposeAsTeardown() {
        tearDown(inner)
    }
}

extension ScopedDisposable where Inner == AnyDisposable {
    /// Creates a scoped disposable from any disposable.
    ///
    /// - Parameter disposable: The disposable to dispose of at deinit.
    public convenience init(_ disposable: Disposable) {
        self.init(AnyDisposable(wrapping: disposable))
    }
}
