/// How a flattened property observes one inner property, from its current value on, without keeping a property object
/// of this library alive.
@usableFromInline
struct InnerPropertyStart<Value> {
    /// Observes the inner property: its current value first, in its own order, then every change, then `completed`
    /// (or `interrupted`) when it is gone. An inner property already gone sends its last value, then `interrupted`.
    @usableFromInline
    let start: (@escaping (Signal<Value, Never>.Event) -> Void) -> Disposable?

    @inlinable
    init<Inner: PropertyProtocol>(_ property: Inner) where Inner.Value == Value {
        let signal = property.signal
        if signal.core.state.withLock({ $0.tracksValue }) {
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
/// after it; the first thread with something to send becomes the sender and also sends what other threads decide
/// meanwhile. Starting and disposing of inner observations are done by the deciding thread, after the lock.
@usableFromInline
final class PropertyFlattener<Value>: @unchecked Sendable {
    // Safety: `state`, and the slots it lists, are only touched under the lock of `state`.
    @usableFromInline
    let state: Locked<PropertyFlattenState<Value>>

    @inlinable
    init(_ strategy: FlattenStrategy) {
        state = Locked(PropertyFlattenState(strategy.kind))
    }

    /// Creates the flattened property of `outer`, whose values `makeInner` turns into inner properties.
    @inlinable
    static func makeProperty<Outer: PropertyProtocol, Inner: PropertyProtocol>(
        _ strategy: FlattenStrategy,
        _ outer: Outer,
        _ makeInner: @escaping (Outer.Value) -> Inner
    ) -> Property<Value> where Inner.Value == Value {
        let flattener = PropertyFlattener(strategy)
        // The first inner property's slot exists before the outer property is observed, so that any change of the
        // outer property, which is newer, is decided after it.
        let firstSlot = flattener.state.withLock { $0.beginFirst() }
        let (outerCurrent, outerObservation) = outer.observeChanges { [flattener] event in
            // `makeInner` is user code: it runs here, in the outer property's delivery, before any lock.
            flattener.receiveOuter(event.map { InnerPropertyStart(makeInner($0)) })
        }
        let first = makeInner(outerCurrent)
        let (firstCurrent, firstObservation) = first.observeChanges { [flattener] event in
            flattener.receiveInner(event, from: firstSlot)
        }
        let (core, decision, followUp) = flattener.state.withLock { state in
            state.start(
                with: firstCurrent,
                firstObservation: firstObservation,
                isOuterEnded: outerObservation == nil
            )
        }
        flattener.perform(followUp)
        flattener.send(from: decision)
        if core.state.withLock({ $0.isAccepting }) {
            let lifetime = Lifetime()
            lifetime += outerObservation
            lifetime.observeEnded { [flattener] in flattener.end() }
            core.adoptLifetime(lifetime)
        }
        return Property(core: core)
    }

    @inlinable
    func receiveOuter(_ event: Signal<InnerPropertyStart<Value>, Never>.Event) {
        let (decision, followUp) = state.withLock { $0.receiveOuter(event) }
        perform(followUp)
        send(from: decision)
    }

    @inlinable
    func receiveInner(_ event: Signal<Value, Never>.Event, from slot: InnerSlot) {
        let (decision, followUp) = state.withLock { $0.receiveInner(event, from: slot) }
        perform(followUp)
        send(from: decision)
    }

    /// Called when the flattened property's signal ends: disposes of every inner observation, drops waiting inners.
    @usableFromInline
    func end() {
        let followUp = state.withLock { $0.end() }
        perform(followUp)
    }

    /// Disposes of and starts what a decision asked for, after the lock.
    @inlinable
    func perform(_ followUp: PropertyFlattenFollowUp<Value>) {
        followUp.disposals.disposeAsTeardown()
        if let (inner, slot) = followUp.start {
            let observation = inner.start { [self] event in receiveInner(event, from: slot) }
            let unneeded = state.withLock { $0.attach(observation, to: slot) }
            tearDown(unneeded)
        }
        // `followUp`, with any inner start or disposable it took out of the state, is released here, after every lock.
    }

    /// Sends the decided event, then what other threads queue meanwhile, until nothing is left.
    @inlinable
    func send(from decision: DerivedPropertyDecision<Value>) {
        var next = decision
        while case .send(let event, let output) = next {
            output.send(event)
            next = state.withLock { $0.nextQueuedOutput() }
        }
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

    @inlinable
    init() {}
}

/// The inner properties a flattened property follows, those waiting their turn, and the queue of values to send.
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
    @usableFromInline
    var queued = PendingQueue<Signal<Value, Never>.Event>()
    /// Whether a thread sends the queued events; the creating thread is the sender until the derived signal exists.
    @usableFromInline
    var isSending = true

    @inlinable
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

    /// Creates the derived signal from the first inner property's value, then hands the events decided meanwhile to
    /// the creating thread, which becomes the sender.
    @usableFromInline
    mutating func start(
        with first: Value,
        firstObservation: Disposable?,
        isOuterEnded: Bool
    ) -> (SignalCore<Value, Never>, DerivedPropertyDecision<Value>, PropertyFlattenFollowUp<Value>) {
        let core = SignalCore<Value, Never>(currentValue: first)
        output = core
        var followUp = PropertyFlattenFollowUp<Value>()
        if let slot = active[0] {
            if let firstObservation {
                slot.disposable = firstObservation
            } else {
                finish(slot, followUp: &followUp)
            }
        } else if let firstObservation {
            followUp.disposals.append(firstObservation)
        }
        if isOuterEnded {
            isOuterCompleted = true
            completeIfDone()
        }
        return (core, nextQueuedOutput(), followUp)
    }

    @inlinable
    mutating func receiveOuter(
        _ event: Signal<InnerPropertyStart<Value>, Never>.Event
    ) -> (DerivedPropertyDecision<Value>, PropertyFlattenFollowUp<Value>) {
        var followUp = PropertyFlattenFollowUp<Value>()
        guard !isTerminated else { return (.none, followUp) }
        guard case .value(let inner) = event else {
            isOuterCompleted = true
            return (completeIfDone(), followUp)
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
        return (.none, followUp)
    }

    @inlinable
    mutating func receiveInner(
        _ event: Signal<Value, Never>.Event,
        from slot: InnerSlot
    ) -> (DerivedPropertyDecision<Value>, PropertyFlattenFollowUp<Value>) {
        var followUp = PropertyFlattenFollowUp<Value>()
        guard !isTerminated, slot.isActive else { return (.none, followUp) }
        guard case .value = event else {
            let decision = finish(slot, followUp: &followUp)
            return (decision, followUp)
        }
        return (enqueue(event), followUp)
    }

    /// Records the observation of the inner property of `slot`.
    ///
    /// - Returns: The observation, when that inner property is no longer followed and it must be disposed of.
    @inlinable
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

    @inlinable
    mutating func begin() -> InnerSlot {
        let slot = InnerSlot(id: nextID)
        nextID += 1
        active[slot.id] = slot
        return slot
    }

    /// Stops following the inner property of `slot`; its observation is disposed of after the lock. The caller
    /// removes the slot from `active`.
    @inlinable
    func retire(_ slot: InnerSlot, into followUp: inout PropertyFlattenFollowUp<Value>) {
        slot.isActive = false
        if let disposable = slot.disposable.take() { followUp.disposals.append(disposable) }
    }

    /// An inner property is gone: follow the next waiting one, or complete.
    @inlinable
    @discardableResult
    mutating func finish(
        _ slot: InnerSlot,
        followUp: inout PropertyFlattenFollowUp<Value>
    ) -> DerivedPropertyDecision<Value> {
        retire(slot, into: &followUp)
        active.removeValue(forKey: slot.id)
        if let next = waiting.popFirst() {
            followUp.start = (next, begin())
            return .none
        }
        return completeIfDone()
    }

    @inlinable
    @discardableResult
    mutating func completeIfDone() -> DerivedPropertyDecision<Value> {
        guard isOuterCompleted, active.isEmpty, waiting.isEmpty, !isTerminated else { return .none }
        isTerminated = true
        return enqueue(.completed)
    }

    @inlinable
    mutating func enqueue(_ event: Signal<Value, Never>.Event) -> DerivedPropertyDecision<Value> {
        guard !isSending, let output else {
            queued.append(event)
            return .none
        }
        isSending = true
        return .send(event, to: output)
    }

    /// The next event queued while the caller was sending; stops the caller being the sender when there is none.
    @inlinable
    mutating func nextQueuedOutput() -> DerivedPropertyDecision<Value> {
        if let event = queued.popFirst(), let output { return .send(event, to: output) }
        isSending = false
        return .none
    }
}
