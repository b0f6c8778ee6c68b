extension Signal {
    /// Receives a signal's events; also the input end of a pipe.
    ///
    /// An observer is thread-safe to send into when it is the input of a ``Signal/pipe(disposable:)``: the signal
    /// serializes the events. An observer made from closures calls them on whichever thread delivers the event.
    public final class Observer: @unchecked Sendable {
        // Safety: `action` is immutable. Whether calling it from several threads is safe is the job of what it wraps:
        // a pipe's input serializes in its signal; closures are only called by the signal that serializes delivery.
        /// The closure that receives every event.
        public let action: (Event) -> Void

        /// Creates an observer that passes every event to `action`.
        ///
        /// - Parameter action: The closure that receives the events.
        @inlinable
        public init(_ action: @escaping (Event) -> Void) {
            self.action = action
        }

        /// Creates the input of `core`. The signal learns that its input is gone when the last copy of `action`,
        /// wherever it was passed, is released.
        @inlinable
        init(input core: SignalCore<Value, Error>) {
            // A closure that calls `send` (not the method reference itself, which adds a thunk to every call).
            let input = SignalInput(core)
            action = { input.send($0) }
        }

        /// Creates an observer from one optional closure per kind of event.
        ///
        /// - Parameters:
        ///   - value: Called with each value.
        ///   - failed: Called with the error if the signal fails.
        ///   - completed: Called if the signal completes.
        ///   - interrupted: Called if the signal is interrupted.
        @inlinable
        public convenience init(
            value: ((Value) -> Void)? = nil,
            failed: ((Error) -> Void)? = nil,
            completed: (() -> Void)? = nil,
            interrupted: (() -> Void)? = nil
        ) {
            self.init { event in
                switch event {
                case .value(let element): value?(element)
                case .failed(let error): failed?(error)
                case .completed: completed?()
                case .interrupted: interrupted?()
                }
            }
        }

        /// Sends an event.
        ///
        /// - Parameter event: The event to send.
        @inlinable
        public func send(_ event: Event) {
            action(event)
        }

        /// Sends a value.
        ///
        /// - Parameter value: The value to send.
        @inlinable
        public func send(value: Value) {
            action(.value(value))
        }

        /// Sends a `failed` event, which ends the signal.
        ///
        /// - Parameter error: The error to send.
        @inlinable
        public func send(error: Error) {
            action(.failed(error))
        }

        /// Sends a `completed` event, which ends the signal.
        @inlinable
        public func sendCompleted() {
            action(.completed)
        }

        /// Sends an `interrupted` event, which ends the signal.
        @inlinable
        public func sendInterrupted() {
            action(.interrupted)
        }
    }
}
