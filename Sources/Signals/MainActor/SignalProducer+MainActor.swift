extension SignalProducer {
    /// Starts the producer and calls `action` with each value as a success and a failure as a failure, on the main
    /// actor; the compiler checks what the closure touches.
    ///
    /// Delivery is that of `observe(on: UIScheduler())`: synchronous for an event sent on the main thread while
    /// nothing of this start is queued, in order on the main queue otherwise. Disposing interrupts the start at once
    /// and discards what is still queued, as for any scheduler.
    ///
    /// - Parameters:
    ///   - mainActor: `MainActor.shared`.
    ///   - action: Called with each value, and with the error if the producer fails, on the main actor.
    /// - Returns: A disposable that interrupts the produced signal and ends the start handler's lifetime.
    @discardableResult
    public func startWithResult(
        on mainActor: MainActor,
        _ action: @escaping @MainActor (Result<Value, Error>) -> Void
    ) -> Disposable {
        observe(on: UIScheduler()).startWithResult(onMainActor(action))
    }
}

extension SignalProducer where Error == Never {
    /// Starts the producer and calls `action` with each value on the main actor; the compiler checks what the closure
    /// touches.
    ///
    /// ```swift
    /// viewModel.title.producer.startWithValues(on: MainActor.shared) { title in
    ///     label.text = title  // a @MainActor label
    /// }
    /// ```
    ///
    /// Delivery is that of `observe(on: UIScheduler())`: a value sent on the main thread while nothing of this start
    /// is queued arrives before `send` returns (so a property's current value, started on the main thread, arrives
    /// before this call returns); values from other threads arrive in order on the main queue. The closure is
    /// `@MainActor`, checked by the compiler; that each call really runs on the main actor is checked at run time.
    ///
    /// - Parameters:
    ///   - mainActor: `MainActor.shared`.
    ///   - action: Called with each value, on the main actor.
    /// - Returns: A disposable that interrupts the produced signal and ends the start handler's lifetime; values
    ///   still queued for the main actor are discarded.
    @discardableResult
    public func startWithValues(
        on mainActor: MainActor,
        _ action: @escaping @MainActor (Value) -> Void
    ) -> Disposable {
        observe(on: UIScheduler()).startWithValues(onMainActor(action))
    }
}
