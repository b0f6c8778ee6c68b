extension SignalProducer {
    /// Accumulates state over the values and sends what `next` returns for each.
    public func scanMap<State, NewValue>(
        _ initialState: State,
        _ next: @escaping (State, Value) -> (State, NewValue)
    ) -> SignalProducer<NewValue, Error> {
        lift { $0.scanMap(initialState, next) }
    }

    /// Accumulates state in place over the values and sends what `next` returns for each.
    public func scanMap<State, NewValue>(
        into initialState: State,
        _ next: @escaping (inout State, Value) -> NewValue
    ) -> SignalProducer<NewValue, Error> {
        lift { $0.scanMap(into: initialState, next) }
    }
}
