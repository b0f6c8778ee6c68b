/// The events `delay` holds, sent in the order they came whatever order the scheduler's timers fire in.
///
/// Each held event has a timer of its own, due at its time. A timer that fires sends the event at the head of the
/// queue, not its own: the events came in order of their due times, so the head is due no later than the timer that
/// fired. Timers of a `DispatchQueue` may fire out of order (their leeway lets the system coalesce them); the events
/// never do. One thread sends at a time: a timer that fires while another thread sends counts as due, and that
/// thread sends its event too before it stops.
final class DelayedEvents<Value, Error: Swift.Error> {
    private struct State {
        /// The events not sent yet, oldest first; taking one moves it out, so nothing sent stays here.
        var held = PendingQueue<Signal<Value, Error>.Event>()
        /// How many timers fired whose event has not been sent yet.
        var due = 0
        var isSending = false
    }

    // Safety: `state` is only touched under its lock. Events are moved out of it and sent, and released, after the
    // lock is released; so are the events `dropAll` drops.
    private let state = Locked(State())
    private let output: Signal<Value, Error>.Observer

    init(sendingTo output: Signal<Value, Error>.Observer) {
        self.output = output
    }

    /// Holds `event` until a timer fires for it.
    func hold(_ event: Signal<Value, Error>.Event) {
        state.withLock { $0.held.append(event) }
    }

    /// Sends the event at the head, and any that came due meanwhile; called when one of the timers fires.
    func timerFired() {
        let sends = state.withLock { state -> Bool in
            state.due += 1
            guard !state.isSending else { return false }
            state.isSending = true
            return true
        }
        guard sends else { return }
        while let event = next() {
            output.send(event)
        }
    }

    /// Drops every held event: a failure or an interruption goes ahead of them.
    func dropAll() {
        let dropped = state.withLock { state -> PendingQueue<Signal<Value, Error>.Event> in
            state.due = 0
            defer { state.held = PendingQueue() }
            return state.held
        }
        withExtendedLifetime(dropped) {}
    }

    private func next() -> Signal<Value, Error>.Event? {
        state.withLock { state in
            guard state.due > 0, let event = state.held.popFirst() else {
                state.isSending = false
                return nil
            }
            state.due -= 1
            return event
        }
    }
}
