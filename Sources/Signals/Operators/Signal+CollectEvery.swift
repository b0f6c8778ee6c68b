import Dispatch

extension Signal {
    /// Sends the values this signal sent during each `interval`, as an array, on `scheduler`.
    ///
    /// ```swift
    /// let batches = logLines.collect(every: .seconds(5), on: QueueScheduler(qos: .utility), skipEmpty: true)
    /// ```
    ///
    /// The first array is sent `interval` after this call, then one every `interval`; with `skipEmpty`, an interval
    /// without values sends nothing instead of an empty array.
    ///
    /// When this signal completes, `discardWhenCompleted` decides: `true` drops the values collected so far and sends
    /// `completed` on `scheduler` as soon as it can; `false` sends them at the end of the current interval, then
    /// `completed`. `failed` and `interrupted` are sent on `scheduler` as soon as it can, dropping the collected values.
    ///
    /// - Parameters:
    ///   - interval: How often to send the collected values.
    ///   - scheduler: The scheduler that times the intervals and sends the events.
    ///   - skipEmpty: Whether an interval without values sends nothing rather than an empty array.
    ///   - discardWhenCompleted: Whether the values collected when this signal completes are dropped.
    /// - Returns: A signal of the values of each interval.
    public func collect(
        every interval: DispatchTimeInterval,
        on scheduler: DateScheduler,
        skipEmpty: Bool = false,
        discardWhenCompleted: Bool = true
    ) -> Signal<[Value], Error> {
        Signal<[Value], Error> { output, lifetime in
            let state = Locked(CollectEveryState<Value>())
            // Holds the repeating timer, then the terminal event that replaces it.
            let scheduled = SerialDisposable()
            lifetime += scheduled
            let start = scheduler.currentDate.addingTimeInterval(interval)
            scheduled.inner = scheduler.schedule(after: start, interval: interval, leeway: interval * 0.1) {
                let (values, isCompleted) = state.withLock { $0.collect(skipEmpty: skipEmpty) }
                if let values { output.send(value: values) }
                if isCompleted { output.sendCompleted() }
            }
            lifetime += observe { event in
                switch event {
                case .value(let value):
                    state.withLock { $0.values.append(value) }
                case .completed where !discardWhenCompleted:
                    state.withLock { $0.isCompleted = true }
                case .completed, .failed, .interrupted:
                    let dropped = state.withLock { $0.values.take() }
                    _ = dropped
                    scheduled.inner = scheduler.schedule { output.send(event.map { [$0] }) }
                }
            }
        }
    }
}

/// The state of `collect(every:on:skipEmpty:discardWhenCompleted:)`: the values of the current interval, and whether
/// this signal has completed.
struct CollectEveryState<Value> {
    var values: [Value] = []
    var isCompleted = false

    /// Takes the values of the interval that ends, or `nil` when there are none and empty intervals are skipped.
    mutating func collect(skipEmpty: Bool) -> (values: [Value]?, isCompleted: Bool) {
        guard !values.isEmpty || !skipEmpty else { return (nil, isCompleted) }
        return (values.take(), isCompleted)
    }
}
