extension PropertyProtocol {
    /// A producer whose starts send the current value, then every change, and complete when the property is
    /// deinitialized.
    ///
    /// ```swift
    /// let canSubmit = SignalProducer.combineLatest(email.producer, password.producer).map(isValid)
    /// ```
    ///
    /// Nothing is missed or repeated between the current value and the changes, even when the value is being set on
    /// another thread. The producer does not keep the property alive: starting it after the property is gone sends
    /// the last value, then completes.
    public var producer: SignalProducer<Value, Never> {
        let signal = self.signal
        guard signal.core.tracksValue else {
            // A property of another kind: observe it through its binding entry point, which keeps it alive.
            return SignalProducer { [self] observer, lifetime in
                lifetime += observeForBinding({ observer.send($0.completingOnInterruption) }, whileAlive: nil)
            }
        }
        return SignalProducer { observer, lifetime in
            lifetime += signal.core.observe(
                { observer.send($0.completingOnInterruption) },
                startingWithCurrent: true
            )
        }
    }
}

extension Signal.Event where Error == Never {
    /// The event, with `interrupted` (how an ended property's signal greets a new observer) turned into
    /// `completed`.
    @inlinable
    var completingOnInterruption: Signal.Event {
        if case .interrupted = self { return .completed }
        return self
    }
}

extension Property {
    /// Creates a property that starts with `initial` and then takes every value of a start of `values`.
    ///
    /// ```swift
    /// let items = Property(initial: [], then: fetchItems.flatMapError { _ in .empty })
    /// ```
    ///
    /// `values` is started at once; values it sends while starting already replace `initial`. The property's signal
    /// completes when the start ends, however it ends. The start is interrupted once neither the property nor an
    /// observation of its signal is left.
    ///
    /// - Parameters:
    ///   - initial: The value until `values` sends one.
    ///   - values: The producer whose values become the property's.
    public convenience init(initial: Value, then values: SignalProducer<Value, Never>) {
        let feed = PropertyFeed<Value, Value>(next: { $0 })
        let start = values.start { [feed] event in feed.receive(event) }
        self.init(core: feed.start(from: initial, observation: start))
    }

    /// Creates a property that starts with `initial` and then takes every value of `values`: a signal, a property, or
    /// anything else that converts to a producer.
    ///
    /// A signal is observed, and is not kept alive by the property; anything else is started at once through its
    /// `producer`, as the form that takes a producer does. The property's signal completes when `values` ends, however
    /// it ends.
    ///
    /// - Parameters:
    ///   - initial: The value until `values` sends one.
    ///   - values: A signal, property or other convertible whose values become the property's.
    public convenience init<Values: SignalProducerConvertible>(
        initial: Value,
        then values: Values
    ) where Values.Value == Value, Values.Error == Never {
        if let signal = values as? Signal<Value, Never> {
            self.init(initial: initial, following: signal) { $0 }
        } else {
            self.init(initial: initial, then: values.producer)
        }
    }
}

extension SignalProducer: BindingSource where Error == Never {
    /// Starts the producer for a `<~` binding; see ``BindingSource/observeForBinding(_:whileAlive:)``.
    ///
    /// Each binding is a start of its own. Ending the binding (its disposable, the target's lifetime, or the
    /// target's owner being gone) interrupts that start.
    ///
    /// - Parameters:
    ///   - observer: Receives the events.
    ///   - owner: When given, the binding ends at the first event after this object is gone.
    /// - Returns: A disposable that interrupts the start.
    public func observeForBinding(
        _ observer: @escaping (Signal<Value, Never>.Event) -> Void,
        whileAlive owner: AnyObject?
    ) -> Disposable? {
        start(observer)
    }
}

extension Property: SignalProducerConvertible {
    /// A property cannot fail.
    public typealias Error = Never
}

extension MutableProperty: SignalProducerConvertible {
    /// A property cannot fail.
    public typealias Error = Never
}
