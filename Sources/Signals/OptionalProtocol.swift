/// Constrains generic code and extensions to optional types, as ReactiveSwift's `OptionalProtocol` does.
///
/// ```swift
/// extension SignalProtocol where Value: OptionalProtocol {
///     func unwrapped() -> Signal<Value.Wrapped, Error> {
///         signal.compactMap(\.optional)
///     }
/// }
/// ```
public protocol OptionalProtocol {
    /// The type of the wrapped value.
    associatedtype Wrapped

    /// Creates the optional that holds `value`, or `nil`.
    ///
    /// - Parameter value: The value to wrap, or `nil`.
    init(reconstructing value: Wrapped?)

    /// The receiver as an `Optional`.
    var optional: Wrapped? { get }
}

extension Optional: OptionalProtocol {
    /// The optional itself.
    @inlinable
    public var optional: Wrapped? {
        self
    }

    /// Creates the optional that holds `value`, or `nil`.
    ///
    /// - Parameter value: The value to wrap, or `nil`.
    @inlinable
    public init(reconstructing value: Wrapped?) {
        self = value
    }
}
