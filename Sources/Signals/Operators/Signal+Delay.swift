#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

extension Signal {
    /// Sends each value and `completed` `interval` seconds after this signal sends it, on `scheduler`.
    ///
    /// ```swift
    /// let toastHidden = toastShown.delay(2, on: QueueScheduler.main)
    /// ```
    ///
    /// `failed` and `interrupted` are not delayed: they are sent on `scheduler` as soon as it can, and the values still
    /// waiting are dropped. Events keep their order, even when the scheduler's timers fire out of order (a
    /// `QueueScheduler`'s may). Once nobody observes the returned signal, or it has terminated, the waiting events are
    /// cancelled and released.
    ///
    /// - Parameters:
    ///   - interval: How many seconds to delay each value and `completed`; must not be negative.
    ///   - scheduler: The scheduler that sends the delayed events.
    /// - Returns: A signal with the same events, delayed.
    public func delay(_ interval: TimeInterval, on scheduler: DateScheduler) -> Signal<Value, Error> {
        precondition(interval >= 0, "delay needs an interval that is not negative")
        return Signal { output, lifetime in
            let outstanding = OutstandingActions()
            let held = DelayedEvents(sendingTo: output)
            lifetime += outstanding
            lifetime += observe { event in
                switch event {
                case .value, .completed:
                    let date = scheduler.currentDate.addingTimeInterval(interval)
                    held.hold(event)
                    outstanding.schedule(held.timerFired, using: { scheduler.schedule(after: date, action: $0) })
                case .failed, .interrupted:
                    outstanding.cancelAll()
                    held.dropAll()
                    outstanding.schedule({ output.send(event) }, using: { scheduler.schedule($0) })
                }
            }
        }
    }
}
