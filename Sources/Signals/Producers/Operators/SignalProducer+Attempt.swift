extension SignalProducer {
    /// Forwards values for which `action` succeeds; fails with its error otherwise.
    public func attempt(_ action: @escaping (Value) -> Result<Void, Error>) -> SignalProducer {
        lift { $0.attempt(action) }
    }

    /// Forwards the successes of `transform`; fails with its failure.
    public func attemptMap<NewValue>(
        _ transform: @escaping (Value) -> Result<NewValue, Error>
    ) -> SignalProducer<NewValue, Error> {
        lift { $0.attemptMap(transform) }
    }
}

extension SignalProducer where Error == Never {
    /// Forwards values for which the throwing `action` succeeds; fails with what it throws.
    public func attempt(_ action: @escaping (Value) throws -> Void) -> SignalProducer<Value, any Swift.Error> {
        lift { $0.attempt(action) }
    }

    /// Forwards the results of the throwing `transform`; fails with what it throws.
    public func attemptMap<NewValue>(
        _ transform: @escaping (Value) throws -> NewValue
    ) -> SignalProducer<NewValue, any Swift.Error> {
        lift { $0.attemptMap(transform) }
    }
}

extension SignalProducer where Error == any Swift.Error {
    /// Forwards values for which the throwing `action` succeeds; fails with what it throws.
    public func attempt(_ action: @escaping (Value) throws -> Void) -> SignalProducer {
        lift { $0.attempt(action) }
    }

    /// Forwards the results of the throwing `transform`; fails with what it throws.
    public func attemptMap<NewValue>(_ transform: @escaping (Value) throws -> NewValue) -> SignalProducer<
        NewValue, Error
    > {
        lift { $0.attemptMap(transform) }
    }
}
