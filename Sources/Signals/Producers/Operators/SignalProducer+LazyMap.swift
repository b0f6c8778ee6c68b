extension SignalProducer {
    /// Transforms values lazily on `scheduler`: only the latest value waiting when the scheduler runs is transformed.
    ///
    /// - Parameters:
    ///   - scheduler: Where `transform` runs and the results are sent.
    ///   - transform: Transforms a value.
    /// - Returns: A producer of transformed values.
    public func lazyMap<NewValue>(
        on scheduler: Scheduler,
        transform: @escaping (Value) -> NewValue
    ) -> SignalProducer<NewValue, Error> {
        liftOnScheduler(scheduler) { $0.lazyMap(on: scheduler, transform: transform) }
    }
}
