extension Signal {
    /// Turns every event into a value, so that terminal events can be handled like values.
    ///
    /// ```swift
    /// let outcomes = requests.materialize()   // Signal<Signal<Response, RequestError>.Event, Never>
    /// ```
    ///
    /// A `failed` or `completed` event is sent as a value, then the result completes; an `interrupted` event is sent
    /// as a value, then the result is interrupted.
    ///
    /// - Returns: A signal of the events of this signal, which never fails.
    public func materialize() -> Signal<Event, Never> {
        Signal<Event, Never>(relaying: self) { output, lifetime in
            lifetime += observe { event in
                output.send(value: event)
                switch event {
                case .value: break
                case .failed, .completed: output.sendCompleted()
                case .interrupted: output.sendInterrupted()
                }
            }
        }
    }

    /// Turns values into successes and a failure into a failure value, so that a failure can be handled like a value.
    ///
    /// ```swift
    /// let results = requests.materializeResults()   // Signal<Result<Response, RequestError>, Never>
    /// ```
    ///
    /// After a failure value the result completes. `completed` and `interrupted` pass through.
    ///
    /// - Returns: A signal of results, which never fails.
    public func materializeResults() -> Signal<Result<Value, Error>, Never> {
        Signal<Result<Value, Error>, Never>(relaying: self) { output, lifetime in
            lifetime += observe { event in
                switch event {
                case .value(let value):
                    output.send(value: .success(value))
                case .failed(let error):
                    output.send(value: .failure(error))
                    output.sendCompleted()
                case .completed:
                    output.sendCompleted()
                case .interrupted:
                    output.sendInterrupted()
                }
            }
        }
    }
}

extension Signal where Value: EventProtocol, Error == Never {
    /// Turns a signal of events back into the events themselves: the reverse of ``materialize()``.
    ///
    /// ```swift
    /// let responses = outcomes.dematerialize()   // Signal<Response, RequestError>
    /// ```
    ///
    /// A terminal event carried as a value ends the result; so do `completed` and `interrupted` of this signal.
    ///
    /// - Returns: A signal that sends the events carried by the values of this signal.
    public func dematerialize() -> Signal<Value.Value, Value.Error> {
        Signal<Value.Value, Value.Error>(relaying: self) { output, lifetime in
            lifetime += observe { event in
                switch event {
                case .value(let carried): output.send(carried.event)
                case .completed: output.sendCompleted()
                case .interrupted: output.sendInterrupted()
                }
            }
        }
    }
}

extension Signal where Error == Never {
    /// Turns a signal of results back into values and a failure: the reverse of ``materializeResults()``.
    ///
    /// ```swift
    /// let responses = results.dematerializeResults()   // Signal<Response, RequestError>
    /// ```
    ///
    /// A success is sent as a value; a failure ends the result with that error. `completed` and `interrupted` pass
    /// through.
    ///
    /// - Returns: A signal of the successes that fails with the first failure.
    public func dematerializeResults<Success, Failure>() -> Signal<Success, Failure>
    where Value == Result<Success, Failure> {
        Signal<Success, Failure>(relaying: self) { output, lifetime in
            lifetime += observe { event in
                switch event {
                case .value(.success(let value)): output.send(value: value)
                case .value(.failure(let error)): output.send(error: error)
                case .completed: output.sendCompleted()
                case .interrupted: output.sendInterrupted()
                }
            }
        }
    }
}
