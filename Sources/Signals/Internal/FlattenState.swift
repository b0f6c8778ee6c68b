/// The engine of `flatten(_:)` and `flatMap(_:_:)` on signals, producers and properties: receives the outer signal's
/// events and the inner signals' events, decides under its lock, and sends, starts and disposes after it.
///
/// Outputs are sent in decision order through ``OrderedActions``. Starting an inner signal (observing it) and disposing
/// of inner observations are done by the thread that decided them, after the lock; an event of an inner signal that the
/// state no longer counts as active is dropped, so a late event of a replaced or losing inner signal never passes.
@usableFromInline
final class FlattenCore<Inner, Value, Error: Swift.Error>: @unchecked Sendable {
    // Safety: the mutable state lives in `actions`, under its lock; the other stored properties are immutable (a
    // flattened property's output sends into a `FlattenedPropertySignal`, set once under that lock).
    @usableFromInline
    typealias Output = Signal<Value, Error>.Event

    @usableFromInline
    let actions: OrderedActions<FlattenState<Inner>, Output>
    @usableFromInline
    let output: Signal<Value, Error>.Observer
    /// Observes an inner signal (or starts whatever `Inner` stands for), handing its events to the given closure.
    @usableFromInline
    let startInner: (Inner, @escaping (Output) -> Void) -> Disposable?

    /// Creates a flatten that sends into `output`.
    ///
    /// - Parameter isPerforming: Whether the creating thread sends what is decided, once it calls
    ///   ``OrderedActions/performQueued(startingWith:_:)`` (a flattened property, whose signal does not exist yet).
    @inlinable
    init(
        _ strategy: FlattenStrategy,
        output: Signal<Value, Error>.Observer,
        isPerforming: Bool = false,
        startInner: @escaping (Inner, @escaping (Output) -> Void) -> Disposable?
    ) {
        actions = OrderedActions(FlattenState(strategy.kind), isPerforming: isPerforming)
        self.output = output
        self.startInner = startInner
    }

    @inlinable
    func receiveOuter(_ event: Signal<Inner, Error>.Event) {
        let followUp = actions.decide({ $0.receiveOuter(event, into: &$1) }, perform: { self.output.send($0) })
        if let followUp { perform(followUp) }
    }

    @inlinable
    func receiveInner(_ event: Output, from slot: InnerSlot) {
        let followUp = actions.decide(
            { $0.receiveInner(event, from: slot, into: &$1) },
            perform: { self.output.send($0) }
        )
        if let followUp { perform(followUp) }
    }

    /// Called when the flattened signal's lifetime ends: disposes of every inner observation and drops waiting inners.
    @usableFromInline
    func end() {
        let followUp = actions.withState { $0.end() }
        perform(followUp)
    }

    @inlinable
    func perform(_ followUp: FlattenFollowUp<Inner>) {
        // Library teardown: letting go of an inner observation never waits for a delivery on another thread.
        followUp.disposals.disposeAsTeardown()
        // A start whose inner signal ends at once defers the next start to this loop instead of making it inside the
        // start (see `FlattenState.finish`), so any number of inner signals that end synchronously run in constant
        // stack.
        var start = followUp.start
        while let (inner, slot) = start {
            let disposable = startInner(inner) { [self] event in receiveInner(event, from: slot) }
            let attached = actions.withState { $0.attach(disposable, to: slot) }
            tearDown(attached.unneeded)
            start = attached.next
        }
        // `followUp` (with any inner signals and disposables it took out of the state) is released here, after every
        // lock.
    }
}

/// One inner signal that a flatten forwards. Its observation holds it, so checking whether an event still counts is a
/// flag read instead of a lookup.
@usableFromInline
final class InnerSlot: @unchecked Sendable {
    // Safety: `isActive` and `disposable` are only touched under the lock of the flatten that made the slot.
    /// Whether the flatten still forwards this inner signal's events.
    @usableFromInline
    var isActive = true
    /// Whether the inner signal is being observed (or started) right now: `observe` has not returned yet.
    @usableFromInline
    var isStarting = true
    /// The disposable of the observation, once `observe` has returned it; taken out when the slot is retired.
    @usableFromInline
    var disposable: Disposable?
    /// The slot's key among the active slots.
    @usableFromInline
    let id: UInt64

    @inlinable
    init(id: UInt64) {
        self.id = id
    }
}

/// What a flatten decision asks its caller to do after the lock, besides sending.
@usableFromInline
struct FlattenFollowUp<Inner> {
    /// The inner signal to observe, and its slot.
    @usableFromInline
    var start: (Inner, InnerSlot)?
    /// Observations to dispose of.
    @usableFromInline
    var disposals: [Disposable] = []
    /// Inner signals that were waiting and are dropped, released with the follow-up.
    @usableFromInline
    var dropped = PendingQueue<Inner>()

    @inlinable
    init() {}
}

/// The inner signals a flatten forwards, those waiting their turn, and whether the outer signal has completed.
@usableFromInline
struct FlattenState<Inner> {
    @usableFromInline
    let kind: FlattenStrategy.Kind
    @usableFromInline
    var nextID: UInt64 = 0
    /// The inner signals being forwarded, by slot id.
    @usableFromInline
    var active: [UInt64: InnerSlot] = [:]
    /// `concurrent`: the inner signals waiting for one being forwarded to end, oldest first.
    @usableFromInline
    var waiting = PendingQueue<Inner>()
    /// Starts decided while the inner signal that ended was still starting, left to the thread starting it, which makes
    /// them once its start has returned: this keeps inner signals that end synchronously from nesting their starts.
    @usableFromInline
    var deferredStarts = PendingQueue<(Inner, InnerSlot)>()
    /// `race`: whether an inner signal has won.
    @usableFromInline
    var hasWinner = false
    @usableFromInline
    var isOuterCompleted = false
    @usableFromInline
    var isTerminated = false

    @inlinable
    init(_ kind: FlattenStrategy.Kind) {
        self.kind = kind
    }

    @inlinable
    mutating func receiveOuter<Value, Error>(
        _ event: Signal<Inner, Error>.Event,
        into outputs: inout DecidedActions<Signal<Value, Error>.Event>
    ) -> FlattenFollowUp<Inner>? {
        guard !isTerminated else { return nil }
        switch event {
        case .value(let inner):
            var followUp = FlattenFollowUp<Inner>()
            switch kind {
            case .concurrent(let limit):
                if UInt(active.count) < limit {
                    followUp.start = begin(inner)
                } else {
                    waiting.append(inner)
                }
            case .latest:
                for slot in active.values { retire(slot, into: &followUp) }
                active.removeAll(keepingCapacity: true)
                followUp.start = begin(inner)
            case .race:
                if !hasWinner { followUp.start = begin(inner) }
            case .throttle:
                if active.isEmpty { followUp.start = begin(inner) }
            }
            return followUp
        case .failed(let error):
            terminate(with: .failed(error), into: &outputs)
        case .completed:
            isOuterCompleted = true
            completeIfDone(into: &outputs)
        case .interrupted:
            terminate(with: .interrupted, into: &outputs)
        }
        return nil
    }

    @inlinable
    mutating func receiveInner<Value, Error>(
        _ event: Signal<Value, Error>.Event,
        from slot: InnerSlot,
        into outputs: inout DecidedActions<Signal<Value, Error>.Event>
    ) -> FlattenFollowUp<Inner>? {
        guard !isTerminated, slot.isActive else { return nil }
        if case .value = event, kind != .race || hasWinner {
            outputs.append(event)
            return nil
        }
        var followUp = FlattenFollowUp<Inner>()
        if kind == .race && !hasWinner {
            hasWinner = true
            for other in active.values where other !== slot { retire(other, into: &followUp) }
            active = [slot.id: slot]
        }
        switch event {
        case .value:
            outputs.append(event)
        case .failed:
            terminate(with: event, into: &outputs)
        case .completed:
            finish(slot, into: &outputs, followUp: &followUp)
        case .interrupted:
            if kind == .race || kind == .throttle {
                terminate(with: .interrupted, into: &outputs)
            } else {
                finish(slot, into: &outputs, followUp: &followUp)
            }
        }
        return followUp
    }

    /// Records the disposable of the observation of the inner signal of `slot`, whose start has returned.
    ///
    /// - Returns: The disposable, when that inner signal is no longer forwarded and its observation must be disposed
    ///   of; and the next start that was deferred to this thread, if any.
    @inlinable
    mutating func attach(
        _ disposable: Disposable?,
        to slot: InnerSlot
    ) -> (unneeded: Disposable?, next: (Inner, InnerSlot)?) {
        slot.isStarting = false
        let next = isTerminated ? nil : deferredStarts.popFirst()
        guard slot.isActive else { return (disposable, next) }
        slot.disposable = disposable
        return (nil, next)
    }

    /// Ends the flatten: every inner observation is to be disposed of, every waiting inner signal released.
    @usableFromInline
    mutating func end() -> FlattenFollowUp<Inner> {
        isTerminated = true
        var followUp = FlattenFollowUp<Inner>()
        for slot in active.values { retire(slot, into: &followUp) }
        active = [:]
        swap(&followUp.dropped, &waiting)
        while let (inner, _) = deferredStarts.popFirst() { followUp.dropped.append(inner) }
        return followUp
    }

    @inlinable
    mutating func begin(_ inner: Inner) -> (Inner, InnerSlot) {
        (inner, beginSlot())
    }

    @inlinable
    mutating func beginSlot() -> InnerSlot {
        let slot = InnerSlot(id: nextID)
        nextID += 1
        active[slot.id] = slot
        return slot
    }

    /// Stops forwarding the inner signal of `slot`; its observation is disposed of after the lock. The caller removes
    /// the slot from `active`.
    @inlinable
    func retire(_ slot: InnerSlot, into followUp: inout FlattenFollowUp<Inner>) {
        slot.isActive = false
        if let disposable = slot.disposable.take() { followUp.disposals.append(disposable) }
    }

    /// An inner signal has ended without ending the flatten: forward the next waiting one, or complete.
    @inlinable
    mutating func finish<Value, Error>(
        _ slot: InnerSlot,
        into outputs: inout DecidedActions<Signal<Value, Error>.Event>,
        followUp: inout FlattenFollowUp<Inner>
    ) {
        // The observation ended with its signal; disposing of it again is harmless and releases it after the lock.
        retire(slot, into: &followUp)
        active.removeValue(forKey: slot.id)
        if let next = waiting.popFirst() {
            if slot.isStarting {
                // The inner signal ended inside its own start: the thread starting it makes the next start once that
                // start has returned, in a loop, rather than nested in it.
                deferredStarts.append(begin(next))
            } else {
                followUp.start = begin(next)
            }
        } else {
            completeIfDone(into: &outputs)
        }
    }

    @inlinable
    mutating func completeIfDone<Value, Error>(into outputs: inout DecidedActions<Signal<Value, Error>.Event>) {
        if isOuterCompleted && active.isEmpty && waiting.isEmpty {
            terminate(with: .completed, into: &outputs)
        }
    }

    @inlinable
    mutating func terminate<Value, Error>(
        with event: Signal<Value, Error>.Event,
        into outputs: inout DecidedActions<Signal<Value, Error>.Event>
    ) {
        isTerminated = true
        outputs.append(event)
    }
}
