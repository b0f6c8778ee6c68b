/// How a flattened property observes one inner property, from its current value on, without keeping a property object
/// of this library alive.
@usableFromInline
struct InnerPropertyStart<Value> {
    /// Observes the inner property: its current value first, in its own order, then every change, then `completed`
    /// (or `interrupted`) when it is gone. An inner property already gone sends its last value, then `interrupted`.
    @usableFromInline
    let start: (@escaping (Signal<Value, Never>.Event) -> Void) -> Disposable?

    init<Inner: PropertyProtocol>(_ property: Inner) where Inner.Value == Value {
        let signal = property.signal
        if signal.core.tracksValue {
            // The signal, not only its core: a derived inner property made by `flatMap`'s transform and waiting its
            // turn keeps following its own sources, as its signal stays referenced (as in ReactiveSwift, where its
            // producer holds it). The property object itself is not kept.
            start = { signal.core.observe($0, startingWithCurrent: true) }
        } else {
            // A property of another library: its signal does not carry its value, so it is kept to be read.
            start = { action in
                let observation = CompositeDisposable()
                observation += property.startWithValues { action(.value($0)) }
                observation += property.signal.observe { event in if event.isTerminating { action(.completed) } }
                return observation
            }
        }
    }
}

/// Makes a property from a property of properties: `flatten(_:)` and `flatMap(_:_:)`.
///
/// The outer property and the inner properties are observed, never kept alive (except properties of other libraries
/// waiting their turn). Decisions are taken under one lock, following the ``FlattenStrategy`` as for signals, and sent
/// after it, in decision order, through ``OrderedActions``; the creating thread is the sender until the derived signal
/// exists. Starting and disposing of inner observations are done by the deciding thread, after the lock, before it
/// sends.
@usableFromInline
final class PropertyFlattener<Value>: @unchecked Sendable {
    // Safety: `state`, and the slots it lists, are only touched under the lock of `state`; the events decided for
    // the derived signal are sent after it, one thread at a time (see ``OrderedActions``).
    @usableFromInline
    let state: OrderedActions<PropertyFlattenState<Value>, Signal<Value, Never>.Event>

    init(_ strategy: FlattenStrategy) {
        // The creating thread sends what is decided before the derived signal exists, once it does.
        state = OrderedActions(PropertyFlattenState(strategy.kind), isPerforming: true)
    }

    /// Creates the flattened property of `outer`, whose values `makeInner` turns into inner properties.
    static func makeProperty<Outer: PropertyProtocol, Inner: PropertyProtocol>(
        _ strategy: FlattenStrategy,
        _ outer: Outer,
        _ makeInner: @escaping (Outer.Value) -> Inner
    ) -> Property<Value> where Inner.Value == Value {
        let flattener = PropertyFlattener(strategy)
        // The first inner property's slot exists before the outer property is observed, so that any change of the
        // outer property, which is newer, is decided after it.
        let firstSlot = flattener.state.withState { $0.beginFirst() }
        let (outerCurrent, outerObservation) = outer.observeChanges { [flattener] event in
            // `makeInner` is user code: it runs here, in the outer property's delivery, before any lock.
            flattener.receiveOuter(event.map { InnerPropertyStart(makeInner($0)) })
        }
        let first = makeInner(outerCurrent)
        let (firstCurrent, firstObservation) = first.observeChanges { [flattener] event in
            flattener.receiveInner(event, from: firstSlot)
        }
        let ((core, followUp), _) = flattener.state.decideFirst { state, sends in
            state.start(
                with: firstCurrent,
                firstObservation: firstObservation,
                isOuterEnded: outerObservation == nil,
                into: &sends
            )
        }
        flattener.perform(followUp)
        flattener.state.performQueued { core.send($0) }
        if core.isAccepting {
            let lifetime = Lifetime()
            lifetime += outerObservation
            lifetime.observeEnded { [flattener] in flattener.end() }
            core.adoptLifetime(lifetime)
        }
        return Property(core: core)
    }

    func receiveOuter(_ event: Signal<InnerPropertyStart<Value>, Never>.Event) {
        decide { state, sends in state.receiveOuter(event, into: &sends) }
    }

    func receiveInner(_ event: Signal<Value, Never>.Event, from slot: InnerSlot) {
        decide { state, sends in state.receiveInner(event, from: slot, into: &sends) }
    }

    /// Decides under the lock, performs the follow-up after it, then sends what was decided if this thread has become
    /// the sender (with what other threads decide meanwhile).
    func decide(
        _ decide: (inout PropertyFlattenState<Value>, inout DecidedActions<Signal<Value, Never>.Event>) ->
            PropertyFlattenFollowUp<Value>
    ) {
        let ((followUp, output), first) = state.decideFirst { state, sends in (decide(&state, &sends), state.output) }
        perform(followUp)
        guard let first else { return }
        // The creating thread stays the sender until the derived signal exists, so another thread finds it here.
        guard let output else { preconditionFailure("A flattened property sends only once its signal exists") }
        state.performQueued(startingWith: first) { output.send($0) }
    }

    /// Called when the flattened property's signal ends: disposes of every inner observation, drops waiting inners.
    @usableFromInline
    func end() {
        let followUp = state.withState { $0.end() }
        perform(followUp)
    }

    /// Disposes of and starts what a decision asked for, after the lock.
    func perform(_ followUp: PropertyFlattenFollowUp<Value>) {
        followUp.disposals.disposeAsTeardown()
        if let (inner, slot) = followUp.start {
            let observation = inner.start { [self] event in receiveInner(event, from: slot) }
            let unneeded = state.withState { $0.attach(observation, to: slot) }
            tearDown(unneeded)
        }
        // `followUp`, with any inner start or disposable it took out of the state, is released here, after every lock.
    }
}

/// What a flatten decision asks its caller to do after the lock, besides sending.
@usableFromInline
struct PropertyFlattenFollowUp<Value> {
    /// The inner property to observe, and its slot.
    @usableFromInline
    var start: (InnerPropertyStart<Value>, InnerSlot)?
    /// Observations to dispose of.
    @usableFromInline
    var disposals: [Disposable] = []
    /// Inner properties that were waiting and are dropped, released with the follow-up.
    @usableFromInline
    var dropped = PendingQueue<InnerPropertyStart<Value>>()

    init() {}
}

/// The inner properties a flattened property follows and those waiting their turn.
@usableFromInline
struct PropertyFlattenState<Value> {
    @usableFromInline
    let kind: FlattenStrategy.Kind
    @usableFromInline
    var nextID: UInt64 = 0
    /// The inner properties being followed, by slot id.
    @usableFromInline
    var active: [UInt64: InnerSlot] = [:]
    /// `concurrent` (and so `merge` and `concat`): inner properties waiting for one being followed to end.
    @usableFromInline
    var waiting = PendingQueue<InnerPropertyStart<Value>>()
    @usableFromInline
    var isOuterCompleted = false
    @usableFromInline
    var isTerminated = false
    /// The derived signal, once created.
    @usableFromInline
    var output: SignalCore<Value, Never>?

    init(_ kind: FlattenStrategy.Kind) {
        self.kind = kind
    }

    /// Begins the slot of the first inner property, the one of the outer property's value when it is observed.
    ///
    /// Its current value is the flattened property's first value, so with `race` it has won from the start, and with
    /// `throttle` or a concurrency limit it holds a place before any change of the outer property is decided.
    @usableFromInline
    mutating func beginFirst() -> InnerSlot {
        begin()
    }

    /// Creates the derived signal from the first inner property's value; the creating thread, still the sender, then
    /// sends the events decided meanwhile.
    @usableFromInline
    mutating func start(
        with first: Value,
        firstObservation: Disposable?,
        isOuterEnded: Bool,
        into sends: inout DecidedActions<Signal<Value, Never>.Event>
    ) -> (SignalCore<Value, Never>, PropertyFlattenFollowUp<Value>) {
        let core = SignalCore<Value, Never>.make(currentValue: first)
        output = core
        var followUp = PropertyFlattenFollowUp<Value>()
        if let slot = active[0] {
            if let firstObservation {
                slot.disposable = firstObservation
            } else {
                finish(slot, followUp: &followUp, into: &sends)
            }
        } else if let firstObservation {
            followUp.disposals.append(firstObservation)
        }
        if isOuterEnded {
            isOuterCompleted = true
            completeIfDone(into: &sends)
        }
        return (core, followUp)
    }

    mutating func receiveOuter(
        _ event: Signal<InnerPropertyStart<Value>, Never>.Event,
        into sends: inout DecidedActions<Signal<Value, Never>.Event>
    ) -> PropertyFlattenFollowUp<Value> {
        var followUp = PropertyFlattenFollowUp<Value>()
        guard !isTerminated else { return followUp }
        guard case .value(let inner) = event else {
            isOuterCompleted = true
            completeIfDone(into: &sends)
            return followUp
        }
        switch kind {
        case .concurrent(let limit):
            if UInt(active.count) < limit {
                followUp.start = (inner, begin())
            } else {
                waiting.append(inner)
            }
        case .latest:
            for slot in active.values { retire(slot, into: &followUp) }
            active.removeAll(keepingCapacity: true)
            followUp.start = (inner, begin())
        case .race:
            // The first inner property sent its value first: it has won, and later ones are ignored.
            break
        case .throttle:
            if active.isEmpty { followUp.start = (inner, begin()) }
        }
        return followUp
    }

    mutating func receiveInner(
        _ event: Signal<Value, Never>.Event,
        from slot: InnerSlot,
        into sends: inout DecidedActions<Signal<Value, Never>.Event>
    ) -> PropertyFlattenFollowUp<Value> {
        var followUp = PropertyFlattenFollowUp<Value>()
        guard !isTerminated, slot.isActive else { return followUp }
        guard case .value = event else {
            finish(slot, followUp: &followUp, into: &sends)
            return followUp
        }
        sends.append(event)
        return followUp
    }

    /// Records the observation of the inner property of `slot`.
    ///
    /// - Returns: The observation, when that inner property is no longer followed and it must be disposed of.
    mutating func attach(_ observation: Disposable?, to slot: InnerSlot) -> Disposable? {
        guard slot.isActive else { return observation }
        slot.disposable = observation
        return nil
    }

    /// Ends the flatten: every inner observation is to be disposed of, every waiting inner property released.
    @usableFromInline
    mutating func end() -> PropertyFlattenFollowUp<Value> {
        isTerminated = true
        var followUp = PropertyFlattenFollowUp<Value>()
        for slot in active.values { retire(slot, into: &followUp) }
        active = [:]
        swap(&followUp.dropped, &waiting)
        return followUp
    }

    mutating func begin() -> InnerSlot {
        let slot = InnerSlot(id: nextID)
        nextID += 1
        active[slot.id] = slot
        return slot
    }

    /// Stops following the inner property of `slot`; its observation is disposed of after the lock. The caller
    /// removes the slot from `active`.
    func retire(_ slot: InnerSlot, into followUp: inout PropertyFlattenFollowUp<Value>) {
        slot.isActive = false
        if let disposable = slot.disposable.take() { followUp.disposals.append(disposable) }
    }

    /// An inner property is gone: follow the next waiting one, or complete.
    mutating func finish(
        _ slot: InnerSlot,
        followUp: inout PropertyFlattenFollowUp<Value>,
        into sends: inout DecidedActions<Signal<Value, Never>.Event>
    ) {
        retire(slot, into: &followUp)
        active.removeValue(forKey: slot.id)
        if let next = waiting.popFirst() {
            followUp.start = (next, begin())
        } else {
            completeIfDone(into: &sends)
        }
    }

    mutating func completeIfDone(into sends: inout DecidedActions<Signal<Value, Never>.Event>) {
        guard isOuterCompleted, active.isEmpty, waiting.isEmpty, !isTerminated else { return }
        isTerminated = true
        sends.append(.completed)
    }
}
