/// Something that can be cancelled or torn down, once.
///
/// Disposing twice is harmless. Disposables may be disposed of from any thread.
public protocol Disposable: AnyObject, Sendable {
    /// Whether ``dispose()`` has been called.
    var isDisposed: Bool { get }

    /// Tears down what the disposable represents. Later calls do nothing.
    func dispose()
}
