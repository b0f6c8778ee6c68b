#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

extension Signal {
    /// Sends the latest value on `scheduler`, at most once every `interval` seconds, measured from the last value the
    /// returned signal sent.
    ///
    /// ```swift
    /// scrollOffsets.throttle(0.1, on: QueueScheduler.main).observeValues { updateHeader(for: $0) }
    /// ```
    ///
    /// A value that comes when the interval has passed is sent as soon as `scheduler` can; values that come sooner
    /// wait for the end of the interval, and only the latest of them is sent. If this signal keeps sending values
    /// faster than `interval`, the returned signal sends one every `interval`. To wait for a pause in the values
    /// instead, use ``debounce(_:on:discardWhenCompleted:)``.
    ///
    /// Terminal events are sent on `scheduler` as soon as it can, and a value still waiting is dropped. If the
    /// scheduler's clock goes back before the last sent value, the next value is sent at once.
    ///
    /// - Parameters:
    ///   - interval: The least number of seconds between two sent values; must not be negative.
    ///   - scheduler: The scheduler that sends the events.
    /// - Returns: A signal that sends values at least `interval` seconds apart.
    public func throttle(_ interval: TimeInterval, on scheduler: DateScheduler) -> Signal<Value, Error> {
        precondition(interval >= 0, "throttle needs an interval that is not negative")
        return Signal { output, lifetime in
            let state = Locked(ThrottleState<Value>())
            let scheduled = SerialDisposable()
            lifetime += scheduled
            lifetime += observe { event in
                guard case .value(let value) = event else {
                    let dropped = state.withLock { $0.pendingValue.take() }
                    _ = dropped
                    scheduled.inner = scheduler.schedule { output.send(event) }
                    return
                }
                let now = scheduler.currentDate
                let (date, replaced) = state.withLock { $0.receive(value, now: now, interval: interval) }
                _ = replaced
                scheduled.inner = scheduler.schedule(after: date) {
                    guard let value = state.withLock({ $0.takePendingValue(sentAt: date) }) else { return }
                    output.send(value: value)
                }
            }
        }
    }

    /// Holds back values while `shouldThrottle` is `true`, and sends the latest one held back when it turns `false`;
    /// values are sent on `scheduler`.
    ///
    /// ```swift
    /// let updates = changes.throttle(while: isEditing, on: UIScheduler())
    /// ```
    ///
    /// While `shouldThrottle` is `false`, every value is forwarded on `scheduler`. Terminal events are forwarded on
    /// `scheduler` too, after the values handed to it before them; a value still held back is dropped. If
    /// `shouldThrottle` ends while `true`, the returned signal stays throttled and sends no more values. The returned
    /// signal does not keep `shouldThrottle` alive.
    ///
    /// Unlike ReactiveSwift, which cancels a value handed to `scheduler` when a later event is handed over before it
    /// ran, every value handed to `scheduler` is sent.
    ///
    /// - Parameters:
    ///   - shouldThrottle: Whether values are held back right now.
    ///   - scheduler: The scheduler that sends the events.
    /// - Returns: A signal that sends values only while `shouldThrottle` is `false`.
    public func throttle<P: PropertyProtocol>(
        while shouldThrottle: P,
        on scheduler: Scheduler
    ) -> Signal<Value, Error> where P.Value == Bool {
        Signal { output, lifetime in
            let state = OrderedActions<ThrottleWhileState<Value, Error>, Event>(ThrottleWhileState())
            let outstanding = OutstandingActions()
            lifetime += outstanding
            // Decisions are made under the lock and handed to the scheduler after it, in the order they were decided.
            typealias State = ThrottleWhileState<Value, Error>
            let handOver = { (decide: (inout State) -> State.Decision) in
                // What the decision released (a held value) goes with the result, after the lock.
                _ = state.decide(
                    { state, handOvers in
                        let decision = decide(&state)
                        if let event = decision.event { handOvers.append(event) }
                        return decision.released
                    },
                    perform: { event in
                        outstanding.schedule({ output.send(event) }, using: { scheduler.schedule($0) })
                    })
            }
            lifetime += shouldThrottle.startWithValues { isThrottled in
                handOver { $0.setThrottled(isThrottled) }
            }
            lifetime += observe { event in
                handOver { $0.receive(event) }
            }
        }
    }
}

/// The state of `throttle(_:on:)`: the value waiting to be sent, and when the last one was sent.
struct ThrottleState<Value> {
    var pendingValue: Value?
    var previousDate: Date?

    /// Makes `value` the one to send, and returns the date to send it at, with the value it replaces (to be released
    /// after the lock).
    mutating func receive(_ value: Value, now: Date, interval: TimeInterval) -> (date: Date, replaced: Value?) {
        let replaced = pendingValue.take()
        pendingValue = value
        guard let previousDate, previousDate <= now else { return (now, replaced) }
        return (max(previousDate.addingTimeInterval(interval), now), replaced)
    }

    /// Takes the value to send at `date`, if there is one, and records `date` as the date of the last sent value.
    mutating func takePendingValue(sentAt date: Date) -> Value? {
        guard let value = pendingValue.take() else { return nil }
        previousDate = date
        return value
    }
}

/// The state of `throttle(while:on:)`.
struct ThrottleWhileState<Value, Error: Swift.Error> {
    enum Mode {
        case resumed
        case throttled(Value?)
        case terminated
    }

    /// What the caller hands to the scheduler after the lock, in decision order.
    struct Decision {
        var event: Signal<Value, Error>.Event?
        /// Something the state no longer holds, released by the caller after the lock.
        var released: Value?
    }

    var mode = Mode.resumed
    var isThrottled: Bool?

    mutating func setThrottled(_ newValue: Bool) -> Decision {
        guard newValue != isThrottled else { return Decision() }
        isThrottled = newValue
        switch (mode, newValue) {
        case (.terminated, _):
            return Decision()
        case (.resumed, true):
            mode = .throttled(nil)
            return Decision()
        case (.throttled(let held), false):
            mode = .resumed
            return Decision(event: held.map { .value($0) })
        case (.resumed, false), (.throttled, true):
            return Decision()
        }
    }

    mutating func receive(_ event: Signal<Value, Error>.Event) -> Decision {
        switch (mode, event) {
        case (.terminated, _):
            return Decision()
        case (.throttled(let held), .value(let value)):
            mode = .throttled(value)
            return Decision(released: held)
        case (.resumed, .value):
            return Decision(event: event)
        case (.throttled(let held), _):
            mode = .terminated
            return Decision(event: event, released: held)
        case (.resumed, _):
            mode = .terminated
            return Decision(event: event)
        }
    }
}
