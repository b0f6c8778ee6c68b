/// Something that can feed a binding with `<~`: a ``Signal`` that cannot fail, or a property.
public protocol BindingSource<Value> {
    /// The type of the values the source sends.
    associatedtype Value

    /// Observes the source for a binding. A property starts with its current value.
    ///
    /// Called by `<~`; you rarely call it yourself.
    ///
    /// - Parameters:
    ///   - observer: Receives the values, then a terminal event when the source ends.
    ///   - owner: When given, the source drops the observation once this object is gone, no later than its next
    ///     event or its next observation.
    /// - Returns: A disposable that ends the observation, or `nil` if the source has ended.
    func observeForBinding(
        _ observer: @escaping (Signal<Value, Never>.Event) -> Void,
        whileAlive owner: AnyObject?
    ) -> Disposable?
}

extension Signal: BindingSource where Error == Never {
    /// Observes the signal for a binding; see ``BindingSource/observeForBinding(_:whileAlive:)``.
    ///
    /// - Parameters:
    ///   - observer: Receives the events.
    ///   - owner: When given, the observation is dropped once this object is gone.
    /// - Returns: A disposable that ends the observation, or `nil` if the signal has ended.
    public func observeForBinding(
        _ observer: @escaping (Event) -> Void,
        whileAlive owner: AnyObject?
    ) -> Disposable? {
        core.observeForBinding(observer, whileAlive: owner, startingWithCurrent: false)
    }
}
