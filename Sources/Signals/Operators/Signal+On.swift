extension Signal {
    /// Runs side effects for each event before forwarding it unchanged.
    ///
    /// For each event, `event` runs first, then the closure for its kind, then `terminated` for a terminal event; the
    /// event is forwarded after them. `disposed` runs when the returned signal's lifetime ends: when it terminates, or
    /// when nobody observes or references it any more. The closures run on the thread that delivers the event.
    ///
    /// - Parameters:
    ///   - event: Called with every event.
    ///   - failed: Called with the error of a `failed` event.
    ///   - completed: Called on `completed`.
    ///   - interrupted: Called on `interrupted`.
    ///   - terminated: Called on any terminal event.
    ///   - disposed: Called once, when the returned signal ends.
    ///   - value: Called with each value.
    /// - Returns: A signal with the same events.
    public func on(
        event: ((Event) -> Void)? = nil,
        failed: ((Error) -> Void)? = nil,
        completed: (() -> Void)? = nil,
        interrupted: (() -> Void)? = nil,
        terminated: (() -> Void)? = nil,
        disposed: (() -> Void)? = nil,
        value: ((Value) -> Void)? = nil
    ) -> Signal {
        Signal(relaying: self) { output, lifetime in
            if let disposed {
                lifetime.observeEnded(disposed)
            }
            lifetime += observe { received in
                event?(received)
                switch received {
                case .value(let receivedValue): value?(receivedValue)
                case .failed(let error): failed?(error)
                case .completed: completed?()
                case .interrupted: interrupted?()
                }
                if received.isTerminating { terminated?() }
                output.send(received)
            }
        }
    }
}
