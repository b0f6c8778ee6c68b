/// A thread-safe value that can be read, set and observed as it changes.
///
/// ```swift
/// let counter = MutableProperty(0)
/// counter.signal.observeValues { print($0) }
/// counter.value += 1
/// ```
///
/// Any thread may set the value; observers see the values in the order they were set. Setting the value from inside
/// one of its observers is fine: the new value is delivered after the current one has reached every observer.
/// ``modify(_:)`` is atomic; calling it (or setting the value) from inside its own closure is a programming error
/// that stops the program with a message. The ``signal`` completes when the property is deinitialized. Properties
/// derived from this one (`map`, `combineLatest`, ...) do not keep it alive.
///
/// It is also a property wrapper; the projected value is the property itself:
///
/// ```swift
/// final class SettingsViewModel {
///     @MutableProperty var name = ""
///     lazy var isNameValid = $name.map { !$0.isEmpty }
/// }
/// ```
@propertyWrapper
public final class MutableProperty<Value>: ComposableMutablePropertyProtocol, Sendable {
    // `signal`, `lifetime` and `token` are immutable; the value lives in the signal's locked state, and `writeLock`
    // serializes `modify` calls.
    /// The changes of the value, not including the current one. Completes when the property is deinitialized.
    public let signal: Signal<Value, Never>
    /// Ends when the property is deinitialized.
    public let lifetime: Lifetime
    private let token: Lifetime.Token
    /// Serializes `modify`; its state says whether one is running. (A `Locked<Void>` would put its zero-sized state
    /// at the address of the buffer itself, which ThreadSanitizer reports as a race with taking the lock.)
    @usableFromInline
    let writeLock = Locked(false)

    /// Creates a property with an initial value.
    ///
    /// - Parameter initialValue: The first value.
    public init(_ initialValue: Value) {
        signal = Signal(core: SignalCore.make(currentValue: initialValue))
        (lifetime, token) = Lifetime.make()
    }

    /// Creates a property with an initial value, as a property wrapper: `@MutableProperty var name = ""`.
    ///
    /// - Parameter wrappedValue: The first value.
    public convenience init(wrappedValue: Value) {
        self.init(wrappedValue)
    }

    deinit {
        signal.core.send(.completed)
    }

    /// The current value. Setting it sends the new value to the observers.
    @inlinable
    public var value: Value {
        get { signal.core.currentValue }
        set { set(newValue) }
    }

    /// The current value, as a property wrapper. Setting it sends the new value to the observers.
    @inlinable
    public var wrappedValue: Value {
        get { value }
        set { value = newValue }
    }

    /// The property itself, as the projected value of a property wrapper: `$name`.
    @inlinable
    public var projectedValue: MutableProperty<Value> {
        self
    }

    @inlinable
    func set(_ newValue: Value) {
        // `self` holds the signal, and the signal its core, for the whole call: telling the compiler so saves retains.
        let core = Unmanaged.passUnretained(signal.core)
        switch core._withUnsafeGuaranteedRef({ $0.acceptUnlessModifying(newValue) }) {
        case .deliverNow:
            core._withUnsafeGuaranteedRef { $0.deliver(.value(newValue), to: .observers) }
        case .accepted:
            break
        case .busy:
            modify { $0 = newValue }
        case .nested:
            nestedModification()
        }
    }

    /// Reads and changes the value atomically, then sends the new value to the observers.
    ///
    /// No other change of the value can happen while `action` runs: other threads that set or modify the value wait.
    /// Calling `modify` or setting ``value`` from inside `action` stops the program with a message; read
    /// ``value`` and return what you need instead. If `action` throws, the value stays as it was.
    ///
    /// - Parameter action: Changes the value in place.
    /// - Returns: What `action` returns.
    /// - Throws: What `action` throws.
    @discardableResult
    @inlinable
    public func modify<Result>(_ action: (inout Value) throws -> Result) rethrows -> Result {
        let core = signal.core
        if core.isModifyingOnCurrentThread { nestedModification() }
        // The value before, and the one `action` left behind if it threw, are kept until the write lock is released:
        // the signal lets go of the values it replaces after its own lock, but that is still under the write lock,
        // and a value's deinit may use this very property.
        var releasedAfterLocks: (before: Value?, abandoned: Value?) = (nil, nil)
        defer { withExtendedLifetime(releasedAfterLocks) {} }
        let (result, newValue, receivers) = try writeLock.withLock { isModifying in
            isModifying = true
            defer { isModifying = false }
            guard var value = core.beginModify() else { preconditionFailure("A property always has a value") }
            releasedAfterLocks.before = value
            var isCommitted = false
            defer {
                if !isCommitted {
                    releasedAfterLocks.abandoned = value
                    _ = core.endModify(accepting: nil)
                }
            }
            let result = try action(&value)
            isCommitted = true
            return (result, value, core.endModify(accepting: value))
        }
        if let receivers { core.deliver(.value(newValue), to: receivers) }
        return result
    }

    /// Calls `action` with the current value while no other change of the value can happen.
    ///
    /// Other threads that set or modify the value wait until `action` returns. Setting or modifying the value from
    /// inside `action` stops the program with a message, as for ``modify(_:)``.
    ///
    /// - Parameter action: Reads the value.
    /// - Returns: What `action` returns.
    /// - Throws: What `action` throws.
    @discardableResult
    @inlinable
    public func withValue<Result>(_ action: (Value) throws -> Result) rethrows -> Result {
        let core = signal.core
        if core.isModifyingOnCurrentThread { nestedModification() }
        return try writeLock.withLock { isModifying in
            isModifying = true
            defer { isModifying = false }
            guard let value = core.beginModify() else { preconditionFailure("A property always has a value") }
            defer { _ = core.endModify(accepting: nil) }
            return try action(value)
        }
    }

    /// Sets a new value and returns the old one, atomically.
    ///
    /// - Parameter newValue: The value to set.
    /// - Returns: The value before.
    @discardableResult
    public func swap(_ newValue: Value) -> Value {
        modify { value in
            defer { value = newValue }
            return value
        }
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

    /// A binding target that sets the value; bindings to it end when the property is deinitialized.
    public var bindingTarget: BindingTarget<Value> {
        BindingTarget(lifetime: lifetime) { [weak self] in self?.value = $0 }
    }

    @usableFromInline
    func nestedModification() -> Never {
        preconditionFailure(
            """
            MutableProperty<\(Value.self)>: the value was set or modified from inside `modify` of the same property \
            (or its `withValue`). Both hold the property for the duration of their closure, so a nested change would \
            deadlock. Change the value through the `inout` parameter of `modify` instead.
            """
        )
    }
}
