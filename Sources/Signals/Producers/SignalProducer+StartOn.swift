extension SignalProducer {
    /// Runs the start handler on `scheduler` instead of the starting thread.
    ///
    /// ```swift
    /// loadFromDisk.start(on: QueueScheduler()).observe(on: UIScheduler()).startWithValues { render($0) }
    /// ```
    ///
    /// Only where the work starts changes: events are still delivered wherever they are sent. Interrupting before
    /// the scheduler ran the start cancels it.
    ///
    /// - Parameter scheduler: Where the start handler runs.
    /// - Returns: A producer whose starts begin on `scheduler`.
    public func start(on scheduler: Scheduler) -> SignalProducer {
        SignalProducer { observer, lifetime in
            lifetime += scheduler.schedule {
                startWithSignal { signal, interruptHandle in
                    lifetime += interruptHandle
                    signal.observe(observer)
                }
            }
        }
    }
}
