/// A value that can be read at any time and observed as it changes.
///
/// ``Property`` and ``MutableProperty`` conform. Both are thread-safe.
public protocol PropertyProtocol<Value>: AnyObject, BindingSource {
    /// The current value.
    var value: Value { get }

    /// The changes of the value, not including the current one. Completes when the property is deinitialized.
    var signal: Signal<Value, Never> { get }

    /// Calls `action` with the current value, then with every later value.
    ///
    /// Nothing is missed or repeated between the current value and the changes, even when the value is being set on
    /// another thread at the same moment. `action` never runs concurrently with itself.
    ///
    /// - Parameter action: Called with each value.
    /// - Returns: A disposable that stops the calls, or `nil` if the property is gone (`action` still gets the last
    ///   value).
    func startWithValues(_ action: @escaping (Value) -> Void) -> Disposable?
}

extension PropertyProtocol {
    /// A property whose value is `transform` of this property's value.
    ///
    /// The new property keeps this one alive.
    ///
    /// - Parameter transform: Maps each value.
    /// - Returns: The derived property.
    public func map<NewValue>(_ transform: @escaping (Value) -> NewValue) -> Property<NewValue> {
        Property(initial: transform(value), retaining: self) { input in
            self.startWithValues { input.send(.value(transform($0))) }
        }
    }

    /// A property whose value is the value at `keyPath` of this property's value.
    ///
    /// - Parameter keyPath: The key path to read.
    /// - Returns: The derived property.
    public func map<NewValue>(_ keyPath: KeyPath<Value, NewValue>) -> Property<NewValue> {
        map { $0[keyPath: keyPath] }
    }

    /// A property whose value pairs the latest values of this property and `other`.
    ///
    /// - Parameter other: The property to combine with.
    /// - Returns: The derived property, keeping both sources alive.
    public func combineLatest<Other: PropertyProtocol>(with other: Other) -> Property<(Value, Other.Value)> {
        let latest = Locked((value, other.value))
        return Property(initial: (value, other.value), retaining: (self, other)) { input in
            let send = { (update: (inout (Value, Other.Value)) -> Void) in
                let (pair, receivers) = latest.withLock { pair in
                    update(&pair)
                    return (pair, input.accept(.value(pair)))
                }
                if let receivers { input.deliver(.value(pair), to: receivers) }
            }
            let composite = CompositeDisposable()
            composite += self.startWithValues { value in send { $0.0 = value } }
            composite += other.startWithValues { value in send { $0.1 = value } }
            return composite
        }
    }

    /// A property that only changes when the value differs from the previous one according to `isEquivalent`.
    ///
    /// - Parameter isEquivalent: Whether two consecutive values count as the same.
    /// - Returns: The derived property.
    public func skipRepeats(_ isEquivalent: @escaping (Value, Value) -> Bool) -> Property<Value> {
        Property(initial: value, retaining: self) { input in
            var previous: Value?
            return self.startWithValues { value in
                if let previous, isEquivalent(previous, value) { return }
                previous = value
                input.send(.value(value))
            }
        }
    }
}

extension PropertyProtocol where Value: Equatable {
    /// A property that only changes when the value differs from the previous one.
    ///
    /// - Returns: The derived property.
    public func skipRepeats() -> Property<Value> {
        skipRepeats(==)
    }
}
