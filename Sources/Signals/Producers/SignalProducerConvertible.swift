/// Something that can be represented as a ``SignalProducer``: a producer, a signal, or a property.
public protocol SignalProducerConvertible {
    /// The type of the values.
    associatedtype Value
    /// The type of the error.
    associatedtype Error: Swift.Error

    /// The producer that represents `self`.
    var producer: SignalProducer<Value, Error> { get }
}

/// Constrains generic code and extensions to ``SignalProducer`` itself, as ReactiveSwift's `SignalProducerProtocol`
/// does.
///
/// ```swift
/// extension SignalProducerProtocol where Value: OptionalProtocol {
///     func unwrapped() -> SignalProducer<Value.Wrapped, Error> {
///         producer.compactMap(\.optional)
///     }
/// }
/// ```
///
/// ``SignalProducer`` is its only conforming type; extend the protocol to add operators that read ``producer``.
public protocol SignalProducerProtocol {
    /// The type of the values.
    associatedtype Value
    /// The type of the error.
    associatedtype Error: Swift.Error

    /// The producer itself.
    var producer: SignalProducer<Value, Error> { get }
}

extension SignalProducer: SignalProducerConvertible, SignalProducerProtocol {
    /// The producer itself.
    @inlinable
    public var producer: SignalProducer {
        self
    }
}

extension Signal: SignalProducerConvertible {
    /// A producer whose starts observe this signal; see ``SignalProducer/init(_:)-(Signal<Value,Error>)``.
    @inlinable
    public var producer: SignalProducer<Value, Error> {
        SignalProducer(self)
    }
}

extension Result: SignalProducerConvertible {
    /// A producer that sends the success value and completes, or fails with the error, at each start.
    ///
    /// With this conformance, `SignalProducer(result)` and every operator that takes a producer accept a `Result`.
    @inlinable
    public var producer: SignalProducer<Success, Failure> {
        SignalProducer(result: self)
    }
}
