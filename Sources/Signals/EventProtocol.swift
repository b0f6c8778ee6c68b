/// Something that carries a signal event: lets operators such as ``Signal/dematerialize()`` be written for signals
/// whose values are events.
public protocol EventProtocol {
    /// The type of the values of the event.
    associatedtype Value
    /// The type of the error of the event; `Never` if it cannot fail.
    associatedtype Error: Swift.Error

    /// The event itself.
    var event: Signal<Value, Error>.Event { get }
}

extension Signal.Event: EventProtocol {
    /// The event itself.
    @inlinable
    public var event: Signal<Value, Error>.Event { self }
}
