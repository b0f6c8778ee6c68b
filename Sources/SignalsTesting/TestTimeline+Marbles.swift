import Signals

extension TestTimeline {
    /// A hot signal that sends the events of `marbles` on this timeline, the first character at the current tick (or
    /// `^` at the current tick).
    ///
    /// ```swift
    /// let taps = timeline.hotSignal("-a--b|", values: ["a": 1, "b": 2])  // Signal<Int, MarbleFailure>
    /// ```
    ///
    /// Each character is one tick: `-` nothing, a letter or digit a value (looked up in `values`), `|` completion, `#`
    /// failure with `error`, `!` interruption; spaces are ignored; `(ab)` sends several events on one tick. A `^`
    /// marks the current tick: values before it were sent before anyone could observe, so they are not sent, and a
    /// terminal event before it ends the signal at once. Events are sent when the clock reaches their tick, so observe
    /// the signal (``record(_:)-(Signal<Value,Error>)``) before advancing.
    ///
    /// - Parameters:
    ///   - marbles: The marble string.
    ///   - values: The value of each value character; every one used must be there.
    ///   - error: The error `#` sends; needed only if `marbles` has a `#`.
    /// - Returns: The signal.
    public func hotSignal<Value, Error>(
        _ marbles: String,
        values: [Character: Value],
        error: Error? = nil
    ) -> Signal<Value, Error> {
        hotSignal(timedEvents(MarbleDiagram(marbles), from: now, values: { values[$0] }, error: error, in: marbles))
    }

    /// A hot signal that sends the events of `marbles`, failing with ``MarbleFailure``.
    ///
    /// - Parameters:
    ///   - marbles: The marble string; see ``hotSignal(_:values:error:)``.
    ///   - values: The value of each value character.
    /// - Returns: The signal.
    public func hotSignal<Value>(_ marbles: String, values: [Character: Value]) -> Signal<Value, MarbleFailure> {
        hotSignal(marbles, values: values, error: MarbleFailure())
    }

    /// A hot signal whose values are the characters of `marbles`, as strings.
    ///
    /// - Parameters:
    ///   - marbles: The marble string; see ``hotSignal(_:values:error:)``.
    ///   - error: The error `#` sends; needed only if `marbles` has a `#`.
    /// - Returns: The signal.
    public func hotSignal<Error>(_ marbles: String, error: Error? = nil) -> Signal<String, Error> {
        hotSignal(timedEvents(MarbleDiagram(marbles), from: now, values: { String($0) }, error: error, in: marbles))
    }

    /// A hot signal whose values are the characters of `marbles`, as strings, failing with ``MarbleFailure``.
    ///
    /// ```swift
    /// let queries = timeline.hotSignal("-a-b---c|")  // Signal<String, MarbleFailure>
    /// ```
    ///
    /// - Parameter marbles: The marble string; see ``hotSignal(_:values:error:)``.
    /// - Returns: The signal.
    public func hotSignal(_ marbles: String) -> Signal<String, MarbleFailure> {
        hotSignal(marbles, error: MarbleFailure())
    }

    /// A hot signal that sends `events` at their ticks of this timeline.
    ///
    /// Events whose tick has already passed were sent before anyone could observe: their values are not sent, and a
    /// terminal one ends the signal at once.
    ///
    /// - Parameter events: The events, at ticks of this timeline.
    /// - Returns: The signal.
    public func hotSignal<Value, Error>(_ events: [TimedEvent<Value, Error>]) -> Signal<Value, Error> {
        let (signal, input) = Signal<Value, Error>.pipe()
        let current = now
        for timed in events.sorted(by: { $0.tick < $1.tick }) {
            if timed.tick < current {
                if timed.event.isTerminating { input.send(timed.event) }
            } else {
                scheduler.schedule(after: date(ofTick: timed.tick)) { input.send(timed.event) }
            }
        }
        return signal
    }

    /// A cold producer: each start sends the events of `marbles`, the first character at the tick of the start.
    ///
    /// ```swift
    /// let request = timeline.coldProducer("--r|", values: ["r": "result"])
    /// ```
    ///
    /// The characters mean what they mean for ``hotSignal(_:values:error:)``; `^` is not allowed. Disposing of a
    /// start cancels the events it has not sent.
    ///
    /// - Parameters:
    ///   - marbles: The marble string.
    ///   - values: The value of each value character; every one used must be there.
    ///   - error: The error `#` sends; needed only if `marbles` has a `#`.
    /// - Returns: The producer.
    public func coldProducer<Value, Error>(
        _ marbles: String,
        values: [Character: Value],
        error: Error? = nil
    ) -> SignalProducer<Value, Error> {
        coldProducer(timedEvents(coldDiagram(marbles), from: 0, values: { values[$0] }, error: error, in: marbles))
    }

    /// A cold producer that sends the events of `marbles`, failing with ``MarbleFailure``.
    ///
    /// - Parameters:
    ///   - marbles: The marble string; see ``coldProducer(_:values:error:)``.
    ///   - values: The value of each value character.
    /// - Returns: The producer.
    public func coldProducer<Value>(
        _ marbles: String,
        values: [Character: Value]
    ) -> SignalProducer<Value, MarbleFailure> {
        coldProducer(marbles, values: values, error: MarbleFailure())
    }

    /// A cold producer whose values are the characters of `marbles`, as strings.
    ///
    /// - Parameters:
    ///   - marbles: The marble string; see ``coldProducer(_:values:error:)``.
    ///   - error: The error `#` sends; needed only if `marbles` has a `#`.
    /// - Returns: The producer.
    public func coldProducer<Error>(_ marbles: String, error: Error? = nil) -> SignalProducer<String, Error> {
        coldProducer(timedEvents(coldDiagram(marbles), from: 0, values: { String($0) }, error: error, in: marbles))
    }

    /// A cold producer whose values are the characters of `marbles`, as strings, failing with ``MarbleFailure``.
    ///
    /// - Parameter marbles: The marble string; see ``coldProducer(_:values:error:)``.
    /// - Returns: The producer.
    public func coldProducer(_ marbles: String) -> SignalProducer<String, MarbleFailure> {
        coldProducer(marbles, error: MarbleFailure())
    }

    /// A cold producer: each start sends `events`, their ticks counted from the tick of the start.
    ///
    /// - Parameter events: The events, at ticks counted from each start; none may be negative.
    /// - Returns: The producer.
    public func coldProducer<Value, Error>(_ events: [TimedEvent<Value, Error>]) -> SignalProducer<Value, Error> {
        precondition(events.allSatisfy { $0.tick >= 0 }, "A cold producer's events cannot come before its start")
        let events = events.sorted { $0.tick < $1.tick }
        return SignalProducer { [self] output, lifetime in
            let start = now
            for timed in events {
                lifetime += scheduler.schedule(after: date(ofTick: start + timed.tick)) { output.send(timed.event) }
            }
        }
    }

    private func coldDiagram(_ marbles: String) -> MarbleDiagram {
        let diagram = MarbleDiagram(marbles)
        precondition(!diagram.hasSubscriptionPoint, "Marble string \"\(marbles)\": a cold producer has no '^'")
        return diagram
    }

    /// The events of `diagram`, their ticks counted from `base`.
    func timedEvents<Value, Error>(
        _ diagram: MarbleDiagram,
        from base: Int,
        values: (Character) -> Value?,
        error: Error?,
        in marbles: String
    ) -> [TimedEvent<Value, Error>] {
        diagram.entries.map { entry in
            let event: Signal<Value, Error>.Event
            switch entry.symbol {
            case .value(let character):
                guard let value = values(character) else {
                    preconditionFailure("Marble string \"\(marbles)\": no value for '\(character)'")
                }
                event = .value(value)
            case .failure:
                guard let error else {
                    preconditionFailure("Marble string \"\(marbles)\": '#' needs an error")
                }
                event = .failed(error)
            case .completion:
                event = .completed
            case .interruption:
                event = .interrupted
            }
            return TimedEvent(event, at: base + entry.tick)
        }
    }
}
