extension SignalProducer {
    /// Transforms the error of a failure with `transform`; other events pass through unchanged.
    ///
    /// - Parameter transform: Makes the new error.
    /// - Returns: A producer that fails with the transformed error.
    @inlinable
    public func mapError<NewError: Swift.Error>(
        _ transform: @escaping (Error) -> NewError
    ) -> SignalProducer<Value, NewError> {
        lift { $0.mapError(transform) }
    }

    /// Forwards the non-`nil` results of `transform`; the old name of ``compactMap(_:)``.
    ///
    /// - Parameter transform: Called with each value.
    /// - Returns: A producer of the non-`nil` results.
    @available(*, deprecated, renamed: "compactMap")
    @inlinable
    public func filterMap<NewValue>(_ transform: @escaping (Value) -> NewValue?) -> SignalProducer<NewValue, Error> {
        compactMap(transform)
    }

    /// Accumulates state over the values and sends what `next` returns for each.
    ///
    /// - Parameters:
    ///   - initialState: The state before any value; each start begins again from it.
    ///   - next: Returns the next state and the value to send.
    /// - Returns: A producer of `next`'s outputs.
    @inlinable
    public func scanMap<State, NewValue>(
        _ initialState: State,
        _ next: @escaping (State, Value) -> (State, NewValue)
    ) -> SignalProducer<NewValue, Error> {
        lift { $0.scanMap(initialState, next) }
    }

    /// Accumulates state in place over the values and sends what `next` returns for each.
    ///
    /// - Parameters:
    ///   - initialState: The state before any value; each start begins again from it.
    ///   - next: Updates the state and returns the value to send.
    /// - Returns: A producer of `next`'s outputs.
    @inlinable
    public func scanMap<State, NewValue>(
        into initialState: State,
        _ next: @escaping (inout State, Value) -> NewValue
    ) -> SignalProducer<NewValue, Error> {
        lift { $0.scanMap(into: initialState, next) }
    }

    /// Combines every value into one result, sent when the start completes.
    ///
    /// ```swift
    /// let total = SignalProducer.merge(pages).reduce(0) { $0 + $1.count }
    /// ```
    ///
    /// - Parameters:
    ///   - initialResult: The result before any value.
    ///   - nextPartialResult: Combines the result so far with a value.
    /// - Returns: A producer that sends the final result, then completes.
    @inlinable
    public func reduce<Accumulated>(
        _ initialResult: Accumulated,
        _ nextPartialResult: @escaping (Accumulated, Value) -> Accumulated
    ) -> SignalProducer<Accumulated, Error> {
        lift { $0.reduce(initialResult, nextPartialResult) }
    }

    /// Combines every value into one result in place, sent when the start completes.
    ///
    /// - Parameters:
    ///   - initialResult: The result before any value.
    ///   - nextPartialResult: Updates the result with a value.
    /// - Returns: A producer that sends the final result, then completes.
    @inlinable
    public func reduce<Accumulated>(
        into initialResult: Accumulated,
        _ nextPartialResult: @escaping (inout Accumulated, Value) -> Void
    ) -> SignalProducer<Accumulated, Error> {
        lift { $0.reduce(into: initialResult, nextPartialResult) }
    }

    /// Sends every value of the start as one array when it completes.
    ///
    /// - Returns: A producer of one array.
    @inlinable
    public func collect() -> SignalProducer<[Value], Error> {
        lift { $0.collect() }
    }

    /// Sends the values in arrays of `count`; the last array may be shorter.
    ///
    /// - Parameter count: The size of each array; must be greater than zero.
    /// - Returns: A producer of arrays.
    @inlinable
    public func collect(count: Int) -> SignalProducer<[Value], Error> {
        lift { $0.collect(count: count) }
    }

    /// Collects values and sends them once `shouldEmit` says so for the collected values.
    ///
    /// - Parameter shouldEmit: Whether the values collected so far should be sent.
    /// - Returns: A producer of arrays.
    @inlinable
    public func collect(_ shouldEmit: @escaping (_ collectedValues: [Value]) -> Bool) -> SignalProducer<[Value], Error> {
        lift { $0.collect(shouldEmit) }
    }

    /// Collects values and sends them before a value for which `shouldEmit` says so.
    ///
    /// - Parameter shouldEmit: Whether to send the values collected so far before `latest`.
    /// - Returns: A producer of arrays.
    @inlinable
    public func collect(
        _ shouldEmit: @escaping (_ collected: [Value], _ latest: Value) -> Bool
    ) -> SignalProducer<[Value], Error> {
        lift { $0.collect(shouldEmit) }
    }

    /// Sends every event as a value, then completes.
    ///
    /// - Returns: A producer of events.
    @inlinable
    public func materialize() -> SignalProducer<Signal<Value, Error>.Event, Never> {
        lift { $0.materialize() }
    }

    /// Sends every value as a success and a failure as a failure, then completes.
    ///
    /// - Returns: A producer of results.
    @inlinable
    public func materializeResults() -> SignalProducer<Result<Value, Error>, Never> {
        lift { $0.materializeResults() }
    }

    /// Forwards values for which `action` succeeds; fails with its error otherwise.
    ///
    /// - Parameter action: Checks each value.
    /// - Returns: A producer of the accepted values.
    @inlinable
    public func attempt(_ action: @escaping (Value) -> Result<Void, Error>) -> SignalProducer {
        lift { $0.attempt(action) }
    }

    /// Forwards the successes of `transform`; fails with its failure.
    ///
    /// - Parameter transform: Transforms each value.
    /// - Returns: A producer of the transformed values.
    @inlinable
    public func attemptMap<NewValue>(
        _ transform: @escaping (Value) -> Result<NewValue, Error>
    ) -> SignalProducer<NewValue, Error> {
        lift { $0.attemptMap(transform) }
    }

    /// Forwards only values whose identity has not been seen before in the start.
    ///
    /// - Parameter transform: The identity of a value.
    /// - Returns: A producer of values with new identities.
    @inlinable
    public func uniqueValues<Identity: Hashable>(_ transform: @escaping (Value) -> Identity) -> SignalProducer {
        lift { $0.uniqueValues(transform) }
    }

    /// Sends the last `count` values when the start completes.
    ///
    /// - Parameter count: How many values to keep.
    /// - Returns: A producer of the last values.
    @inlinable
    public func take(last count: Int) -> SignalProducer {
        lift { $0.take(last: count) }
    }

    /// Forwards values while `shouldContinue` returns `true`, then completes.
    ///
    /// - Parameter shouldContinue: Whether to go on.
    /// - Returns: A producer that completes at the first value that fails the test.
    @inlinable
    public func take(while shouldContinue: @escaping (Value) -> Bool) -> SignalProducer {
        lift { $0.take(while: shouldContinue) }
    }

    /// Forwards values up to and including the first for which `shouldContinue` returns `false`, then completes.
    ///
    /// - Parameter shouldContinue: Whether to go on after a value.
    /// - Returns: A producer that completes after the deciding value.
    @inlinable
    public func take(until shouldContinue: @escaping (Value) -> Bool) -> SignalProducer {
        lift { $0.take(until: shouldContinue) }
    }

    /// Forwards events until `replacement` sends its first event, then forwards `replacement`'s events instead.
    ///
    /// Each start starts `replacement` first.
    ///
    /// - Parameter replacement: The producer that takes over.
    /// - Returns: A producer that switches to `replacement`.
    @inlinable
    public func take(untilReplacement replacement: SignalProducer) -> SignalProducer {
        lift(Signal.take(untilReplacement:))(replacement)
    }

    /// Drops values while `shouldContinue` returns `true`, then forwards everything.
    ///
    /// - Parameter shouldContinue: Whether to keep dropping.
    /// - Returns: A producer without the leading values.
    @inlinable
    public func skip(while shouldContinue: @escaping (Value) -> Bool) -> SignalProducer {
        lift { $0.skip(while: shouldContinue) }
    }

    /// Drops values until `trigger` sends a value or completes.
    ///
    /// Each start starts `trigger` first.
    ///
    /// - Parameter trigger: The producer whose first value or completion opens the gate.
    /// - Returns: A producer of the values after the trigger.
    @inlinable
    public func skip(until trigger: SignalProducer<Void, Never>) -> SignalProducer {
        lift(Signal.skip(until:))(trigger)
    }
}

extension SignalProducer where Value: Hashable {
    /// Forwards only values that have not been seen before in the start.
    ///
    /// - Returns: A producer of new values.
    @inlinable
    public func uniqueValues() -> SignalProducer {
        lift { $0.uniqueValues() }
    }
}

extension SignalProducer where Value == Never {
    /// Changes the value type of a producer that sends no values.
    ///
    /// - Parameter _: The new value type; usually inferred.
    /// - Returns: The same terminal events.
    @inlinable
    public func promoteValue<NewValue>(_: NewValue.Type = NewValue.self) -> SignalProducer<NewValue, Error> {
        lift { $0.promoteValue(NewValue.self) }
    }

    /// Returns the producer itself.
    ///
    /// - Parameter _: `Never`.
    /// - Returns: This producer.
    @inlinable
    public func promoteValue(_: Value.Type = Value.self) -> SignalProducer {
        self
    }
}

extension SignalProducer where Value: EventProtocol, Error == Never {
    /// Turns a producer of events back into their events.
    ///
    /// - Returns: A producer of the events' values and terminal event.
    @inlinable
    public func dematerialize() -> SignalProducer<Value.Value, Value.Error> {
        lift { $0.dematerialize() }
    }
}

extension SignalProducer where Error == Never {
    /// Turns a producer of results back into values and a failure.
    ///
    /// - Returns: A producer of the successes that fails with the first failure.
    @inlinable
    public func dematerializeResults<Success, Failure>() -> SignalProducer<Success, Failure>
    where Value == Result<Success, Failure> {
        lift { $0.dematerializeResults() }
    }

    /// Forwards values for which the throwing `action` succeeds; fails with what it throws.
    ///
    /// - Parameter action: Checks each value.
    /// - Returns: A producer of the accepted values.
    @inlinable
    public func attempt(_ action: @escaping (Value) throws -> Void) -> SignalProducer<Value, any Swift.Error> {
        lift { $0.attempt(action) }
    }

    /// Forwards the results of the throwing `transform`; fails with what it throws.
    ///
    /// - Parameter transform: Transforms each value.
    /// - Returns: A producer of the transformed values.
    @inlinable
    public func attemptMap<NewValue>(
        _ transform: @escaping (Value) throws -> NewValue
    ) -> SignalProducer<NewValue, any Swift.Error> {
        lift { $0.attemptMap(transform) }
    }
}

extension SignalProducer where Error == any Swift.Error {
    /// Forwards values for which the throwing `action` succeeds; fails with what it throws.
    ///
    /// - Parameter action: Checks each value.
    /// - Returns: A producer of the accepted values.
    @inlinable
    public func attempt(_ action: @escaping (Value) throws -> Void) -> SignalProducer {
        lift { $0.attempt(action) }
    }

    /// Forwards the results of the throwing `transform`; fails with what it throws.
    ///
    /// - Parameter transform: Transforms each value.
    /// - Returns: A producer of the transformed values.
    @inlinable
    public func attemptMap<NewValue>(_ transform: @escaping (Value) throws -> NewValue) -> SignalProducer<NewValue, Error> {
        lift { $0.attemptMap(transform) }
    }
}

extension SignalProducer where Value == Bool {
    /// Sends the negation of each value.
    ///
    /// - Returns: A producer of negated values.
    @inlinable
    public func negate() -> SignalProducer {
        lift { $0.negate() }
    }

    /// Sends the logical AND of the latest values of this producer and `booleans`.
    ///
    /// - Parameter booleans: The other producer.
    /// - Returns: A producer of the conjunctions.
    @inlinable
    public func and(_ booleans: SignalProducer) -> SignalProducer {
        SignalProducer.combineLatest(self, booleans).map { $0 && $1 }
    }

    /// Sends the logical OR of the latest values of this producer and `booleans`.
    ///
    /// - Parameter booleans: The other producer.
    /// - Returns: A producer of the disjunctions.
    @inlinable
    public func or(_ booleans: SignalProducer) -> SignalProducer {
        SignalProducer.combineLatest(self, booleans).map { $0 || $1 }
    }
}
