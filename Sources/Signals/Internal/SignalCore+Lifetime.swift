/// The signal's own lifetime: its generator's lifetime, which it ends with the signal, and what happens when its
/// `Signal` handles or its input go away (dismantling a signal nobody can observe, interrupting one nobody can send
/// into).
extension SignalCore {
    /// The release handlers of a core of this type (see ``releaseHandlers``).
    @inlinable
    static func makeReleaseHandlers() -> ReleaseHandlers {
        ReleaseHandlers(
            output: { unsafeDowncast($0, to: SignalCore.self).outputReleased() },
            input: { unsafeDowncast($0, to: SignalCore.self).inputReleased() },
            dismantle: { unsafeDowncast($0, to: SignalCore.self).dismantle() }
        )
    }

    /// Hands the core its generator's lifetime, which it ends with the signal; ends it at once if the signal already ended.
    func adoptLifetime(_ lifetime: Lifetime) {
        let isEnded = withStateLock { state in
            guard !state.isTerminated else { return true }
            state.lifetime = lifetime
            return false
        }
        if isEnded { lifetime.end() }
    }

    /// Called when the last `Signal` handle goes away: with no observers left, nobody can ever observe it again; with
    /// its input gone too, nobody can ever send into it, so its observers are interrupted.
    @inlinable
    func outputReleased() {
        let (lifetime, isAbandoned) = withStateLock { state in
            state.isOutputReleased = true
            let lifetime = state.dismantleIfUnobservable(isObserved: !observers.isEmpty)
            return (lifetime, state.isInputReleased && state.isAccepting)
        }
        lifetime?.end()
        if isAbandoned { interruptAbandoned() }
    }

    /// Called when the input observer goes away: with the `Signal` handles gone too, nobody can ever send into the
    /// signal or observe it again, so its observers are interrupted. Observations hold their signal, so this is what
    /// frees an abandoned signal and everything downstream of it.
    @inlinable
    func inputReleased() {
        let isAbandoned = withStateLock { state in
            state.isInputReleased = true
            return state.isOutputReleased && state.isAccepting
        }
        if isAbandoned { interruptAbandoned() }
    }

    /// Interrupts a signal nobody can send into or observe any more. Not inlined into the release handlers: a signal
    /// is abandoned at most once, and usually ends otherwise.
    @_semantics("optimize.sil.specialize.generic.never")
    @usableFromInline
    func interruptAbandoned() {
        send(.interrupted)
    }
}

/// What the deinits of a signal's handles call on its core, built where the core's types are known (see
/// ``SignalCore/releaseHandlers``). Each closure gets the core.
@usableFromInline
struct ReleaseHandlers: Sendable {
    /// Calls ``SignalCore/outputReleased()``.
    @usableFromInline
    let output: @Sendable (AnyObject) -> Void
    /// Calls ``SignalCore/inputReleased()``.
    @usableFromInline
    let input: @Sendable (AnyObject) -> Void
    /// Calls ``SignalCore/dismantle()``, for the core's own deinit.
    @usableFromInline
    let dismantle: @Sendable (AnyObject) -> Void

    @inlinable
    init(
        output: @escaping @Sendable (AnyObject) -> Void,
        input: @escaping @Sendable (AnyObject) -> Void,
        dismantle: @escaping @Sendable (AnyObject) -> Void
    ) {
        self.output = output
        self.input = input
        self.dismantle = dismantle
    }
}
