extension Signal {
    /// Receives a signal's events; also the input end of a pipe.
    ///
    /// An observer is thread-safe to send into when it is the input of a ``Signal/pipe(disposable:)``: the signal
    /// serializes the events. An observer made from closures calls them on whichever thread delivers the event.
    ///
    /// Not `open`: the library's own subclass is the input of a started producer, which is also its interrupt handle.
    public class Observer: @unchecked Sendable {
        // Safety: both stored properties are immutable. Whether calling `handler` from several threads is safe is the
        // job of what it wraps: closures are only called by the signal that serializes delivery. An input sends into
        // its core, which serializes.

        /// For the input of a signal, that signal: events go straight to it.
        @usableFromInline
        final let core: SignalCore<Value, Error>?

        /// For an observer made from a closure, that closure (unused by an input).
        @usableFromInline
        final let handler: (Event) -> Void

        /// The closure that receives every event.
        ///
        /// The action of an input keeps the input alive: the signal learns that nobody can send into it any more when
        /// the input and every copy of its action are gone.
        public final var action: (Event) -> Void {
            // Capturing `self` alone, the closure's context is the observer itself: nothing is allocated.
            core == nil ? handler : { [self] event in send(event) }
        }

        /// Creates an observer that passes every event to `action`.
        ///
        /// - Parameter action: The closure that receives the events.
        @inlinable
        public init(_ action: @escaping (Event) -> Void) {
            core = nil
            handler = action
        }

        /// Creates the input of `core`. The signal learns that its input is gone when the input, and every copy of its
        /// ``action`` wherever it was passed, is released.
        @inlinable
        init(input core: SignalCore<Value, Error>) {
            self.core = core
            handler = { _ in }
        }

        deinit {
            // Through the specialized handler: this deinit runs unspecialized.
            if let core { core.releaseHandlers.input(core) }
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
        public final func send(_ event: Event) {
            // Not `if let`: binding the core would retain it for every event.
            if core != nil { core.unsafelyUnwrapped.send(event) } else { handler(event) }
        }

        /// Sends a value.
        ///
        /// - Parameter value: The value to send.
        @inlinable
        public final func send(value: Value) {
            send(.value(value))
        }

        /// Sends a `failed` event, which ends the signal.
        ///
        /// - Parameter error: The error to send.
        @inlinable
        public final func send(error: Error) {
            send(.failed(error))
        }

        /// Sends a `completed` event, which ends the signal.
        @inlinable
        public final func sendCompleted() {
            send(.completed)
        }

        /// Sends an `interrupted` event, which ends the signal.
        @inlinable
        public final func sendInterrupted() {
            send(.interrupted)
        }
    }
}
