extension Signal {
    /// Transforms values on `scheduler`, only the latest one each time the scheduler gets to it.
    ///
    /// ```swift
    /// let thumbnails = images.lazyMap(on: QueueScheduler(qos: .utility)) { $0.scaled(to: 64) }
    /// ```
    ///
    /// Unlike ``map(_:)-((Value)->NewValue)``, values and results do not match one to one: values that come while a
    /// transform is waiting for the scheduler replace the waiting value, so `transform` only runs for the latest.
    /// `completed` and `failed` are sent on `scheduler` after the waiting value; `interrupted` drops the waiting value
    /// and is sent on `scheduler` as soon as it can.
    ///
    /// - Parameters:
    ///   - scheduler: The scheduler that runs `transform` and sends the events.
    ///   - transform: Called on `scheduler` with the latest value.
    /// - Returns: A signal of transformed values.
    public func lazyMap<NewValue>(
        on scheduler: Scheduler,
        transform: @escaping (Value) -> NewValue
    ) -> Signal<NewValue, Error> {
        Signal<NewValue, Error> { output, lifetime in
            let latest = Locked<Value?>(nil)
            let outstanding = OutstandingActions()
            lifetime += outstanding
            lifetime += observe { event in
                switch event {
                case .value(let value):
                    let replaced = latest.withLock { $0.replace(with: value) }
                    // A transform is already waiting for the scheduler when a value was waiting: it takes this one.
                    guard replaced == nil else { return }
                    outstanding.schedule(
                        {
                            guard let value = latest.withLock({ $0.take() }) else { return }
                            output.send(value: transform(value))
                        },
                        using: { scheduler.schedule($0) }
                    )
                case .failed(let error):
                    outstanding.schedule({ output.send(error: error) }, using: { scheduler.schedule($0) })
                case .completed:
                    outstanding.schedule({ output.sendCompleted() }, using: { scheduler.schedule($0) })
                case .interrupted:
                    outstanding.cancelAll()
                    let dropped = latest.withLock { $0.take() }
                    _ = dropped
                    outstanding.schedule({ output.sendInterrupted() }, using: { scheduler.schedule($0) })
                }
            }
        }
    }
}

extension Optional {
    /// Stores `newValue` and returns the value it replaces.
    fileprivate mutating func replace(with newValue: Wrapped) -> Wrapped? {
        let old = take()
        self = newValue
        return old
    }
}
