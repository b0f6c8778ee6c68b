extension SignalProducer {
    /// Transforms each value with `transform` and forwards the results that are not `nil`.
    public func compactMap<NewValue>(_ transform: @escaping (Value) -> NewValue?) -> SignalProducer<NewValue, Error> {
        lift { $0.compactMap(transform) }
    }

    /// Forwards the values that are not `nil`, unwrapped.
    public func skipNil<Wrapped>() -> SignalProducer<Wrapped, Error> where Value == Wrapped? {
        lift { $0.skipNil() }
    }
}

extension SignalProducer {
    /// Forwards the non-`nil` results of `transform`; the old name of ``compactMap(_:)``.
    @available(*, deprecated, renamed: "compactMap")
    public func filterMap<NewValue>(_ transform: @escaping (Value) -> NewValue?) -> SignalProducer<NewValue, Error> {
        compactMap(transform)
    }
}
