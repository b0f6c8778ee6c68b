/// A read-only, thread-safe value that can be observed as it changes.
///
/// ```swift
/// let name = MutableProperty("")
/// let isValid: Property<Bool> = name.map { !$0.isEmpty }
/// isValid.startWithValues { print($0) }
/// ```
///
/// There are three kinds, as in ReactiveSwift:
/// - A *constant* property, made with ``init(value:)``, never changes; its ``signal`` has already ended, so observing
///   it sends `interrupted` at once.
/// - A property made with ``init(capturing:)`` keeps the property it wraps alive and passes it through: same value,
///   same signal.
/// - A *derived* property (made by `map(_:)` and the other operators, `init(_:)` or `init(initial:then:)`) is a view
///   of its sources that never keeps a source property alive. It stays current while its sources live and
///   keeps its last value once they are gone; its signal completes when the sources that feed it are gone. Its signal
///   stays alive while it is observed, even after the property itself is released.
///
/// A property can also be a property wrapper (`@Property(value: 1) var count: Int`); `$count` is the property.
@propertyWrapper
public final class Property<Value>: PropertyProtocol, @unchecked Sendable {
    // Safety: every stored property is immutable; signals and the captured property are thread-safe.
    /// The changes of the value, not including the current one.
    ///
    /// A derived property's signal completes when the sources that feed it are gone; a constant property's has already
    /// ended; a capturing property's is the signal of the property it wraps.
    public let signal: Signal<Value, Never>
    /// The property kept alive by ``init(capturing:)``.
    private let captured: AnyObject?
    /// How a captured property whose signal does not carry its value is read and observed.
    @usableFromInline
    let forwarding: Forwarding?

    /// Creates a property whose value is the one `core` tracks.
    @usableFromInline
    init(core: SignalCore<Value, Never>) {
        signal = Signal(core: core)
        captured = nil
        forwarding = nil
    }

    /// Creates a constant property.
    ///
    /// Its signal has already ended: observing it sends `interrupted` at once, and ``startWithValues(_:)`` sends the
    /// value, then returns `nil`.
    ///
    /// - Parameter value: The value.
    public convenience init(value: Value) {
        let core = SignalCore<Value, Never>.make(currentValue: value)
        core.send(.completed)
        self.init(core: core)
    }

    /// Creates a property that wraps `property` and keeps it alive: the explicit way to own a source.
    ///
    /// ```swift
    /// private let storage = MutableProperty(0)
    /// lazy var count = Property(capturing: storage)
    /// ```
    ///
    /// The new property has the same value and the same ``signal`` as `property`.
    ///
    /// - Parameter property: The property to wrap.
    public init<Source: PropertyProtocol>(capturing property: Source) where Source.Value == Value {
        signal = property.signal
        captured = property
        forwarding = signal.core.tracksValue ? nil : Forwarding(property)
    }

    /// Creates a property that reflects `property` without keeping it alive.
    ///
    /// It follows `property` while that lives, keeps its last value afterwards, and its signal completes when
    /// `property` is gone. Use ``init(capturing:)`` to keep the source alive instead.
    ///
    /// - Parameter property: The property to reflect.
    public convenience init<Source: PropertyProtocol>(_ property: Source) where Source.Value == Value {
        self.init(deriving: property, first: { $0 }, next: { $0 })
    }

    /// Creates a property with an optional value that starts with `initial` and then takes every value `values` sends.
    ///
    /// The property does not keep `values` alive; its signal completes when `values` ends, however it ends.
    /// Disfavored, so that `.empty`, `.never` and `.init(value:)` resolve to a producer of the property's own value
    /// type, as in ReactiveSwift, which does not have this form.
    ///
    /// - Parameters:
    ///   - initial: The value until `values` sends one.
    ///   - values: The signal whose values become the property's.
    @_disfavoredOverload
    public convenience init<Wrapped>(initial: Value, then values: Signal<Wrapped, Never>) where Value == Wrapped? {
        self.init(initial: initial, following: values) { .some($0) }
    }

    /// The current value.
    @inlinable
    public var value: Value {
        if let forwarding { return forwarding.value() }
        return signal.core.currentValue
    }

    /// The current value, as a property wrapper.
    @inlinable
    public var wrappedValue: Value {
        value
    }

    /// The property itself, as the projected value of a property wrapper: `$name`.
    @inlinable
    public var projectedValue: Property<Value> {
        self
    }

    /// Calls `action` with the current value, then with every later value; see ``PropertyProtocol/startWithValues(_:)``.
    ///
    /// - Parameter action: Called with each value.
    /// - Returns: A disposable that stops the calls, or `nil` if the property's signal has ended (after `action` got
    ///   the last value).
    @discardableResult
    public func startWithValues(_ action: @escaping (Value) -> Void) -> Disposable? {
        if let forwarding { return forwarding.startWithValues(action) }
        return signal.core.startWithValues(action)
    }

    /// Observes the property for a binding: its current value first, then every change.
    ///
    /// - Parameters:
    ///   - observer: Receives the values, and `completed` when the property's signal ends.
    ///   - owner: When given, the binding ends once this object is gone.
    /// - Returns: A disposable that ends the observation.
    public func observeForBinding(
        _ observer: @escaping (Signal<Value, Never>.Event) -> Void,
        whileAlive owner: AnyObject?
    ) -> Disposable? {
        if let forwarding { return forwarding.observeForBinding(observer, owner) }
        return signal.core.observeForBinding(observer, whileAlive: owner, startingWithCurrent: true)
    }

    /// The operations of a captured property of another library, whose signal does not carry its value.
    @usableFromInline
    struct Forwarding {
        @usableFromInline
        let value: () -> Value
        let startWithValues: (@escaping (Value) -> Void) -> Disposable?
        let observeForBinding: (@escaping (Signal<Value, Never>.Event) -> Void, AnyObject?) -> Disposable?

        init<Source: PropertyProtocol>(_ property: Source) where Source.Value == Value {
            value = { property.value }
            startWithValues = { property.startWithValues($0) }
            observeForBinding = { property.observeForBinding($0, whileAlive: $1) }
        }
    }
}
