#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

extension Signal {
    /// Sends the latest value on `scheduler` once `interval` seconds have passed without this signal sending another.
    ///
    /// ```swift
    /// searchText.debounce(0.3, on: QueueScheduler.main).observeValues { search(for: $0) }
    /// ```
    ///
    /// Each value restarts the wait, so a signal that always sends faster than `interval` makes the returned signal
    /// send nothing. To send regularly while values keep coming, use ``throttle(_:on:)``.
    ///
    /// When this signal completes while a value waits, `discardWhenCompleted` decides: `true` drops the value and
    /// sends `completed` on `scheduler` as soon as it can; `false` sends the value when its wait ends, then
    /// `completed`. `failed` and `interrupted` are sent on `scheduler` as soon as it can, dropping a waiting value.
    ///
    /// - Parameters:
    ///   - interval: How many seconds without a new value before the latest is sent; must not be negative.
    ///   - scheduler: The scheduler that sends the events.
    ///   - discardWhenCompleted: Whether a value still waiting when this signal completes is dropped.
    /// - Returns: A signal of the values that were followed by a pause of at least `interval` seconds.
    public func debounce(
        _ interval: TimeInterval,
        on scheduler: DateScheduler,
        discardWhenCompleted: Bool = true
    ) -> Signal<Value, Error> {
        precondition(interval >= 0, "debounce needs an interval that is not negative")
        return Signal { output, lifetime in
            let state = Locked(DebounceState<Value>())
            let scheduled = SerialDisposable()
            lifetime += scheduled
            lifetime += observe { event in
                switch event {
                case .value(let value):
                    let now = scheduler.currentDate
                    let (generation, replaced) = state.withLock { $0.receive(value, at: now) }
                    _ = replaced
                    scheduled.inner = scheduler.schedule(after: now.addingTimeInterval(interval)) {
                        guard let value = state.withLock({ $0.takePendingValue(of: generation) }) else { return }
                        output.send(value: value)
                    }
                case .completed:
                    let pending = state.withLock { $0.takePendingValue() }
                    if !discardWhenCompleted, let (value, receivedAt) = pending {
                        scheduled.inner = scheduler.schedule(after: receivedAt.addingTimeInterval(interval)) {
                            output.send(value: value)
                            output.sendCompleted()
                        }
                    } else {
                        scheduled.inner = scheduler.schedule { output.sendCompleted() }
                    }
                case .failed, .interrupted:
                    let dropped = state.withLock { $0.takePendingValue() }
                    _ = dropped
                    scheduled.inner = scheduler.schedule { output.send(event) }
                }
            }
        }
    }
}

/// The state of `debounce`: the value waiting for a pause, when it came, and which scheduled send may take it.
struct DebounceState<Value> {
    var pendingValue: Value?
    var receivedAt = Date.distantPast
    /// Counts the values received; only the send scheduled for the latest one may take it.
    var generation: UInt64 = 0

    /// Makes `value` the one waiting; returns the generation of its send, with the value it replaces (to be released
    /// after the lock).
    mutating func receive(_ value: Value, at date: Date) -> (generation: UInt64, replaced: Value?) {
        let replaced = pendingValue.take()
        pendingValue = value
        receivedAt = date
        generation &+= 1
        return (generation, replaced)
    }

    /// Takes the waiting value if it is the one received as `generation`.
    mutating func takePendingValue(of generation: UInt64) -> Value? {
        guard generation == self.generation else { return nil }
        return pendingValue.take()
    }

    /// Takes the waiting value, if any, with the date it came.
    mutating func takePendingValue() -> (value: Value, receivedAt: Date)? {
        pendingValue.take().map { ($0, receivedAt) }
    }
}
