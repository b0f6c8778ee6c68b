extension Signal {
    /// Sends the latest value of this signal, paired with the sampler's value, each time `sampler` sends a value.
    ///
    /// ```swift
    /// let submitted = form.sample(with: submitTaps).map { form, _ in form }
    /// ```
    ///
    /// A sampler value that arrives before this signal has sent a value is dropped; the same value may be sampled any
    /// number of times. Completes once both signals have completed (after this signal completes, the sampler goes on
    /// sampling its last value). A failure of this signal, or an interruption of either, is forwarded at once.
    ///
    /// - Parameter sampler: The signal whose values trigger the sending.
    /// - Returns: A signal of pairs of this signal's latest value and the sampler's value.
    public func sample<T>(with sampler: Signal<T, Never>) -> Signal<(Value, T), Error> {
        sample(sampler) { ($0, $1) }
    }

    /// Sends the latest value of this signal each time `sampler` sends a value.
    ///
    /// ```swift
    /// let refreshedQuery = query.sample(on: refreshTaps)
    /// ```
    ///
    /// A sampler value that arrives before this signal has sent a value is dropped. Completes once both signals have
    /// completed; a failure of this signal, or an interruption of either, is forwarded at once.
    ///
    /// - Parameter sampler: The signal whose values trigger the sending.
    /// - Returns: A signal of this signal's latest values, sampled.
    public func sample(on sampler: Signal<Void, Never>) -> Signal<Value, Error> {
        sample(sampler) { value, _ in value }
    }

    /// `sample(with:)` and `sample(on:)`, with the output made by `combine` after the lock.
    private func sample<T, Output>(
        _ sampler: Signal<T, Never>,
        combine: @escaping (Value, T) -> Output
    ) -> Signal<Output, Error> {
        Signal<Output, Error> { output, lifetime in
            let actions = OrderedActions<SampleState<Value>, Signal<(Value, T), Error>.Event>(SampleState())
            let perform = { (event: Signal<(Value, T), Error>.Event) in
                output.send(event.map { combine($0.0, $0.1) })
            }
            lifetime += observe { event in
                let released = actions.decide({ $0.receive(event, into: &$1) }, perform: perform)
                _ = released
            }
            lifetime += sampler.observe { event in
                actions.decide({ $0.receiveSampler(event, into: &$1) }, perform: perform)
            }
        }
    }
}

/// The state of `sample(with:)`: the latest value of the sampled signal, and which of the two has completed.
private struct SampleState<Value> {
    var latest: Value?
    var isSourceCompleted = false
    var isSamplerCompleted = false
    var isTerminated = false

    /// Records an event of the sampled signal.
    ///
    /// - Returns: The value it replaced, to be released after the lock.
    mutating func receive<T, Error>(
        _ event: Signal<Value, Error>.Event,
        into outputs: inout DecidedActions<Signal<(Value, T), Error>.Event>
    ) -> Value? {
        guard !isTerminated else { return nil }
        switch event {
        case .value(let value):
            var replaced: Value? = value
            swap(&replaced, &latest)
            return replaced
        case .failed(let error):
            terminate(with: .failed(error), into: &outputs)
        case .completed:
            isSourceCompleted = true
            if isSamplerCompleted { terminate(with: .completed, into: &outputs) }
        case .interrupted:
            terminate(with: .interrupted, into: &outputs)
        }
        return nil
    }

    /// Records an event of the sampler.
    mutating func receiveSampler<T, Error>(
        _ event: Signal<T, Never>.Event,
        into outputs: inout DecidedActions<Signal<(Value, T), Error>.Event>
    ) {
        guard !isTerminated else { return }
        switch event {
        case .value(let sample):
            if let latest { outputs.append(.value((latest, sample))) }
        case .completed:
            isSamplerCompleted = true
            if isSourceCompleted { terminate(with: .completed, into: &outputs) }
        case .interrupted:
            terminate(with: .interrupted, into: &outputs)
        }
    }

    private mutating func terminate<T, Error>(
        with event: Signal<(Value, T), Error>.Event,
        into outputs: inout DecidedActions<Signal<(Value, T), Error>.Event>
    ) {
        isTerminated = true
        outputs.append(event)
    }
}
