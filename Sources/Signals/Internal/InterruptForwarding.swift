/// Where the interruption of a lifted producer's start goes: the start of the producer it lifts.
///
/// Disposing of the start of `producer.map(f)` interrupts the start of `producer`, and its `interrupted` reaches the
/// observer through `map`, as in ReactiveSwift, where interrupting a start interrupts its source and the event flows
/// down through the operators. An operator that sends on a scheduler (`observe(on:)`, `delay`, `throttle`,
/// `debounce`, `lazyMap`, `collect(every:)`) forwards to its ``InterruptionGate`` instead, which interrupts at once
/// and delivers `interrupted` on the scheduler (`deliversLater`).
///
/// A value (a class-bound existential and a flag), so recording it in a start costs no allocation.
@usableFromInline
struct InterruptForwarding: Sendable {
    /// The interrupt handle of the start of the lifted producer.
    @usableFromInline
    let upstream: Disposable
    /// Whether `interrupted` is sent later, on a scheduler, by `upstream` itself (the disposable of an
    /// ``InterruptionGate``). Otherwise the signal is interrupted once the upstream start has ended, in case the
    /// operator did not forward its `interrupted`.
    @usableFromInline
    let deliversLater: Bool

    @inlinable
    init(upstream: Disposable, deliversLater: Bool) {
        self.upstream = upstream
        self.deliversLater = deliversLater
    }

    /// Interrupts the upstream start; unless the operator delivers later, makes sure `core` ends once the upstream
    /// start has ended.
    @usableFromInline
    func forward<Value, Error>(interrupting core: SignalCore<Value, Error>) {
        upstream.dispose()
        guard !deliversLater else { return }
        if let ending = upstream as? EndReporting {
            // Usually the upstream has ended already and its `interrupted` has ended `core` through the operator;
            // this only catches an operator that does not forward `interrupted`.
            ending.whenEnded(dispose: AnyDisposable { core.send(.interrupted) })
        } else {
            core.send(.interrupted)
        }
    }
}

extension SignalCore {
    /// What a request to interrupt the signal does, decided under the lock.
    @usableFromInline
    enum InterruptionRequest {
        /// Send `interrupted` into the signal.
        case send
        /// Interrupt the start of the lifted producer instead.
        case forward(InterruptForwarding)
        /// Nothing: the signal has ended, or the interruption was already forwarded.
        case ignore
    }

    /// Decides what an interruption of a producer's start does: see ``InterruptForwarding``.
    @inlinable
    func requestInterruption() -> InterruptionRequest {
        withStateLock { state in
            guard state.isAccepting, !state.isInterruptForwarded else { return .ignore }
            guard let forwarding = state.interruptForwarding else { return .send }
            state.isInterruptForwarded = true
            return .forward(forwarding)
        }
    }

    /// Makes interruptions of this signal's start go to `upstream`, the start of the producer a lifted operator lifts.
    @inlinable
    func forwardInterruption(to upstream: Disposable, deliversLater: Bool) {
        let forwarding = InterruptForwarding(upstream: upstream, deliversLater: deliversLater)
        let unneeded = withStateLock { state -> InterruptForwarding? in
            guard state.isAccepting else { return forwarding }
            state.interruptForwarding = forwarding
            return nil
        }
        _ = unneeded
    }
}
