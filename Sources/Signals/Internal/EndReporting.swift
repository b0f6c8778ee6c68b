/// A disposable that ends by itself (its observation finished, or it was disposed of) and can say so, so that the
/// places holding it, a ``Lifetime`` or a ``CompositeDisposable``, let it go at once instead of when they end.
@usableFromInline
protocol EndReporting: AnyObject {
    /// Disposes of `hook` when this disposable ends, as library teardown; at once if it has already ended.
    func whenEnded(dispose hook: Disposable)
}
