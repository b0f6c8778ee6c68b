extension Signal {
    /// Transforms each value with `transform` and forwards the results that are not `nil`.
    ///
    /// Terminal events pass through unchanged.
    ///
    /// - Parameter transform: Called with each value, on the thread that delivers it.
    /// - Returns: A signal of the non-`nil` results.
    @inlinable
    public func compactMap<NewValue>(_ transform: @escaping (Value) -> NewValue?) -> Signal<NewValue, Error> {
        Signal<NewValue, Error>(relaying: self) { output, lifetime in
            lifetime += observe { event in
                switch event {
                case .value(let value):
                    if let newValue = transform(value) { output.send(value: newValue) }
                case .failed(let error): output.send(error: error)
                case .completed: output.sendCompleted()
                case .interrupted: output.sendInterrupted()
                }
            }
        }
    }

    /// Forwards the values that are not `nil`, unwrapped; terminal events pass through unchanged.
    ///
    /// - Returns: A signal of the unwrapped values.
    @inlinable
    public func skipNil<Wrapped>() -> Signal<Wrapped, Error> where Value == Wrapped? {
        compactMap { $0 }
    }

    /// Transforms each value with `transform` and forwards the results that are not `nil`; the old name of
    /// ``compactMap(_:)``.
    ///
    /// - Parameter transform: Called with each value, on the thread that delivers it.
    /// - Returns: A signal of the non-`nil` results.
    @available(*, deprecated, renamed: "compactMap")
    @inlinable
    public func filterMap<NewValue>(_ transform: @escaping (Value) -> NewValue?) -> Signal<NewValue, Error> {
        compactMap(transform)
    }
}
