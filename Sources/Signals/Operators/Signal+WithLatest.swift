extension Signal {
    /// Pairs each value of this signal with the latest value of `samplee`.
    ///
    /// ```swift
    /// let saves = saveTaps.withLatest(from: drafts).map { _, draft in draft }
    /// ```
    ///
    /// A value that arrives before `samplee` has sent one is dropped. The terminal events of this signal pass
    /// through; those of `samplee` are ignored (its last value goes on being paired).
    ///
    /// - Parameter samplee: The signal whose latest value is paired with each value of this signal.
    /// - Returns: A signal of pairs of this signal's values and `samplee`'s latest value.
    public func withLatest<U>(from samplee: Signal<U, Never>) -> Signal<(Value, U), Error> {
        withLatest(observingSamplee: { samplee.observeValues($0) })
    }

    /// Pairs each value of this signal with the latest value of a start of `samplee`.
    ///
    /// ```swift
    /// let saves = saveTaps.withLatest(from: store.drafts).map { _, draft in draft }
    /// ```
    ///
    /// `samplee` is started when the returned signal is created, and its start is interrupted when the returned signal
    /// ends. A value that arrives before the start has sent one is dropped. The terminal events of this signal pass
    /// through; those of the start are ignored (its last value goes on being paired).
    ///
    /// - Parameter samplee: The producer whose start's latest value is paired with each value of this signal.
    /// - Returns: A signal of pairs of this signal's values and the latest value of `samplee`'s start.
    public func withLatest<U>(from samplee: SignalProducer<U, Never>) -> Signal<(Value, U), Error> {
        withLatest(observingSamplee: { samplee.startWithValues($0) })
    }

    /// Pairs each value of this signal with the value that `samplee` has at that moment.
    ///
    /// ```swift
    /// let requests = refreshTaps.withLatest(from: viewModel.query).map { _, query in query }
    /// ```
    ///
    /// The terminal events of this signal pass through. The property is not kept alive; once it is gone, its last
    /// value goes on being paired.
    ///
    /// - Parameter samplee: The property whose value is paired with each value of this signal.
    /// - Returns: A signal of pairs of this signal's values and the property's value.
    public func withLatest<Samplee: PropertyProtocol>(from samplee: Samplee) -> Signal<(Value, Samplee.Value), Error> {
        withLatest(observingSamplee: { samplee.startWithValues($0) })
    }

    /// `withLatest(from:)` for a samplee observed through `observeSamplee`.
    ///
    /// Only this signal's deliveries send, so the result is a relay of this signal; the samplee only updates the
    /// latest value, under a lock.
    private func withLatest<U>(
        observingSamplee observeSamplee: (@escaping (U) -> Void) -> Disposable?
    ) -> Signal<(Value, U), Error> {
        Signal<(Value, U), Error>(relaying: self) { output, lifetime in
            let latest = Locked<U?>(nil)
            lifetime += observeSamplee { value in
                var replaced: U? = value
                latest.withLock { swap(&replaced, &$0) }
                // `replaced` is released here, after the lock.
            }
            lifetime += observe { event in
                switch event {
                case .value(let value):
                    guard let sampled = latest.withLock({ $0 }) else { return }
                    output.send(value: (value, sampled))
                case .failed(let error):
                    output.send(error: error)
                case .completed:
                    output.sendCompleted()
                case .interrupted:
                    output.sendInterrupted()
                }
            }
        }
    }
}
