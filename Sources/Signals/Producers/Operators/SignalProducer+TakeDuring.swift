extension SignalProducer {
    /// Forwards events until `lifetime` ends, then completes and interrupts the work.
    ///
    /// ```swift
    /// fetchItems.take(during: lifetime).startWithResult { render($0) }
    /// ```
    ///
    /// - Parameter lifetime: The lifetime that bounds each start.
    /// - Returns: A producer whose starts complete when `lifetime` ends.
    public func take(during lifetime: Lifetime) -> SignalProducer {
        lift { $0.take(during: lifetime) }
    }

    /// Forwards events while `object` is alive, then completes.
    ///
    /// - Parameter object: The object whose life bounds each start.
    /// - Returns: A producer whose starts complete once `object` is gone.
    public func take(duringLifetimeOf object: AnyObject) -> SignalProducer {
        lift { $0.take(duringLifetimeOf: object) }
    }
}
