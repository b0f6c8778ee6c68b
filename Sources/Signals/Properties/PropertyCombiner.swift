/// Makes a property from several properties: from their latest values (`combineLatest`, `and`, `all`...) or from
/// their values taken in step (`zip`).
///
/// Each source is observed through ``PropertyProtocol/observeChanges(_:)``, so no source property object is kept
/// alive, and its values go to a typed ``AggregateSlot``, so combining them needs no cast. Decisions are taken under
/// one lock and sent after it; the first thread with something to send becomes the sender and also sends what other
/// threads decide meanwhile, so the derived signal gets values in decision order. What the lock replaces (a source's
/// previous value) is released after it.
@usableFromInline
final class PropertyCombiner<Value>: @unchecked Sendable {
    // Safety: `state`, and the slots it lists, are only touched under the lock of `state`; `combine` is immutable and
    // is our own code (it reads the slots into a tuple or an array, or reduces Booleans), so it may run under the lock.

    /// How the sources' values make the derived value.
    @usableFromInline
    enum Mode {
        /// Each change of a source makes a value from the latest value of every source.
        case latest
        /// A value is made once every source has a change not used yet; each change is used once.
        case zip
    }

    @usableFromInline
    let state: Locked<CombinerState<Value>>

    /// Makes the derived value from the slots' current values; called under the lock.
    @usableFromInline
    let combine: () -> Value

    /// Creates a combiner of sources whose values go to `slots`, in order.
    @inlinable
    init(_ mode: Mode, slots: [any AggregateSlotProtocol], combine: @escaping () -> Value) {
        precondition(!slots.isEmpty, "A combined property needs at least one source")
        state = Locked(CombinerState(mode: mode, slots: slots))
        self.combine = combine
    }

    /// Observes `source`, whose values go to `slot`, the one at `index`. Call it for every source, in order, then
    /// ``makeProperty(_:)``.
    ///
    /// - Returns: The observation, or `nil` if the source has ended.
    @inlinable
    func attach<Source: PropertyProtocol>(
        _ source: Source,
        to slot: AggregateSlot<Source.Value>,
        at index: Int
    ) -> Disposable? {
        let (current, observation) = source.observeChanges { [self] event in receive(event, in: slot, at: index) }
        state.withLock { state in
            // In `latest` mode, a change that arrived meanwhile is newer than the value read here; in `zip` mode the
            // value read here is the source's first, ahead of any change.
            if state.mode == .zip || !slot.isChanged { slot.latest = current }
            if observation == nil { _ = state.finish(index) }
        }
        return observation
    }

    /// Creates the derived property once every source is attached; `observations` end when its signal ends.
    @inlinable
    func makeProperty(_ observations: [Disposable?]) -> Property<Value> {
        let (core, decision, released) = state.withLock { state in state.start(combine) }
        withExtendedLifetime(released) {}
        send(from: decision)
        if core.state.withLock({ $0.isAccepting }) {
            let lifetime = Lifetime()
            for observation in observations { lifetime += observation }
            core.adoptLifetime(lifetime)
        }
        return Property(core: core)
    }

    /// Receives an event of the source at `index`, whose values go to `slot`.
    @inlinable
    func receive<Element>(_ event: Signal<Element, Never>.Event, in slot: AggregateSlot<Element>, at index: Int) {
        let (decision, replaced, replacedInStep) = state.withLock {
            state -> (DerivedPropertyDecision<Value>, Element?, [Any?]) in
            guard case .value(let value) = event else { return (state.finish(index), nil, []) }
            switch state.mode {
            case .latest:
                let replaced = slot.latest
                slot.latest = value
                slot.isChanged = true
                guard let output = state.output else { return (.none, replaced, []) }
                return (state.enqueue(.value(combine()), to: output), replaced, [])
            case .zip:
                slot.unused.append(value)
                guard let (decision, replaced) = state.zipStep(combine) else { return (.none, nil, []) }
                return (decision, nil, replaced)
            }
        }
        // A replaced value may run a deinit that uses a source: it goes after the lock.
        withExtendedLifetime((replaced, replacedInStep)) {}
        send(from: decision)
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

extension PropertyCombiner {
    /// The sources of a combined property, each with the typed slot its values go to, collected before any of them is
    /// observed.
    ///
    /// Every overload, whatever its arity, lists its sources with ``add(_:)`` and returns how to make the derived
    /// value from their slots:
    ///
    /// ```swift
    /// PropertyCombiner.makeProperty(.latest) { sources in
    ///     let slots = (sources.add(a), sources.add(b))
    ///     return { (slots.0.value, slots.1.value) }
    /// }
    /// ```
    @usableFromInline
    struct Sources {
        @usableFromInline
        var slots: [any AggregateSlotProtocol] = []
        @usableFromInline
        var attachments: [(PropertyCombiner, Int) -> Disposable?] = []

        @inlinable
        init() {}

        /// Adds `source` as the next source, observed once the combiner is created.
        ///
        /// - Returns: The slot its values go to.
        @inlinable
        mutating func add<Source: PropertyProtocol>(_ source: Source) -> AggregateSlot<Source.Value> {
            let slot = AggregateSlot<Source.Value>()
            slots.append(slot)
            attachments.append { combiner, index in combiner.attach(source, to: slot, at: index) }
            return slot
        }
    }

    /// The property derived from the sources that `makeSources` adds, whose value the function it returns makes from
    /// their slots, under the combiner's lock.
    ///
    /// - Parameters:
    ///   - mode: How the sources' values make the derived value.
    ///   - makeSources: Adds at least one source, and returns how to make the derived value.
    /// - Returns: The derived property.
    @inlinable
    static func makeProperty(_ mode: Mode, _ makeSources: (inout Sources) -> () -> Value) -> Property<Value> {
        var sources = Sources()
        let combine = makeSources(&sources)
        let combiner = PropertyCombiner(mode, slots: sources.slots, combine: combine)
        return combiner.makeProperty(sources.attachments.enumerated().map { index, attach in attach(combiner, index) })
    }

    /// The property derived from every property of `properties`, in order, whose values are arrays; `nil` if there
    /// is none.
    @inlinable
    static func makeProperty<Properties: Sequence>(
        _ mode: Mode,
        _ properties: Properties
    ) -> Property<Value>? where Properties.Element: PropertyProtocol, Value == [Properties.Element.Value] {
        let properties = Array(properties)
        guard !properties.isEmpty else { return nil }
        return makeProperty(mode) { sources in
            let slots = properties.map { sources.add($0) }
            return { slots.map(\.value) }
        }
    }
}

/// What the caller of a multi-source derived property (combined or flattened) does once the lock is released.
@usableFromInline
enum DerivedPropertyDecision<Value> {
    /// Send this event into the derived signal, then ask for the next queued one.
    case send(Signal<Value, Never>.Event, to: SignalCore<Value, Never>)
    /// Nothing to send now: nothing changed, or the thread already sending will send it.
    case none
}

/// Everything the combiner's lock protects, with the slots.
@usableFromInline
struct CombinerState<Value> {
    @usableFromInline
    let mode: PropertyCombiner<Value>.Mode
    @usableFromInline
    let slots: [any AggregateSlotProtocol]
    @usableFromInline
    var isFinished: [Bool]
    @usableFromInline
    var unfinishedSources: Int
    /// The derived signal, once created.
    @usableFromInline
    var output: SignalCore<Value, Never>?
    @usableFromInline
    var queued = PendingQueue<Signal<Value, Never>.Event>()
    @usableFromInline
    var isSending = false

    @inlinable
    init(mode: PropertyCombiner<Value>.Mode, slots: [any AggregateSlotProtocol]) {
        self.mode = mode
        self.slots = slots
        isFinished = Array(repeating: false, count: slots.count)
        unfinishedSources = slots.count
    }

    /// Creates the derived signal from the slots, once every source is attached. Returns it, what to send into it
    /// (`zip` steps that became complete meanwhile, or the end), and the values it replaced, to release after the
    /// lock.
    @usableFromInline
    mutating func start(
        _ combine: () -> Value
    ) -> (SignalCore<Value, Never>, DerivedPropertyDecision<Value>, [Any?]) {
        let core = SignalCore<Value, Never>(currentValue: combine())
        output = core
        var decision = DerivedPropertyDecision<Value>.none
        var released: [Any?] = []
        while let (next, replaced) = zipStep(combine) {
            if case .send = next { decision = next }
            released += replaced
        }
        if isEnded, case .send(let event, let output) = enqueue(.completed, to: core) {
            decision = .send(event, to: output)
        }
        return (core, decision, released)
    }

    /// Whether the derived signal has nothing more to send.
    @usableFromInline
    var isEnded: Bool {
        switch mode {
        case .latest:
            return unfinishedSources == 0
        case .zip:
            // A source that has ended and whose changes are all used can never complete another step.
            return slots.indices.contains { isFinished[$0] && !slots[$0].hasUnused }
        }
    }

    /// Records that the source at `index` has ended, and decides whether the derived signal completes.
    @usableFromInline
    mutating func finish(_ index: Int) -> DerivedPropertyDecision<Value> {
        guard !isFinished[index] else { return .none }
        isFinished[index] = true
        unfinishedSources -= 1
        guard let output, isEnded else { return .none }
        return enqueue(.completed, to: output)
    }

    /// In `zip` mode, once the derived signal exists and every source has an unused change: makes them current and
    /// decides to send their combination (and the end, if a source is now used up). Returns the decision and the
    /// values replaced, to release after the lock; `nil` when no step can be taken.
    @inlinable
    mutating func zipStep(_ combine: () -> Value) -> (DerivedPropertyDecision<Value>, [Any?])? {
        guard mode == .zip, let output, slots.allSatisfy(\.hasUnused) else { return nil }
        let replaced = slots.map { $0.useNextChange() }
        let decision = enqueue(.value(combine()), to: output)
        // Queued behind the value, which this caller or the current sender sends first.
        if isEnded { _ = enqueue(.completed, to: output) }
        return (decision, replaced)
    }

    @inlinable
    mutating func enqueue(
        _ event: Signal<Value, Never>.Event,
        to output: SignalCore<Value, Never>
    ) -> DerivedPropertyDecision<Value> {
        guard !isSending else {
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
