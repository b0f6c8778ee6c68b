extension Signal {
    /// Sends the latest values of `first` and `second` as a pair whenever either sends a value, once both have.
    ///
    /// ```swift
    /// let form = Signal.combineLatest(names, emails).map { name, email in !name.isEmpty && email.contains("@") }
    /// ```
    ///
    /// Completes once both have completed; a failure or interruption of either is forwarded at once. The pairs are
    /// sent in the order the values arrived, even when the two signals send on different threads.
    ///
    /// - Parameters:
    ///   - first: The signal whose values come first in each pair.
    ///   - second: The signal whose values come second in each pair.
    /// - Returns: A signal of pairs of latest values.
    @inlinable
    public static func combineLatest<Second>(
        _ first: Signal<Value, Error>,
        _ second: Signal<Second, Error>
    ) -> Signal<(Value, Second), Error> {
        Signal<(Value, Second), Error> { output, lifetime in
            let state = Locked(CombineLatestState<Value, Second, Error>())
            typealias State = CombineLatestState<Value, Second, Error>
            let send = { (update: (inout State) -> CombineLatestOutput<Value, Second, Error>) in
                var next = state.withLock(update)
                while case .send(let event) = next {
                    output.send(event)
                    next = state.withLock { $0.nextQueuedOutput() }
                }
            }
            lifetime += first.observe { event in
                send { $0.receive(event, at: \.first) }
            }
            lifetime += second.observe { event in
                send { $0.receive(event, at: \.second) }
            }
        }
    }

    /// Sends the latest values of three signals as a triple whenever any sends a value, once all three have.
    ///
    /// Completes once all three have completed; a failure or interruption of any is forwarded at once.
    ///
    /// - Parameters:
    ///   - first: The signal whose values come first in each triple.
    ///   - second: The signal whose values come second in each triple.
    ///   - third: The signal whose values come third in each triple.
    /// - Returns: A signal of triples of latest values.
    @inlinable
    public static func combineLatest<Second, Third>(
        _ first: Signal<Value, Error>,
        _ second: Signal<Second, Error>,
        _ third: Signal<Third, Error>
    ) -> Signal<(Value, Second, Third), Error> {
        Signal<(Value, Second), Error>.combineLatest(combineLatest(first, second), third)
            .map { pair, last in (pair.0, pair.1, last) }
    }

    /// Sends the latest values of this signal and `other` as a pair whenever either sends a value, once both have.
    ///
    /// Completes once both have completed; a failure or interruption of either is forwarded at once.
    ///
    /// - Parameter other: The signal whose values come second in each pair.
    /// - Returns: A signal of pairs of latest values.
    @inlinable
    public func combineLatest<Other>(with other: Signal<Other, Error>) -> Signal<(Value, Other), Error> {
        Signal.combineLatest(self, other)
    }
}

/// What a combine-latest state machine asks its caller to do once the lock is released.
@usableFromInline
enum CombineLatestOutput<First, Second, Error: Swift.Error> {
    /// Send this event, then ask for the next queued one.
    case send(Signal<(First, Second), Error>.Event)
    /// Nothing to send now: either nothing changed, or the thread already sending will send it.
    case none
}

/// The state of `combineLatest`: the latest values, how many sources are still going, and the events waiting to be
/// sent.
///
/// Events are decided under the lock but sent after it, so two sources on different threads could overtake each other
/// between the two steps. To keep the output in decision order, the first thread with something to send becomes the
/// sender and also sends what other threads queue meanwhile.
@usableFromInline
struct CombineLatestState<First, Second, Error: Swift.Error> {
    @usableFromInline
    struct Latest {
        @usableFromInline
        var first: First?
        @usableFromInline
        var second: Second?

        @inlinable
        init() {}
    }

    @usableFromInline
    var latest = Latest()
    @usableFromInline
    var unfinishedSources = 2
    @usableFromInline
    var queued = PendingQueue<Signal<(First, Second), Error>.Event>()
    @usableFromInline
    var isSending = false

    @inlinable
    init() {}

    /// Records an event of the source stored at `slot`, and decides what to send.
    @inlinable
    mutating func receive<Element>(
        _ event: Signal<Element, Error>.Event,
        at slot: WritableKeyPath<Latest, Element?>
    ) -> CombineLatestOutput<First, Second, Error> {
        switch event {
        case .value(let value):
            latest[keyPath: slot] = value
            guard let first = latest.first, let second = latest.second else { return .none }
            return output(.value((first, second)))
        case .failed(let error):
            return output(.failed(error))
        case .completed:
            unfinishedSources -= 1
            return unfinishedSources == 0 ? output(.completed) : .none
        case .interrupted:
            return output(.interrupted)
        }
    }

    @inlinable
    mutating func output(_ event: Signal<(First, Second), Error>.Event) -> CombineLatestOutput<First, Second, Error> {
        guard !isSending else {
            queued.append(event)
            return .none
        }
        isSending = true
        return .send(event)
    }

    /// The next event queued while the caller was sending; stops the caller being the sender when there is none.
    @inlinable
    mutating func nextQueuedOutput() -> CombineLatestOutput<First, Second, Error> {
        if let event = queued.popFirst() { return .send(event) }
        isSending = false
        return .none
    }
}
