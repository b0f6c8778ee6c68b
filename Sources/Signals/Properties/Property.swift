/// A read-only, thread-safe value that can be observed as it changes.
///
/// ```swift
/// let items = Property(value: ["First", "Second"])
/// items.startWithValues { print($0) }
/// ```
///
/// A property made from other properties or signals keeps its sources alive, and stops following them when it is
/// deinitialized; its ``signal`` then completes.
public final class Property<Value>: PropertyProtocol, @unchecked Sendable {
    // Safety: every stored property is immutable; the signal is thread-safe.
    /// The changes of the value, not including the current one. Completes when the property is deinitialized.
    public let signal: Signal<Value, Never>
    private let sources: Any?
    private let sourceObservation: Disposable?

    /// Creates a property whose value is `transform`ed sources, fed through `attach`, which observes them.
    init(
        initial: Value,
        retaining sources: Any?,
        attach: (SignalCore<Value, Never>) -> Disposable?
    ) {
        let core = SignalCore<Value, Never>(currentValue: initial)
        signal = Signal(core: core)
        self.sources = sources
        sourceObservation = attach(core)
    }

    /// Creates a property whose value never changes.
    ///
    /// - Parameter value: The value.
    public convenience init(value: Value) {
        self.init(initial: value, retaining: nil) { _ in nil }
    }

    /// Creates a read-only view of another property, keeping it alive.
    ///
    /// - Parameter property: The property to follow.
    public convenience init<Source: PropertyProtocol>(capturing property: Source) where Source.Value == Value {
        self.init(initial: property.value, retaining: property) { input in
            property.startWithValues { input.send(.value($0)) }
        }
    }

    /// Creates a property that starts with `initial` and then takes every value `values` sends.
    ///
    /// - Parameters:
    ///   - initial: The value until `values` sends one.
    ///   - values: The signal whose values become the property's.
    public convenience init(initial: Value, then values: Signal<Value, Never>) {
        self.init(initial: initial, retaining: values) { input in
            values.observeValues { input.send(.value($0)) }
        }
    }

    deinit {
        sourceObservation?.dispose()
        signal.core.send(.completed)
    }

    /// The current value.
    public var value: Value {
        signal.core.currentValue
    }

    /// Calls `action` with the current value, then with every later value; see ``PropertyProtocol/startWithValues(_:)``.
    ///
    /// - Parameter action: Called with each value.
    /// - Returns: A disposable that stops the calls.
    @discardableResult
    public func startWithValues(_ action: @escaping (Value) -> Void) -> Disposable? {
        signal.core.startWithValues(action)
    }

    /// Observes the property for a binding: its current value first, then every change.
    ///
    /// - Parameters:
    ///   - observer: Receives the values, and `completed` when the property is deinitialized.
    ///   - owner: When given, the binding ends once this object is gone.
    /// - Returns: A disposable that ends the observation.
    public func observeForBinding(
        _ observer: @escaping (Signal<Value, Never>.Event) -> Void,
        whileAlive owner: AnyObject?
    ) -> Disposable? {
        signal.core.observeForBinding(observer, whileAlive: owner, startingWithCurrent: true)
    }
}
