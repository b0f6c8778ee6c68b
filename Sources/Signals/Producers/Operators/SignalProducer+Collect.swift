extension SignalProducer {
    /// Sends every value of the start as one array when it completes.
    public func collect() -> SignalProducer<[Value], Error> {
        lift { $0.collect() }
    }

    /// Sends the values in arrays of `count`; the last array may be shorter.
    public func collect(count: Int) -> SignalProducer<[Value], Error> {
        lift { $0.collect(count: count) }
    }

    /// Collects values and sends them once `shouldEmit` says so for the collected values.
    public func collect(_ shouldEmit: @escaping (_ collectedValues: [Value]) -> Bool) -> SignalProducer<[Value], Error>
    {
        lift { $0.collect(shouldEmit) }
    }

    /// Collects values and sends them before a value for which `shouldEmit` says so.
    public func collect(
        _ shouldEmit: @escaping (_ collected: [Value], _ latest: Value) -> Bool
    ) -> SignalProducer<[Value], Error> {
        lift { $0.collect(shouldEmit) }
    }
}
