/// Makes a property from several properties: from their latest values (`combineLatest`, `and`, `all`...) or from
/// their values taken in step (`zip`).
///
/// Each source is observed through ``PropertyProtocol/observeChanges(_:)``, so no source property object is kept
/// alive, and its values go to a typed ``AggregateSlot``, so combining them needs no cast. Decisions are taken under
/// one lock and sent after it, in decision order, through ``OrderedActions`` as for signals. What the lock replaces (a
/// source's previous value) is released after it.
@usableFromInline
final class PropertyCombiner<Value>: @unchecked Sendable {
    // Safety: `state`, and the slots it lists, are only touched under the lock of `state`; `combine` is immutable and
    // is our own code (it reads the slots into a tuple or an array, or reduces Booleans), so it may run under the lock.
    // The events decided for the derived signal are sent after the lock, one thread at a time (see ``OrderedActions``).

    /// How the sources' values make the derived value.
    @usableFromInline
    enum Mode {
        /// Each change of a source makes a value from the latest value of every source.
        case latest
        /// A value is made once every source has a change not used yet; each change is used once.
        case zip
    }

    @usableFromInline
    let state: OrderedActions<CombinerState<Value>, DerivedEvent<Value>>

    /// Makes the derived value from the slots' current values; called under the lock.
    @usableFromInline
    let combine: () -> Value

    /// Creates a combiner of sources whose values go to `slots`, in order.
    @inlinable
    init(_ mode: Mode, slots: [any AggregateSlotProtocol], combine: @escaping () -> Value) {
        precondition(!slots.isEmpty, "A combined property needs at least one source")
        state = OrderedActions(CombinerState(mode: mode, slots: slots))
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
        state.withState { state in
            // In `latest` mode, a change that arrived meanwhile is newer than the value read here; in `zip` mode the
            // value read here is the source's first, ahead of any change. The derived signal does not exist yet, so a
            // finished source decides nothing to send.
            if state.mode == .zip || !slot.isChanged { slot.latest = current }
            if observation == nil {
                var nothing = DecidedActions<DerivedEvent<Value>>()
                state.finish(index, into: &nothing)
            }
        }
        return observation
    }

    /// Creates the derived property once every source is attached; `observations` end when its signal ends.
    @_semantics("optimize.sil.specialize.generic.never")
    @usableFromInline
    func makeProperty(_ observations: [Disposable?]) -> Property<Value> {
        let (core, released) = state.decide(
            { state, sends in state.start(combine, into: &sends) },
            perform: { $0.send() })
        withExtendedLifetime(released) {}
        if core.isAccepting {
            let lifetime = Lifetime()
            for observation in observations { lifetime += observation }
            core.adoptLifetime(lifetime)
        }
        return Property(core: core)
    }

    /// Receives an event of the source at `index`, whose values go to `slot`.
    @inlinable
    func receive<Element>(_ event: Signal<Element, Never>.Event, in slot: AggregateSlot<Element>, at index: Int) {
        let replaced = state.decide(
            { state, sends -> (Element?, [Any?]) in
                guard case .value(let value) = event else {
                    state.finish(index, into: &sends)
                    return (nil, [])
                }
                switch state.mode {
                case .latest:
                    let replaced = slot.latest
                    slot.latest = value
                    slot.isChanged = true
                    if let output = state.output { sends.append(DerivedEvent(.value(combine()), to: output)) }
                    return (replaced, [])
                case .zip:
                    slot.unused.append(value)
                    return (nil, state.zipStep(combine, into: &sends) ?? [])
                }
            },
            perform: { $0.send() })
        // A replaced value may run a deinit that uses a source: it goes after the lock.
        withExtendedLifetime(replaced) {}
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
    @_semantics("optimize.sil.specialize.generic.never")
    @usableFromInline
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

/// An event decided for the signal of a combined property, sent after the lock.
@usableFromInline
struct DerivedEvent<Value> {
    @usableFromInline
    let event: Signal<Value, Never>.Event
    @usableFromInline
    let output: SignalCore<Value, Never>

    @inlinable
    init(_ event: Signal<Value, Never>.Event, to output: SignalCore<Value, Never>) {
        self.event = event
        self.output = output
    }

    /// Sends the event, after the lock.
    @inlinable
    func send() {
        output.send(event)
    }
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

    @inlinable
    init(mode: PropertyCombiner<Value>.Mode, slots: [any AggregateSlotProtocol]) {
        self.mode = mode
        self.slots = slots
        isFinished = Array(repeating: false, count: slots.count)
        unfinishedSources = slots.count
    }

    /// Creates the derived signal from the slots, once every source is attached, and decides what to send into it
    /// (`zip` steps that became complete meanwhile, or the end). Returns it and the values it replaced, to release
    /// after the lock.
    @usableFromInline
    mutating func start(
        _ combine: () -> Value,
        into sends: inout DecidedActions<DerivedEvent<Value>>
    ) -> (SignalCore<Value, Never>, [Any?]) {
        let core = SignalCore<Value, Never>.make(currentValue: combine())
        output = core
        var released: [Any?] = []
        while let replaced = zipStep(combine, into: &sends) { released += replaced }
        if isEnded { sends.append(DerivedEvent(.completed, to: core)) }
        return (core, released)
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
    mutating func finish(_ index: Int, into sends: inout DecidedActions<DerivedEvent<Value>>) {
        guard !isFinished[index] else { return }
        isFinished[index] = true
        unfinishedSources -= 1
        guard let output, isEnded else { return }
        sends.append(DerivedEvent(.completed, to: output))
    }

    /// In `zip` mode, once the derived signal exists and every source has an unused change: makes them current and
    /// decides to send their combination (and the end, if a source is now used up). Returns the values replaced, to
    /// release after the lock; `nil` when no step can be taken.
    @inlinable
    mutating func zipStep(_ combine: () -> Value, into sends: inout DecidedActions<DerivedEvent<Value>>) -> [Any?]? {
        guard mode == .zip, let output, slots.allSatisfy(\.hasUnused) else { return nil }
        let replaced = slots.map { $0.useNextChange() }
        sends.append(DerivedEvent(.value(combine()), to: output))
        // Behind the value, in decision order.
        if isEnded { sends.append(DerivedEvent(.completed, to: output)) }
        return replaced
    }
}
