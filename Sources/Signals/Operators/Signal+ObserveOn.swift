extension Signal {
    /// Forwards every event through `scheduler`, so observers receive them where the scheduler runs its actions.
    ///
    /// ```swift
    /// results.observe(on: UIScheduler()).observeValues { render($0) }
    /// ```
    ///
    /// Events keep their order. Values that are still waiting in the scheduler when nobody observes the returned
    /// signal any more are dropped.
    ///
    /// - Parameter scheduler: The scheduler that delivers the events.
    /// - Returns: A signal with the same events, delivered by `scheduler`.
    @inlinable
    public func observe(on scheduler: Scheduler) -> Signal {
        Signal { output, lifetime in
            lifetime += observe { event in
                scheduler.schedule { output.send(event) }
            }
        }
    }
}
