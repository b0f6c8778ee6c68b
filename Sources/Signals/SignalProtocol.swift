/// Constrains generic code and extensions to ``Signal``, as ReactiveSwift's `SignalProtocol` does.
///
/// ```swift
/// extension SignalProtocol where Value: OptionalProtocol {
///     func unwrapped() -> Signal<Value.Wrapped, Error> {
///         signal.compactMap(\.optional)
///     }
/// }
/// ```
///
/// ``Signal`` is its only conforming type; extend the protocol to add operators that read ``signal``.
public protocol SignalProtocol: AnyObject {
    /// The type of the values.
    associatedtype Value
    /// The type of the error.
    associatedtype Error: Swift.Error

    /// The signal itself.
    var signal: Signal<Value, Error> { get }
}

extension Signal: SignalProtocol {
    /// The signal itself.
    @inlinable
    public var signal: Signal {
        self
    }
}
