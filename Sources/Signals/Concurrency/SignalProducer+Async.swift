extension SignalProducer {
    /// Creates a producer that runs `operation` in a new task each time it is started, then sends its value and
    /// completes, or fails with the error it throws.
    ///
    /// ```swift
    /// let items = SignalProducer<[Item], LoadError> { () async throws(LoadError) -> [Item] in
    ///     try await service.items()
    /// }
    /// items.startWithResult { show($0) }
    /// ```
    ///
    /// Swift infers `any Error` for a throwing closure that does not say otherwise: for a typed producer, write the
    /// closure's error type, as above.
    ///
    /// Each start creates one `Task`, which inherits the starting task's priority and task-local values but no actor:
    /// `operation` runs on the global concurrent executor unless it is isolated itself (`{ @MainActor in ... }`),
    /// and the value or error is sent from the task, on the global concurrent executor. Observe with
    /// `observe(on: UIScheduler())`, or bind to a target with a scheduler, to move it to the main thread.
    ///
    /// Interrupting the start (disposing of what `start` returned) sends `interrupted` at once and cancels the task:
    /// `operation` sees `Task.isCancelled` and cancellation handlers run. Whatever it returns or throws afterwards is
    /// dropped. The task keeps the start's observer until `operation` returns, so an operation that ignores
    /// cancellation keeps it that long.
    ///
    /// - Parameter operation: The work of one start; called once per start, possibly on several tasks at once.
    public init(_ operation: @escaping @Sendable () async throws(Error) -> Value) {
        self.init { observer, lifetime in
            let task = Task {
                do throws(Error) {
                    let value = try await operation()
                    observer.send(value: value)
                    observer.sendCompleted()
                } catch {
                    observer.send(error: error)
                }
            }
            lifetime.observeEnded { task.cancel() }
        }
    }
}

extension SignalProducer where Error == Swift.Error {
    /// Creates a producer that iterates `sequence` in a new task each time it is started, sending each element, then
    /// completing when the iteration ends, or failing with the error it throws.
    ///
    /// ```swift
    /// let lines = SignalProducer(url.lines)
    /// ```
    ///
    /// Each start makes a new iterator in a new `Task` without an actor: elements are sent from the global
    /// concurrent executor, one at a time, in order. Interrupting the start sends `interrupted` at once and cancels
    /// the task, which the sequence sees; the iteration then stops.
    ///
    /// - Parameter sequence: The sequence to iterate once per start.
    public init<Elements: AsyncSequence & Sendable>(_ sequence: Elements) where Elements.Element == Value {
        self.init(Self.iterating(sequence) { observer, error in observer.send(error: error) })
    }
}

extension SignalProducer where Error == Never {
    /// Creates a producer that iterates `sequence` in a new task each time it is started, sending each element, then
    /// completing when the iteration ends.
    ///
    /// ```swift
    /// let (updates, continuation) = AsyncStream<Double>.makeStream()
    /// let progress = SignalProducer(updates)
    /// ```
    ///
    /// Threads and cancellation are as for the throwing form. A `Never` producer cannot fail, so if the sequence
    /// throws, the start is interrupted instead. (Before iOS 18 and macOS 15 a generic `AsyncSequence` does not say
    /// whether it throws, so the compiler cannot rule that out.)
    ///
    /// - Parameter sequence: The sequence to iterate once per start.
    public init<Elements: AsyncSequence & Sendable>(_ sequence: Elements) where Elements.Element == Value {
        self.init(Self.iterating(sequence) { observer, _ in observer.sendInterrupted() })
    }
}

extension SignalProducer {
    /// A start handler that iterates `sequence` in a new task per start, sending each element, then completing; an
    /// error the iteration throws goes to `failing`. Ending the start's lifetime cancels the task.
    static func iterating<Elements: AsyncSequence & Sendable>(
        _ sequence: Elements,
        failing: @escaping @Sendable (Signal<Value, Error>.Observer, any Swift.Error) -> Void
    ) -> (Signal<Value, Error>.Observer, Lifetime) -> Void where Elements.Element == Value {
        { observer, lifetime in
            let task = Task {
                do {
                    for try await element in sequence {
                        observer.send(value: element)
                    }
                    observer.sendCompleted()
                } catch {
                    failing(observer, error)
                }
            }
            lifetime.observeEnded { task.cancel() }
        }
    }
}
