extension SignalProducer {
    /// Shares one start of this producer among all starts of the result, replaying up to `capacity` recent values
    /// to each new one.
    ///
    /// ```swift
    /// let configuration = fetchConfiguration.replayLazily(upTo: 1)
    /// ```
    ///
    /// This producer is started the first time the result is started, and only then. Each start of the result first
    /// gets the remembered values (at most `capacity`, the most recent), then every later event; once this producer
    /// has terminated, new starts get the remembered values and the terminal event. The shared start is interrupted
    /// when the returned producer and every start of it are gone.
    ///
    /// Replayed values and live events reach each start in order, with nothing missed or repeated, even while this
    /// producer sends on another thread.
    ///
    /// - Parameter capacity: How many recent values to remember; must not be negative.
    /// - Returns: A producer that shares and replays this one.
    public func replayLazily(upTo capacity: Int) -> SignalProducer {
        precondition(capacity >= 0, "replayLazily(upTo:) needs a capacity of zero or more, not \(capacity)")
        let replay = ReplayBuffer(source: self, capacity: capacity)
        return SignalProducer { observer, lifetime in
            replay.attach(observer, lifetime)
        }
    }
}

/// The shared state of `replayLazily`: the source's start, the remembered values and the attached observers.
final class ReplayBuffer<Value, Error: Swift.Error>: @unchecked Sendable {
    // Safety: `state` (values, observers and a producer, none of them `Sendable`) is only touched under its lock. Observers are called after the lock is released; the values
    // and observers the state drops are released after it too.
    private struct Attached {
        let observer: Signal<Value, Error>.Observer
        /// Events that arrived while the observer was still being sent its replay.
        var backlog: [Signal<Value, Error>.Event]
        var isReplaying: Bool
    }

    private struct State {
        var source: SignalProducer<Value, Error>?
        var values: [Value] = []
        var terminal: Signal<Value, Error>.Event?
        var attached: [UInt: Attached] = [:]
        var nextID: UInt = 0
    }

    private let capacity: Int
    private let state: Locked<State>
    /// Interrupts the shared start when the last reference to this buffer goes away.
    private let sourceStart = SerialDisposable()

    init(source: SignalProducer<Value, Error>, capacity: Int) {
        self.capacity = capacity
        state = Locked(State(source: source))
    }

    deinit {
        sourceStart.disposeAsTeardown()
    }

    /// Attaches one start of the replaying producer.
    func attach(_ observer: Signal<Value, Error>.Observer, _ lifetime: Lifetime) {
        let (id, replay, terminal, sourceToStart) = state.withLock { state in
            let id = state.nextID
            state.nextID += 1
            if state.terminal == nil {
                state.attached[id] = Attached(observer: observer, backlog: [], isReplaying: true)
            }
            defer { state.source = nil }
            return (id, state.values, state.terminal, state.source)
        }
        // The start keeps the buffer, and with it the shared start, alive.
        lifetime.observeEnded { [self] in
            let detached = state.withLock { $0.attached.removeValue(forKey: id) }
            _ = detached
        }
        for value in replay { observer.send(value: value) }
        if let terminal { return observer.send(terminal) }
        drainBacklog(of: id)
        if let sourceToStart {
            sourceStart.inner = sourceToStart.start { [weak self] event in self?.receive(event) }
        }
    }

    /// Sends what arrived during the replay, until the observer has caught up and is live.
    private func drainBacklog(of id: UInt) {
        while true {
            let (backlog, observer) = state.withLock {
                state -> ([Signal<Value, Error>.Event], Signal<Value, Error>.Observer?) in
                guard var attached = state.attached[id] else { return ([], nil) }
                defer { state.attached[id] = attached }
                if attached.backlog.isEmpty {
                    attached.isReplaying = false
                    return ([], nil)
                }
                defer { attached.backlog = [] }
                return (attached.backlog, attached.observer)
            }
            guard let observer else { return }
            for event in backlog { observer.send(event) }
        }
    }

    /// Records an event of the shared start and passes it on to the live observers.
    private func receive(_ event: Signal<Value, Error>.Event) {
        let (live, dropped) = state.withLock { state -> ([Signal<Value, Error>.Observer], [Value]) in
            var dropped: [Value] = []
            switch event {
            case .value(let value):
                if capacity > 0 {
                    state.values.append(value)
                    if state.values.count > capacity {
                        dropped = Array(state.values.prefix(state.values.count - capacity))
                        state.values.removeFirst(state.values.count - capacity)
                    }
                }
            case .failed, .completed, .interrupted:
                state.terminal = event
            }
            var live: [Signal<Value, Error>.Observer] = []
            for id in state.attached.keys {
                if state.attached[id]!.isReplaying {
                    state.attached[id]!.backlog.append(event)
                } else {
                    live.append(state.attached[id]!.observer)
                }
            }
            return (live, dropped)
        }
        _ = dropped
        for observer in live { observer.send(event) }
    }
}
