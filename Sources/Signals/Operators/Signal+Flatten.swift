extension Signal {
    /// Forwards the values of the inner signals that this signal sends, combined according to `strategy`.
    ///
    /// ```swift
    /// let messages = conversations.map(\.messages).flatten(.latest)
    /// ```
    ///
    /// A failure of this signal or of a forwarded inner signal is forwarded at once; an interruption of this signal
    /// interrupts the result. When the result completes, and how it treats an interrupted inner signal, depends on the
    /// strategy: see ``FlattenStrategy``. An inner signal is observed only once the strategy forwards it.
    ///
    /// - Parameter strategy: How to combine the inner signals.
    /// - Returns: A signal of the inner signals' values.
    @inlinable
    public func flatten<InnerValue>(_ strategy: FlattenStrategy) -> Signal<InnerValue, Error>
    where Value == Signal<InnerValue, Error> {
        flattening(strategy, outerEvent: { $0 }, startInner: { $0.observe($1) })
    }

    /// Forwards the values of the inner signals, which cannot fail, that this signal sends, combined according to
    /// `strategy`.
    ///
    /// A failure of this signal is forwarded at once; an interruption of this signal interrupts the result. See
    /// ``FlattenStrategy`` for when the result completes.
    ///
    /// - Parameter strategy: How to combine the inner signals.
    /// - Returns: A signal of the inner signals' values.
    @inlinable
    public func flatten<InnerValue>(_ strategy: FlattenStrategy) -> Signal<InnerValue, Error>
    where Value == Signal<InnerValue, Never> {
        flattening(strategy, outerEvent: { $0 }, startInner: Signal.observePromotingError)
    }

    /// The engine of every `flatten(_:)` and `flatMap(_:_:)`.
    ///
    /// - Parameters:
    ///   - strategy: How to combine the inner signals.
    ///   - outerEvent: Turns an event of this signal into an event carrying an inner signal; called outside any lock
    ///     (it runs the transform of `flatMap`).
    ///   - startInner: Observes an inner signal, handing its events to the given closure.
    @inlinable
    func flattening<Inner, InnerValue, NewError>(
        _ strategy: FlattenStrategy,
        outerEvent: @escaping (Event) -> Signal<Inner, NewError>.Event,
        startInner: @escaping (Inner, @escaping (Signal<InnerValue, NewError>.Event) -> Void) -> Disposable?
    ) -> Signal<InnerValue, NewError> {
        Signal<InnerValue, NewError> { output, lifetime in
            let core = FlattenCore(strategy, output: output, startInner: startInner)
            lifetime.observeEnded { core.end() }
            lifetime += observe { event in core.receiveOuter(outerEvent(event)) }
        }
    }

    /// Observes `signal`, which cannot fail, handing its events to `action` typed as events that may fail.
    @inlinable
    static func observePromotingError<InnerValue>(
        _ signal: Signal<InnerValue, Never>,
        _ action: @escaping (Signal<InnerValue, Error>.Event) -> Void
    ) -> Disposable? {
        signal.observe { event in action(event.promotedToError()) }
    }
}

extension Signal where Error == Never {
    /// Forwards the values of the inner signals that this signal, which cannot fail, sends, combined according to
    /// `strategy`.
    ///
    /// A failure of a forwarded inner signal is forwarded at once; an interruption of this signal interrupts the
    /// result. See ``FlattenStrategy`` for when the result completes.
    ///
    /// - Parameter strategy: How to combine the inner signals.
    /// - Returns: A signal of the inner signals' values.
    @inlinable
    public func flatten<InnerValue, InnerError>(_ strategy: FlattenStrategy) -> Signal<InnerValue, InnerError>
    where Value == Signal<InnerValue, InnerError> {
        flattening(strategy, outerEvent: { $0.promotedToError() }, startInner: { $0.observe($1) })
    }

    /// Forwards the values of the inner signals that this signal sends, combined according to `strategy`; neither
    /// can fail.
    ///
    /// An interruption of this signal interrupts the result. See ``FlattenStrategy`` for when the result completes.
    ///
    /// - Parameter strategy: How to combine the inner signals.
    /// - Returns: A signal of the inner signals' values.
    @inlinable
    public func flatten<InnerValue>(_ strategy: FlattenStrategy) -> Signal<InnerValue, Never>
    where Value == Signal<InnerValue, Never> {
        flattening(strategy, outerEvent: { $0 }, startInner: { $0.observe($1) })
    }
}

extension Signal where Value: Sequence {
    /// Sends the elements of each sequence this signal sends, one by one.
    ///
    /// ```swift
    /// let items = pages.flatten()
    /// ```
    ///
    /// Terminal events pass through. The elements of a sequence are sent from inside the delivery of that sequence.
    ///
    /// - Returns: A signal of the sequences' elements.
    @inlinable
    public func flatten() -> Signal<Value.Iterator.Element, Error> {
        Signal<Value.Iterator.Element, Error>(relaying: self) { output, lifetime in
            lifetime += observe { event in
                switch event {
                case .value(let sequence):
                    for element in sequence { output.send(value: element) }
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

extension Signal.Event where Error == Never {
    /// The same event, typed as an event of a signal that may fail with `NewError`.
    @inlinable
    func promotedToError<NewError>() -> Signal<Value, NewError>.Event {
        switch self {
        case .value(let value): .value(value)
        case .completed: .completed
        case .interrupted: .interrupted
        }
    }
}
