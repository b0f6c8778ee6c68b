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
        SignalProducer<NewValue, NewError>(lifted: { input, lifetime in
            startWithSignal { signal, interruptHandle in
                let observation = transform(signal).observe(input)
                input.forwardInterruption(to: interruptHandle, deliversLater: false)
                lifetime.observeEnded {
                    tearDown(interruptHandle)
                    tearDown(observation)
                }
            }
        })
    }

    /// `lift(_:)` for an operator that sends on `scheduler`, with ReactiveSwift's rule for interruption: disposing of a
    /// start of the result interrupts it as soon as possible. `interrupted` is sent on `scheduler` right away, and
    /// what the operator still has outstanding (scheduled values, a scheduled `completed` or `failed`, values it holds)
    /// is dropped; this producer's start is interrupted too, so its work stops. An `interrupted` that comes from this
    /// producer instead goes through the operator like its other events (`observe(on:)` delivers the values it
    /// scheduled first). See ``InterruptionGate``.
    func liftOnScheduler<NewValue, NewError>(
        _ scheduler: Scheduler,
        _ transform: @escaping (Signal<Value, Error>) -> Signal<NewValue, NewError>
    ) -> SignalProducer<NewValue, NewError> {
        SignalProducer<NewValue, NewError>(lifted: { input, lifetime in
            startWithSignal { signal, interruptHandle in
                let gate = InterruptionGate()
                let observation = transform(signal).observe { event in
                    guard gate.isOpen else { return }
                    if event.isTerminating, !gate.close() { return }
                    input.send(event)
                }
                // `input` weakly: the forwarding is kept in the core `input` sends into, until it ends.
                let interruption = AnyDisposable { [weak input] in
                    guard let input, gate.close() else { return }
                    scheduler.schedule { input.sendInterrupted() }
                    interruptHandle.dispose()
                }
                input.forwardInterruption(to: interruption, deliversLater: true)
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
