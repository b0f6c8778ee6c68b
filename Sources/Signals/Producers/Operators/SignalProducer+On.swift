extension SignalProducer {
    /// Runs side effects around each start and for each event, forwarding the events unchanged.
    ///
    /// ```swift
    /// fetchItems
    ///     .on(starting: { isLoading.value = true }, terminated: { isLoading.value = false })
    ///     .startWithResult { render($0) }
    /// ```
    ///
    /// `starting` runs before this producer's start handler and `started` after it returns. For each event,
    /// `event` runs first, then the closure for its kind, then `terminated` for a terminal event; the event is
    /// forwarded after them, on the thread that delivers it. `disposed` runs once the start has ended, whether it
    /// terminated or was interrupted.
    ///
    /// - Parameters:
    ///   - starting: Called before each start.
    ///   - started: Called after each start handler returned.
    ///   - event: Called with every event.
    ///   - failed: Called with the error of a `failed` event.
    ///   - completed: Called on `completed`.
    ///   - interrupted: Called on `interrupted`.
    ///   - terminated: Called on any terminal event.
    ///   - disposed: Called once each start has ended.
    ///   - value: Called with each value.
    /// - Returns: A producer with the same events.
    public func on(
        starting: (() -> Void)? = nil,
        started: (() -> Void)? = nil,
        event: ((Signal<Value, Error>.Event) -> Void)? = nil,
        failed: ((Error) -> Void)? = nil,
        completed: (() -> Void)? = nil,
        interrupted: (() -> Void)? = nil,
        terminated: (() -> Void)? = nil,
        disposed: (() -> Void)? = nil,
        value: ((Value) -> Void)? = nil
    ) -> SignalProducer {
        SignalProducer(lifted: { input, lifetime in
            starting?()
            startWithSignal { signal, interruptHandle in
                let observation = signal.on(
                    event: event,
                    failed: failed,
                    completed: completed,
                    interrupted: interrupted,
                    terminated: terminated,
                    disposed: disposed,
                    value: value
                ).observe(input)
                // Interrupting this start interrupts this producer's, and `interrupted` comes through `on`.
                input.forwardInterruption(to: interruptHandle, deliversLater: false)
                lifetime.observeEnded {
                    tearDown(interruptHandle)
                    tearDown(observation)
                }
            }
            started?()
        })
    }
}
