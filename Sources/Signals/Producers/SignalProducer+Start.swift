extension SignalProducer {
    /// Starts the producer and attaches `observer` to the produced signal.
    ///
    /// ```swift
    /// let disposable = fetchItems.start(Signal.Observer(value: { print($0) }, failed: { print($0) }))
    /// disposable.dispose()   // interrupts the work
    /// ```
    ///
    /// - Parameter observer: Receives the events; by default, an observer that ignores them.
    /// - Returns: A disposable that interrupts the produced signal and ends the start handler's lifetime.
    @discardableResult
    @inlinable
    public func start(_ observer: Signal<Value, Error>.Observer = .init()) -> Disposable {
        if let ended = startImmediately(observer.action) { return ended }
        return start(observing: .events(observer.action))
    }

    /// Starts the producer and calls `action` with every event of the produced signal.
    ///
    /// - Parameter action: Called with each event, on the thread that delivers it.
    /// - Returns: A disposable that interrupts the produced signal and ends the start handler's lifetime.
    @discardableResult
    @inlinable
    public func start(_ action: @escaping (Signal<Value, Error>.Event) -> Void) -> Disposable {
        if let ended = startImmediately(action) { return ended }
        return start(observing: .events(action))
    }

    /// Starts the producer and calls `action` with each value as a success and with the error as a failure.
    ///
    /// - Parameter action: Called with each value, and with the error if the produced signal fails.
    /// - Returns: A disposable that interrupts the produced signal and ends the start handler's lifetime.
    @discardableResult
    @inlinable
    public func startWithResult(_ action: @escaping (Result<Value, Error>) -> Void) -> Disposable {
        startWithSignal { signal, interruptHandle in
            signal.observeResult(action)
            return interruptHandle
        }
    }

    /// Starts the producer and calls `action` when the produced signal completes.
    ///
    /// - Parameter action: Called on `completed`.
    /// - Returns: A disposable that interrupts the produced signal and ends the start handler's lifetime.
    @discardableResult
    @inlinable
    public func startWithCompleted(_ action: @escaping () -> Void) -> Disposable {
        startWithSignal { signal, interruptHandle in
            signal.observeCompleted(action)
            return interruptHandle
        }
    }

    /// Starts the producer and calls `action` if the produced signal fails.
    ///
    /// - Parameter action: Called with the error on `failed`.
    /// - Returns: A disposable that interrupts the produced signal and ends the start handler's lifetime.
    @discardableResult
    @inlinable
    public func startWithFailed(_ action: @escaping (Error) -> Void) -> Disposable {
        startWithSignal { signal, interruptHandle in
            signal.observeFailed(action)
            return interruptHandle
        }
    }

    /// Starts the producer and calls `action` if the produced signal is interrupted.
    ///
    /// - Parameter action: Called on `interrupted`, including the interruption caused by the returned disposable.
    /// - Returns: A disposable that interrupts the produced signal and ends the start handler's lifetime.
    @discardableResult
    @inlinable
    public func startWithInterrupted(_ action: @escaping () -> Void) -> Disposable {
        startWithSignal { signal, interruptHandle in
            signal.observeInterrupted(action)
            return interruptHandle
        }
    }
}

extension SignalProducer where Error == Never {
    /// Starts the producer and calls `action` with each value.
    ///
    /// ```swift
    /// SignalProducer(values: 1, 2, 3).startWithValues { print($0) }
    /// ```
    ///
    /// - Parameter action: Called with each value, on the thread that delivers it.
    /// - Returns: A disposable that interrupts the produced signal and ends the start handler's lifetime.
    @discardableResult
    @inlinable
    public func startWithValues(_ action: @escaping (Value) -> Void) -> Disposable {
        let ended = startImmediately { event in
            if case .value(let value) = event { action(value) }
        }
        if let ended { return ended }
        return start(observing: .values(action))
    }
}
