extension SignalProducer {
    /// Applies a ``Signal`` operator to every signal this producer creates.
    ///
    /// ```swift
    /// let labels = counts.lift { $0.map { "\($0) items" } }
    /// ```
    ///
    /// Each start of the result starts this producer, applies `transform` to its signal and forwards the events.
    /// Interrupting the result interrupts this producer's start too.
    ///
    /// - Parameter transform: The signal operator; called once per start.
    /// - Returns: A producer of the operator's output.
    @inlinable
    public func lift<NewValue, NewError>(
        _ transform: @escaping (Signal<Value, Error>) -> Signal<NewValue, NewError>
    ) -> SignalProducer<NewValue, NewError> {
        lifting(deliversInterruptionLater: false, transform)
    }

    /// `lift(_:)` for an operator that sends on a scheduler: interrupting a start of the result interrupts this
    /// producer's start, and the operator delivers `interrupted` on its scheduler, like its other events.
    @inlinable
    func liftOnScheduler<NewValue, NewError>(
        _ transform: @escaping (Signal<Value, Error>) -> Signal<NewValue, NewError>
    ) -> SignalProducer<NewValue, NewError> {
        lifting(deliversInterruptionLater: true, transform)
    }

    /// The engine of `lift(_:)`: interrupting a start of the result interrupts this producer's start, whose
    /// `interrupted` reaches the observer through `transform` (see ``InterruptForwarding``).
    @inlinable
    func lifting<NewValue, NewError>(
        deliversInterruptionLater: Bool,
        _ transform: @escaping (Signal<Value, Error>) -> Signal<NewValue, NewError>
    ) -> SignalProducer<NewValue, NewError> {
        SignalProducer<NewValue, NewError>(lifted: { input, lifetime in
            startWithSignal { signal, interruptHandle in
                let observation = transform(signal).observe(input)
                input.forwardInterruption(to: interruptHandle, deliversLater: deliversInterruptionLater)
                lifetime.observeEnded {
                    tearDown(interruptHandle)
                    tearDown(observation)
                }
            }
        })
    }

    /// Applies a binary ``Signal`` operator to the signals of this producer and another one.
    ///
    /// Each start of the resulting producer starts the right-hand producer, then this one, and applies `transform`
    /// to the two signals. Interrupting it interrupts both starts.
    ///
    /// - Parameter transform: The signal operator, with this producer's signal on the left.
    /// - Returns: A function that takes the right-hand producer and returns the combined producer.
    @inlinable
    public func lift<OtherValue, OtherError, NewValue, NewError>(
        _ transform: @escaping (Signal<Value, Error>) -> (Signal<OtherValue, OtherError>) -> Signal<NewValue, NewError>
    ) -> (SignalProducer<OtherValue, OtherError>) -> SignalProducer<NewValue, NewError> {
        { right in
            SignalProducer<NewValue, NewError> { observer, lifetime in
                startWithSignal { leftSignal, leftInterruptHandle in
                    lifetime += leftInterruptHandle
                    right.startWithSignal { rightSignal, rightInterruptHandle in
                        lifetime += rightInterruptHandle
                        lifetime += transform(leftSignal)(rightSignal).observe(observer)
                    }
                }
            }
        }
    }

    /// Applies a binary ``Signal`` operator to the signals of this producer and another one, starting this producer
    /// first.
    ///
    /// Like the binary `lift(_:)`, except for the order of the starts: when both producers are synchronous, this one
    /// has sent its events by the time the right-hand one starts (ReactiveSwift's `liftLeft`, which its
    /// `sample(with:)` and `sample(on:)` use).
    @usableFromInline
    func liftLeft<OtherValue, OtherError, NewValue, NewError>(
        _ transform: @escaping (Signal<Value, Error>) -> (Signal<OtherValue, OtherError>) -> Signal<NewValue, NewError>
    ) -> (SignalProducer<OtherValue, OtherError>) -> SignalProducer<NewValue, NewError> {
        { right in
            SignalProducer<NewValue, NewError> { observer, lifetime in
                // A start's work begins when its setup returns, so the inner start (this producer) runs first.
                right.startWithSignal { rightSignal, rightInterruptHandle in
                    lifetime += rightInterruptHandle
                    startWithSignal { leftSignal, leftInterruptHandle in
                        lifetime += leftInterruptHandle
                        lifetime += transform(leftSignal)(rightSignal).observe(observer)
                    }
                }
            }
        }
    }

    /// Starts this producer within `lifetime`'s work: interrupting ends it, and `setup` receives its signal.
    @inlinable
    func startWithSignal(during lifetime: Lifetime, _ setup: (Signal<Value, Error>) -> Void) {
        startWithSignal { signal, interruptHandle in
            lifetime += interruptHandle
            setup(signal)
        }
    }
}
