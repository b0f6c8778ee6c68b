/// The buffer between a source's observer and the task that iterates its ``AsyncValues``.
///
/// The observer (any thread, serialized by the source) calls ``receive(_:)``; the iterating task calls ``next()``.
/// Every decision is taken under the lock and acted on after it: continuations are resumed, the observation disposed
/// of and dropped values released once the lock is free, so no user code (a value's `deinit`, the source's teardown)
/// ever runs under it.
///
/// The per-value paths are inlinable, so that they are specialized for the element type in the module that iterates:
/// unspecialized generic code would look up type metadata for every value.
@usableFromInline
final class AsyncValuesStorage<Element, Failure: Error>: @unchecked Sendable {
    // Safety: `state` (buffered values that need not be `Sendable`, continuations) is only touched under its lock;
    // a value leaves it for the one task that iterates, as a value sent through an `AsyncStream` does. `policy` is
    // immutable.
    @usableFromInline
    enum Ending {
        case finished
        case failed(Failure)
    }

    @usableFromInline
    struct State {
        @usableFromInline
        var buffer = PendingQueue<Element>()
        @usableFromInline
        var count = 0
        /// Set by a terminal event; produced once the buffer is empty.
        @usableFromInline
        var ending: Ending?
        /// Set when the consumer went away: nothing more is buffered or produced.
        @usableFromInline
        var isCancelled = false
        /// The consumer waiting for a value.
        @usableFromInline
        var consumer: UnsafeContinuation<Void, Never>?
        @usableFromInline
        var observation: Disposable?

        @inlinable
        init() {}
    }

    /// What `next()` does, decided under the lock.
    @usableFromInline
    enum Step {
        case produce(Element)
        case finish
        case fail(Failure)
        case wait
    }

    @usableFromInline
    let policy: AsyncValues<Element, Failure>.BufferingPolicy
    @usableFromInline
    let state = Locked(State())

    @inlinable
    init(policy: AsyncValues<Element, Failure>.BufferingPolicy) {
        switch policy {
        case .unbounded: break
        case .bufferingOldest(let limit), .bufferingNewest(let limit):
            precondition(limit >= 0, "AsyncValues: a buffer limit cannot be negative (\(limit))")
        }
        self.policy = policy
    }

    // MARK: The source's side

    /// Keeps the disposable of the observation that feeds this storage, or disposes of it at once if the consumer
    /// has already gone away.
    ///
    /// - Parameter observation: The observation's disposable.
    @usableFromInline
    func attach(_ observation: Disposable?) {
        let isCancelled = state.withLock { state in
            guard !state.isCancelled else { return true }
            if state.ending == nil { state.observation = observation }
            return false
        }
        if isCancelled { tearDown(observation) }
    }

    /// Takes an event from the source.
    @inlinable
    func receive(_ event: Signal<Element, Failure>.Event) {
        switch event {
        case .value(let value): receive(value)
        case .failed(let error): end(.failed(error))
        case .completed, .interrupted: end(.finished)
        }
    }

    @inlinable
    func receive(_ value: Element) {
        var dropped: Element?
        let consumer = state.withLock { state -> UnsafeContinuation<Void, Never>? in
            guard !state.isCancelled, state.ending == nil else {
                dropped = value
                return nil
            }
            if let consumer = state.consumer {
                // The buffer is empty while a consumer waits: whatever the policy, hand the value over.
                state.consumer = nil
                state.buffer.append(value)
                state.count += 1
                return consumer
            }
            switch policy {
            case .unbounded:
                break
            case .bufferingOldest(let limit):
                if state.count >= limit {
                    dropped = value
                    return nil
                }
            case .bufferingNewest(let limit):
                if state.count >= limit {
                    guard limit > 0 else {
                        dropped = value
                        return nil
                    }
                    dropped = state.buffer.popFirst()
                    state.count -= 1
                }
            }
            state.buffer.append(value)
            state.count += 1
            return nil
        }
        _ = dropped
        consumer?.resume()
    }

    @usableFromInline
    func end(_ ending: Ending) {
        let (consumer, observation) = state.withLock { state -> (UnsafeContinuation<Void, Never>?, Disposable?) in
            guard !state.isCancelled, state.ending == nil else { return (nil, nil) }
            state.ending = ending
            defer {
                state.consumer = nil
                state.observation = nil
            }
            return (state.consumer, state.observation)
        }
        // The source has ended: its observation is over, the disposable only needs releasing.
        _ = observation
        consumer?.resume()
    }

    // MARK: The consumer's side

    /// Waits for the next value on the caller's actor; `nil` once the source has ended or the consumer was cancelled.
    @inlinable
    func next(isolation actor: isolated (any Actor)? = #isolation) async throws(Failure) -> Element? {
        while true {
            // A cancelled task gets nothing more, not even what is buffered: the buffer is released at once.
            if Task.isCancelled { cancel() }
            switch step() {
            case .produce(let value):
                return value
            case .finish:
                return nil
            case .fail(let error):
                throw error
            case .wait:
                await withTaskCancellationHandler {
                    await withUnsafeContinuation { self.suspend($0) }
                } onCancel: {
                    self.cancel()
                }
            }
        }
    }

    @inlinable
    func step() -> Step {
        state.withLock { state in
            if let value = state.buffer.popFirst() {
                state.count -= 1
                return .produce(value)
            }
            if state.isCancelled { return .finish }
            switch state.ending {
            case nil:
                return .wait
            case .finished:
                return .finish
            case .failed(let error):
                state.ending = .finished
                return .fail(error)
            }
        }
    }

    @inlinable
    func suspend(_ consumer: UnsafeContinuation<Void, Never>) {
        // `true`: resume at once; `false`: another task already waits; `nil`: the consumer now waits.
        let isReady = state.withLock { state -> Bool? in
            if state.isCancelled || state.count > 0 || state.ending != nil { return true }
            if state.consumer != nil { return false }
            state.consumer = consumer
            return nil
        }
        switch isReady {
        case true?: consumer.resume()
        case false?: concurrentConsumers()
        case nil: break
        }
    }

    @usableFromInline
    func concurrentConsumers() -> Never {
        preconditionFailure(
            "AsyncValues: two tasks wait for values from the same sequence; iterate it from one task at a time")
    }

    /// Whether a consumer waits for a value right now; for tests.
    var hasWaitingConsumer: Bool {
        state.withLock { $0.consumer != nil }
    }

    /// Ends the observation and releases every buffered value; the consumer, if waiting, finishes.
    @usableFromInline
    func cancel() {
        let (consumer, observation, buffer) = state.withLock {
            state -> (UnsafeContinuation<Void, Never>?, Disposable?, PendingQueue<Element>) in
            state.isCancelled = true
            state.count = 0
            defer {
                state.consumer = nil
                state.observation = nil
                state.buffer = PendingQueue()
            }
            return (state.consumer, state.observation, state.buffer)
        }
        // Library teardown: it never waits for a delivery in flight on another thread. An event that delivery
        // brings finds the storage cancelled and is dropped.
        tearDown(observation)
        _ = buffer
        consumer?.resume()
    }
}

/// Owns an ``AsyncValuesStorage`` on behalf of a sequence and its iterators: when the last of them goes away, the
/// observation ends.
///
/// The source's observer holds the storage, not this object, so dropping the sequence is enough to end it.
@usableFromInline
final class AsyncValuesSubscription<Element, Failure: Error>: Sendable {
    @usableFromInline
    let storage: AsyncValuesStorage<Element, Failure>

    /// Creates a storage and starts feeding it through `observe`, which returns the observation's disposable.
    @inlinable
    init(
        policy: AsyncValues<Element, Failure>.BufferingPolicy,
        observe: (_ receive: @escaping (Signal<Element, Failure>.Event) -> Void) -> Disposable?
    ) {
        let storage = AsyncValuesStorage<Element, Failure>(policy: policy)
        self.storage = storage
        storage.attach(observe(storage.receive))
    }

    deinit {
        storage.cancel()
    }
}
