/// A property whose value can also be set.
///
/// ``MutableProperty`` conforms. A conforming type is a binding target: `property <~ source` sets its value.
public protocol MutablePropertyProtocol<Value>: PropertyProtocol, BindingTargetProvider {
    /// The current value; setting it sends the new value to the observers.
    var value: Value { get set }

    /// Ends when the property is deinitialized; bindings to the property end with it.
    var lifetime: Lifetime { get }
}

extension MutablePropertyProtocol {
    /// A binding target that sets the value; bindings to it end with the property's ``lifetime``.
    public var bindingTarget: BindingTarget<Value> {
        BindingTarget(lifetime: lifetime) { [weak self] in self?.value = $0 }
    }
}

/// A mutable property that can be read and changed atomically, so that other properties can be built on it safely.
///
/// ``MutableProperty`` conforms.
public protocol ComposableMutablePropertyProtocol<Value>: MutablePropertyProtocol {
    /// Calls `action` with the current value while no other change of the value can happen.
    ///
    /// - Parameter action: Reads the value.
    /// - Returns: What `action` returns.
    /// - Throws: What `action` throws.
    func withValue<Result>(_ action: (Value) throws -> Result) rethrows -> Result

    /// Changes the value atomically, then sends the new value to the observers.
    ///
    /// - Parameter action: Changes the value in place.
    /// - Returns: What `action` returns.
    /// - Throws: What `action` throws.
    func modify<Result>(_ action: (inout Value) throws -> Result) rethrows -> Result
}
