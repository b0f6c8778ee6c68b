import Dispatch

extension SignalProducer {
    /// Starts the producer and blocks the calling thread until its first value, failure or end.
    ///
    /// For tests and scripts. Do not call it on a thread the producer needs to deliver its events (the main
    /// thread, for a producer that delivers on the main queue): that deadlocks.
    ///
    /// - Returns: The first value as a success, the error as a failure, or `nil` if the producer ended without a
    ///   value.
    public func first() -> Result<Value, Error>? {
        take(first: 1).single()
    }

    /// Starts the producer and blocks the calling thread until it ends, expecting exactly one value.
    ///
    /// For tests and scripts; see ``first()`` for the threads it must not block.
    ///
    /// - Returns: The only value as a success, the error as a failure, or `nil` if the producer sent no value or
    ///   more than one.
    public func single() -> Result<Value, Error>? {
        let outcome = Locked<(result: Result<Value, Error>?, values: Int)>((nil, 0))
        blockUntilTerminated(take(first: 2)) { event in
            outcome.withLock { outcome in
                switch event {
                case .value(let value):
                    outcome.values += 1
                    outcome.result = outcome.values == 1 ? .success(value) : nil
                case .failed(let error):
                    outcome.result = .failure(error)
                case .completed, .interrupted:
                    break
                }
            }
        }
        return outcome.withLock { $0.result }
    }

    /// Starts the producer and blocks the calling thread until it ends, returning its last value.
    ///
    /// For tests and scripts; see ``first()`` for the threads it must not block.
    ///
    /// - Returns: The last value as a success, the error as a failure, or `nil` if the producer sent no value or was
    ///   interrupted.
    public func last() -> Result<Value, Error>? {
        let outcome = Locked<Result<Value, Error>?>(nil)
        blockUntilTerminated(self) { event in
            outcome.withLock { outcome in
                switch event {
                case .value(let value): outcome = .success(value)
                case .failed(let error): outcome = .failure(error)
                case .interrupted: outcome = nil
                case .completed: break
                }
            }
        }
        return outcome.withLock { $0 }
    }

    /// Starts the producer and blocks the calling thread until it ends.
    ///
    /// For tests and scripts; see ``first()`` for the threads it must not block.
    ///
    /// - Returns: A failure with the error if the producer failed; a success otherwise, interruption included.
    public func wait() -> Result<Void, Error> {
        let outcome = Locked<Result<Void, Error>>(.success(()))
        blockUntilTerminated(self) { event in
            if case .failed(let error) = event {
                outcome.withLock { $0 = .failure(error) }
            }
        }
        return outcome.withLock { $0 }
    }

    /// Starts `producer`, passes each event to `record` and returns once a terminal event was recorded.
    private func blockUntilTerminated(
        _ producer: SignalProducer,
        _ record: @escaping (Signal<Value, Error>.Event) -> Void
    ) {
        let terminated = DispatchSemaphore(value: 0)
        producer.start { event in
            record(event)
            if event.isTerminating { terminated.signal() }
        }
        terminated.wait()
    }
}
