extension Signal {
    /// Forwards the events of this signal until `replacement` sends its first event; from then on, forwards only the
    /// events of `replacement`.
    ///
    /// ```swift
    /// let items = cachedItems.take(untilReplacement: freshItems)
    /// ```
    ///
    /// Until the switch, values, failures and interruptions of this signal pass through, but its completion does not:
    /// the result then waits for `replacement`. The first event of `replacement`, whatever it is, is forwarded and
    /// this signal is no longer observed. The result keeps the order in which the events were decided, even when the
    /// two signals send on different threads.
    ///
    /// - Parameter replacement: The signal that takes over at its first event.
    /// - Returns: A signal of the events of this signal, then of `replacement`.
    @inlinable
    public func take(untilReplacement replacement: Signal) -> Signal {
        Signal { output, lifetime in
            typealias State = TakeUntilReplacementState<Value, Error>
            let state = Locked(State())
            // Sends what the caller decided, then whatever other threads queue meanwhile, so that events go out in
            // the order they were decided.
            let send = { (first: Event?) in
                var next = first
                while let event = next {
                    output.send(event)
                    next = state.withLock { $0.nextQueuedEvent() }
                }
            }
            // Ending this lifetime stops observing this signal once replaced.
            let (originalLifetime, originalToken) = Lifetime.make()
            lifetime.observeEnded { originalToken.end() }
            originalLifetime += observe { event in
                send(state.withLock { $0.receiveOriginal(event) })
            }
            lifetime += replacement.observe { event in
                let (decided, isSwitch) = state.withLock { $0.receiveReplacement(event) }
                send(decided)
                if isSwitch { originalToken.end() }
            }
        }
    }
}

/// The state of `take(untilReplacement:)`: whether the replacement has taken over, and the events decided but not yet
/// sent.
///
/// Events are decided under the lock but sent after it. The first thread with something to send becomes the sender
/// and also sends what other threads queue meanwhile, so the output keeps the order of the decisions.
@usableFromInline
struct TakeUntilReplacementState<Value, Error: Swift.Error> {
    @usableFromInline
    var isReplaced = false
    @usableFromInline
    var queued = PendingQueue<Signal<Value, Error>.Event>()
    @usableFromInline
    var isSending = false

    @inlinable
    init() {}

    /// Decides what to do with an event of the original signal: the event to send now, or `nil`.
    @inlinable
    mutating func receiveOriginal(_ event: Signal<Value, Error>.Event) -> Signal<Value, Error>.Event? {
        guard !isReplaced, !event.isCompleted else { return nil }
        return output(event)
    }

    /// Decides what to do with an event of the replacement: the event to send now, or `nil`, and whether this event
    /// is the switch to the replacement.
    @inlinable
    mutating func receiveReplacement(
        _ event: Signal<Value, Error>.Event
    ) -> (event: Signal<Value, Error>.Event?, isSwitch: Bool) {
        let isSwitch = !isReplaced
        isReplaced = true
        return (output(event), isSwitch)
    }

    @inlinable
    mutating func output(_ event: Signal<Value, Error>.Event) -> Signal<Value, Error>.Event? {
        guard !isSending else {
            queued.append(event)
            return nil
        }
        isSending = true
        return event
    }

    /// The next event queued while the caller was sending; stops the caller being the sender when there is none.
    @inlinable
    mutating func nextQueuedEvent() -> Signal<Value, Error>.Event? {
        if let event = queued.popFirst() { return event }
        isSending = false
        return nil
    }
}
