/// Makes a property from several properties: from their latest values (`combineLatest`, `and`, `all`...) or from
/// their values taken in step (`zip`).
///
/// Each source is observed through ``PropertyProtocol/observeChanges(_:)``, so no source property object is kept
/// alive. Decisions are taken under one lock and sent after it; the first thread with something to send becomes the
/// sender and also sends what other threads decide meanwhile, so the derived signal gets values in decision order.
/// What the lock replaces (a source's previous value) is released after it.
@usableFromInline
final class PropertyCombiner<Element, Value>: @unchecked Sendable {
    // Safety: `state` is only touched under its lock; `combine` is immutable and is our own code (it builds a tuple or
    // an array, or reduces Booleans), so it may run under the lock.

    /// How the sources' values make the derived value.
    @usableFromInline
    enum Mode {
        /// Each change of a source makes a value from the latest value of every source.
        case latest
        /// A value is made once every source has a value not used yet; each is used once.
        case zip
    }

    /// Registers an observer of one source and returns the source's current value and the observation.
    @usableFromInline
    typealias Registration = (
        _ receive: @escaping (Signal<Element, Never>.Event) -> Void
    ) -> (current: Element, observation: Disposable?)

    @usableFromInline
    let state: Locked<CombinerState<Element, Value>>

    @usableFromInline
    let combine: ([Element]) -> Value

    @usableFromInline
    init(mode: Mode, sourceCount: Int, combine: @escaping ([Element]) -> Value) {
        state = Locked(CombinerState(mode: mode, sourceCount: sourceCount))
        self.combine = combine
    }

    /// Creates the derived property of `sources`, which must not be empty.
    @usableFromInline
    static func makeProperty(
        _ mode: Mode,
        _ sources: [Registration],
        combine: @escaping ([Element]) -> Value
    ) -> Property<Value> {
        precondition(!sources.isEmpty, "A combined property needs at least one source")
        let combiner = PropertyCombiner(mode: mode, sourceCount: sources.count, combine: combine)
        var observations: [Disposable] = []
        var firsts: [Element] = []
        var endedSources: [Int] = []
        for (index, register) in sources.enumerated() {
            let (current, observation) = register { [combiner] event in combiner.receive(event, from: index) }
            firsts.append(current)
            if let observation { observations.append(observation) } else { endedSources.append(index) }
        }
        let (core, decision, released) = combiner.state.withLock { state in
            state.start(firsts: firsts, endedSources: endedSources, combine: combiner.combine)
        }
        withExtendedLifetime(released) {}
        combiner.send(from: decision)
        if core.state.withLock({ $0.isAccepting }) {
            let (lifetime, token) = Lifetime.make()
            for observation in observations { lifetime += observation }
            core.adoptLifetimeToken(token)
        }
        return Property(core: core)
    }

    /// Receives an event of the source at `index`.
    @inlinable
    func receive(_ event: Signal<Element, Never>.Event, from index: Int) {
        let (decision, released) = state.withLock { state in
            state.receive(event, from: index, combine: combine)
        }
        // A replaced value may run a deinit that uses a source: it goes after the lock.
        withExtendedLifetime(released) {}
        send(from: decision)
    }

    /// Sends the decided event, then what other threads queue meanwhile, until nothing is left.
    @inlinable
    func send(from decision: CombinerDecision<Value>) {
        var next = decision
        while case .send(let event, let output) = next {
            output.send(event)
            next = state.withLock { $0.nextQueuedOutput() }
        }
    }
}

/// What the combiner's caller does once the lock is released.
@usableFromInline
enum CombinerDecision<Value> {
    /// Send this event into the derived signal, then ask for the next queued one.
    case send(Signal<Value, Never>.Event, to: SignalCore<Value, Never>)
    /// Nothing to send now: nothing changed, or the thread already sending will send it.
    case none
}

/// Everything the combiner's lock protects.
@usableFromInline
struct CombinerState<Element, Value> {
    @usableFromInline
    let mode: PropertyCombiner<Element, Value>.Mode
    /// `latest` mode, once started: each source's latest value.
    @usableFromInline
    var latest: [Element] = []
    /// `latest` mode, while the property is created: a change of a source that arrived meanwhile.
    @usableFromInline
    var earlyChanges: [Element?]
    /// `zip` mode: each source's changes not used yet, oldest first.
    @usableFromInline
    var unused: [PendingQueue<Element>]
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

    @usableFromInline
    init(mode: PropertyCombiner<Element, Value>.Mode, sourceCount: Int) {
        self.mode = mode
        earlyChanges = Array(repeating: nil, count: mode == .latest ? sourceCount : 0)
        unused = Array(repeating: PendingQueue(), count: mode == .zip ? sourceCount : 0)
        isFinished = Array(repeating: false, count: sourceCount)
        unfinishedSources = sourceCount
    }

    /// Creates the derived signal from the sources' values when they were observed, and the changes that arrived
    /// since. Returns it, what to send into it (zipped steps that became complete meanwhile), and the values it
    /// replaced, to release after the lock.
    @usableFromInline
    mutating func start(
        firsts: [Element],
        endedSources: [Int],
        combine: ([Element]) -> Value
    ) -> (SignalCore<Value, Never>, CombinerDecision<Value>, [Element]) {
        var released: [Element] = []
        let initial: Value
        switch mode {
        case .latest:
            // A change that arrived meanwhile is newer than the value read when its source was observed.
            latest = firsts
            for index in latest.indices {
                if let newer = earlyChanges[index].take() {
                    released.append(latest[index])
                    latest[index] = newer
                }
            }
            earlyChanges = []
            initial = combine(latest)
        case .zip:
            // The values read when the sources were observed are the first of each, ahead of any change.
            initial = combine(firsts)
        }
        let core = SignalCore<Value, Never>(currentValue: initial)
        output = core
        for index in endedSources { finish(index) }
        var decision = CombinerDecision<Value>.none
        while mode == .zip, let step = takeZipStep() {
            let next = enqueue(.value(combine(step)), to: core)
            if case .send = next { decision = next }
        }
        if isEnded, case .send = enqueue(.completed, to: core) {
            decision = .send(.completed, to: core)
        }
        return (core, decision, released)
    }

    /// Takes the oldest unused value of every source, if each has one.
    @inlinable
    mutating func takeZipStep() -> [Element]? {
        guard unused.allSatisfy({ !$0.isEmpty }) else { return nil }
        var step: [Element] = []
        step.reserveCapacity(unused.count)
        for source in unused.indices {
            if let element = unused[source].popFirst() { step.append(element) }
        }
        return step
    }

    /// Whether the derived signal has nothing more to send.
    @usableFromInline
    var isEnded: Bool {
        switch mode {
        case .latest:
            return unfinishedSources == 0
        case .zip:
            // A source that has ended and whose values are all used can never complete another step.
            return isFinished.indices.contains { isFinished[$0] && unused[$0].isEmpty }
        }
    }

    @usableFromInline
    mutating func finish(_ index: Int) {
        guard !isFinished[index] else { return }
        isFinished[index] = true
        unfinishedSources -= 1
    }

    /// Records an event of the source at `index` and decides what to send. Returns the replaced value, to release
    /// after the lock.
    @inlinable
    mutating func receive(
        _ event: Signal<Element, Never>.Event,
        from index: Int,
        combine: ([Element]) -> Value
    ) -> (CombinerDecision<Value>, Element?) {
        guard case .value(let value) = event else {
            finish(index)
            guard let output, isEnded else { return (.none, nil) }
            return (enqueue(.completed, to: output), nil)
        }
        switch mode {
        case .latest:
            guard let output else {
                // Still being created: keep the change for `start`.
                let replaced = earlyChanges[index].take()
                earlyChanges[index] = value
                return (.none, replaced)
            }
            let replaced = latest[index]
            latest[index] = value
            return (enqueue(.value(combine(latest)), to: output), replaced)
        case .zip:
            unused[index].append(value)
            guard let output, let step = takeZipStep() else { return (.none, nil) }
            let decision = enqueue(.value(combine(step)), to: output)
            if isEnded { _ = enqueue(.completed, to: output) }
            return (decision, nil)
        }
    }

    @inlinable
    mutating func enqueue(
        _ event: Signal<Value, Never>.Event,
        to output: SignalCore<Value, Never>
    ) -> CombinerDecision<Value> {
        guard !isSending else {
            queued.append(event)
            return .none
        }
        isSending = true
        return .send(event, to: output)
    }

    /// The next event queued while the caller was sending; stops the caller being the sender when there is none.
    @inlinable
    mutating func nextQueuedOutput() -> CombinerDecision<Value> {
        if let event = queued.popFirst(), let output { return .send(event, to: output) }
        isSending = false
        return .none
    }
}

extension PropertyCombiner {
    /// The registration of a source whose values are stored as they are.
    @inlinable
    static func register<Source: PropertyProtocol>(_ source: Source) -> Registration where Source.Value == Element {
        { receive in source.observeChanges(receive) }
    }

    /// The registration of a source whose values are stored as `Any`, for a tuple of sources of different types.
    @inlinable
    static func register<Source: PropertyProtocol>(_ source: Source) -> Registration where Element == Any {
        { receive in
            let (current, observation) = source.observeChanges { event in receive(event.map { $0 as Any }) }
            return (current, observation)
        }
    }
}
