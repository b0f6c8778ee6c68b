extension Signal {
    /// Replaces a failure with the events of the signal, producer or other stream that `transform` makes from the
    /// error.
    ///
    /// ```swift
    /// let items = loadedItems.flatMapError { _ in cachedItems }
    /// ```
    ///
    /// Values, completion and interruption of this signal pass through. On failure, `transform` is called with the
    /// error; a signal it returns is observed from then on, and anything else is started through its `producer`. The
    /// replacement's events, terminal ones included, are forwarded.
    ///
    /// - Parameter transform: Makes the replacement for the error.
    /// - Returns: A signal that goes on with the replacement's events after a failure.
    public func flatMapError<Inner: SignalProducerConvertible>(
        _ transform: @escaping (Error) -> Inner
    ) -> Signal<Value, Inner.Error> where Inner.Value == Value {
        replacingFailure(with: transform)
    }

    /// The engine of both `flatMapError(_:)` forms: on failure, observes or starts what `transform` makes.
    func replacingFailure<Inner: SignalProducerConvertible>(
        with transform: @escaping (Error) -> Inner
    ) -> Signal<Value, Inner.Error> where Inner.Value == Value {
        Signal<Value, Inner.Error> { output, lifetime in
            let replacement = SerialDisposable()
            lifetime += replacement
            lifetime += observe { event in
                switch event {
                case .value(let value):
                    output.send(value: value)
                case .failed(let error):
                    replacement.inner = Signal<Value, Inner.Error>.startInnerStream(transform(error), output.send)
                case .completed:
                    output.sendCompleted()
                case .interrupted:
                    output.sendInterrupted()
                }
            }
        }
    }
}
