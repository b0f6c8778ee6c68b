extension SignalProducer {
    /// Creates a producer whose starts forward the events of `signal`.
    ///
    /// Every start observes the same hot signal: events sent before a start are missed. Disposing of a start only
    /// detaches its observation; the signal itself goes on.
    ///
    /// - Parameter signal: The signal to observe on each start.
    @inlinable
    public init(_ signal: Signal<Value, Error>) {
        self.init { observer, lifetime in
            lifetime += signal.observe(observer)
        }
    }

    /// Creates a producer that converts `base`.
    ///
    /// - Parameter base: Something that can be represented as a producer.
    @inlinable
    public init<Base: SignalProducerConvertible>(_ base: Base) where Base.Value == Value, Base.Error == Error {
        self = base.producer
    }

    /// Creates a producer that sends `value` and completes, each time it is started.
    ///
    /// - Parameter value: The value to send.
    @inlinable
    public init(value: Value) {
        self.init(immediate: .value(value))
    }

    /// Creates a producer that fails with `error` each time it is started.
    ///
    /// - Parameter error: The error to send.
    @inlinable
    public init(error: Error) {
        self.init { observer, _ in
            observer.send(error: error)
        }
    }

    /// Creates a producer that sends the success value and completes, or fails with the failure.
    ///
    /// - Parameter result: What to send.
    @inlinable
    public init(result: Result<Value, Error>) {
        switch result {
        case .success(let value): self.init(value: value)
        case .failure(let error): self.init(error: error)
        }
    }

    /// Creates a producer that sends each value of `values`, then completes.
    ///
    /// Interrupting the start stops the iteration before the next value.
    ///
    /// - Parameter values: The values to send, in order.
    @inlinable
    public init<Values: Sequence>(_ values: Values) where Values.Element == Value {
        self.init { observer, lifetime in
            for value in values {
                if lifetime.hasEnded { return }
                observer.send(value: value)
            }
            observer.sendCompleted()
        }
    }

    /// Creates a producer that sends the given values, then completes.
    ///
    /// ```swift
    /// SignalProducer<Int, Never>(values: 1, 2, 3).startWithValues { print($0) }
    /// ```
    ///
    /// - Parameters:
    ///   - first: The first value.
    ///   - second: The second value.
    ///   - tail: Any further values.
    @inlinable
    public init(values first: Value, _ second: Value, _ tail: Value...) {
        self.init(immediate: .values([first, second] + tail))
    }

    /// Creates a producer that calls `action` each time it is started, sends its result and completes.
    ///
    /// - Parameter action: Computes the value, on the starting thread.
    @inlinable
    public init(_ action: @escaping () -> Value) {
        self.init { observer, _ in
            observer.send(value: action())
            observer.sendCompleted()
        }
    }

    /// Creates a producer that calls `action` each time it is started, then sends its success value and completes,
    /// or fails with its failure.
    ///
    /// - Parameter action: Computes the result, on the starting thread.
    @inlinable
    public init(_ action: @escaping () -> Result<Value, Error>) {
        self.init { observer, _ in
            switch action() {
            case .success(let value):
                observer.send(value: value)
                observer.sendCompleted()
            case .failure(let error):
                observer.send(error: error)
            }
        }
    }

    /// A producer that completes at once, without a value.
    @inlinable
    public static var empty: SignalProducer {
        SignalProducer(immediate: .values([]))
    }

    /// A producer that never sends anything; only interrupting a start ends it.
    ///
    /// Each start keeps its observer until it is interrupted, so dispose of what `start` returns.
    @inlinable
    public static var never: SignalProducer {
        SignalProducer { observer, lifetime in
            lifetime.observeEnded { _ = observer }
        }
    }
}

extension SignalProducer where Error == Swift.Error {
    /// Creates a producer that calls the throwing `action` each time it is started, then sends its value and
    /// completes, or fails with what it threw.
    ///
    /// - Parameter action: Computes the value, on the starting thread.
    @inlinable
    public init(_ action: @escaping () throws -> Value) {
        self.init { () -> Result<Value, Swift.Error> in
            Result { try action() }
        }
    }
}
