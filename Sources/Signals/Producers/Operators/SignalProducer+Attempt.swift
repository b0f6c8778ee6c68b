extension SignalProducer {
    /// Forwards values for which `action` succeeds; fails with its error otherwise.
    ///
    /// - Parameter action: Checks each value.
    /// - Returns: A producer of the accepted values.
    public func attempt(_ action: @escaping (Value) -> Result<Void, Error>) -> SignalProducer {
        lift { $0.attempt(action) }
    }

    /// Forwards the successes of `transform`; fails with its failure.
    ///
    /// - Parameter transform: Transforms each value.
    /// - Returns: A producer of the transformed values.
    public func attemptMap<NewValue>(
        _ transform: @escaping (Value) -> Result<NewValue, Error>
    ) -> SignalProducer<NewValue, Error> {
        lift { $0.attemptMap(transform) }
    }
}

extension SignalProducer where Error == Never {
    /// Forwards values for which the throwing `action` succeeds; fails with what it throws.
    ///
    /// - Parameter action: Checks each value.
    /// - Returns: A producer of the accepted values.
    public func attempt(_ action: @escaping (Value) throws -> Void) -> SignalProducer<Value, any Swift.Error> {
        lift { $0.attempt(action) }
    }

    /// Forwards the results of the throwing `transform`; fails with what it throws.
    ///
    /// - Parameter transform: Transforms each value.
    /// - Returns: A producer of the transformed values.
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
    public func attempt(_ action: @escaping (Value) throws -> Void) -> SignalProducer {
        lift { $0.attempt(action) }
    }

    /// Forwards the results of the throwing `transform`; fails with what it throws.
    ///
    /// - Parameter transform: Transforms each value.
    /// - Returns: A producer of the transformed values.
    public func attemptMap<NewValue>(_ transform: @escaping (Value) throws -> NewValue) -> SignalProducer<
        NewValue, Error
    > {
        lift { $0.attemptMap(transform) }
    }
}
