/// A weak reference to the object whose lifetime bounds an observation.
///
/// A signal checks the owners of its observations when an observer is added and drops the observations whose owner
/// is gone, so bindings to short-lived objects never pile up on a long-lived signal.
@usableFromInline
final class WeakOwner: @unchecked Sendable {
    // Safety: `object` is immutable; weak loads are atomic in the Swift runtime.
    @usableFromInline
    weak let object: AnyObject?

    @inlinable
    init(_ object: AnyObject) {
        self.object = object
    }

    /// Whether the owner has been deinitialized.
    @inlinable
    var isGone: Bool { object == nil }
}
