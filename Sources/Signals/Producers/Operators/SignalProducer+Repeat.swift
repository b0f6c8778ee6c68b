extension SignalProducer {
    /// Starts this producer `count` times in a row, each start after the previous one completed.
    ///
    /// Values of every round are forwarded; the result completes after the last round. A failure or interruption
    /// ends it at once. Rounds that complete synchronously are restarted in a loop, not by recursion, so large
    /// counts do not grow the stack.
    ///
    /// - Parameter count: How many times to start; must not be negative. Zero completes at once; one is this
    ///   producer itself.
    /// - Returns: A producer of the values of every round.
    public func `repeat`(_ count: Int) -> SignalProducer {
        precondition(count >= 0, "repeat(_:) needs a count of zero or more, not \(count)")
        if count == 0 { return .empty }
        if count == 1 { return self }
        return SignalProducer { observer, lifetime in
            RepeatRun(self, count: count, observer: observer, lifetime: lifetime).startRounds()
        }
    }
}

/// One start of `repeat`: starts the rounds one after the other.
final class RepeatRun<Value, Error: Swift.Error>: Sendable {
    // `state` is only touched under its lock; the other properties are immutable.
    private struct State {
        var remaining: Int
        /// Whether a round is being started on some thread right now.
        var isStarting = false
        /// Whether the round being started completed before its start returned.
        var completedWhileStarting = false
    }

    private enum Completion {
        case finished
        case restart
        case restartAfterStart
    }

    private let producer: SignalProducer<Value, Error>
    private let observer: Signal<Value, Error>.Observer
    private let lifetime: Lifetime
    private let current = SerialDisposable()
    private let state: Locked<State>

    init(
        _ producer: SignalProducer<Value, Error>,
        count: Int,
        observer: Signal<Value, Error>.Observer,
        lifetime: Lifetime
    ) {
        self.producer = producer
        self.observer = observer
        self.lifetime = lifetime
        state = Locked(State(remaining: count))
        lifetime += current
    }

    /// Starts rounds until one is still running when its start returns.
    func startRounds() {
        var again = true
        while again, !lifetime.hasEnded {
            state.withLock {
                $0.isStarting = true
                $0.completedWhileStarting = false
            }
            producer.startWithSignal { signal, interruptHandle in
                current.inner = interruptHandle
                signal.observe { [self] event in
                    guard case .completed = event else { return observer.send(event) }
                    roundCompleted()
                }
            }
            again = state.withLock { state in
                state.isStarting = false
                return state.completedWhileStarting
            }
        }
    }

    private func roundCompleted() {
        let completion = state.withLock { state -> Completion in
            state.remaining -= 1
            if state.remaining == 0 { return .finished }
            if state.isStarting {
                state.completedWhileStarting = true
                return .restartAfterStart
            }
            return .restart
        }
        switch completion {
        case .finished: observer.sendCompleted()
        case .restart: startRounds()
        case .restartAfterStart: break
        }
    }
}
