/// How an aggregate of several signals turns their values into tuples.
@usableFromInline
enum AggregateStrategy: Sendable {
    /// A tuple of the latest value of every source, each time any of them sends, once all have sent one.
    case combineLatest
    /// The n-th tuple is made of the n-th value of every source.
    case zip
}

/// The sources of a signal's or producer's `combineLatest` or `zip`, each with the typed slot its values go to,
/// collected before any of them is observed or started.
///
/// Every overload, whatever its arity, lists its sources with ``add(_:)-(Signal<Element,Error>)`` and returns how to
/// make a value from their slots:
///
/// ```swift
/// Signal<(Value, B), Error>.aggregate(.zip) { sources in
///     let slots = (sources.add(a), sources.add(b))
///     return { (slots.0.value, slots.1.value) }
/// }
/// ```
@usableFromInline
struct AggregateSources<Value, Error: Swift.Error> {
    /// Observes or starts one source during the lifetime, handing its events to the aggregator with its index.
    @usableFromInline
    typealias Attachment = (_ aggregator: Aggregator<Value, Error>, _ index: Int, _ lifetime: Lifetime) -> Void

    @usableFromInline
    var slots: [any AggregateSlotProtocol] = []
    @usableFromInline
    var attachments: [Attachment] = []

    @usableFromInline
    init() {}

    /// Adds `signal` as the next source, observed once the aggregate is created.
    ///
    /// - Returns: The slot its values go to.
    @usableFromInline
    mutating func add<Element>(_ signal: Signal<Element, Error>) -> AggregateSlot<Element> {
        add { aggregator, slot, index, lifetime in
            lifetime += signal.observe { aggregator.receive($0, in: slot, at: index) }
        }
    }

    /// Adds `producer` as the next source, started once the aggregate is created; interrupting the aggregate
    /// interrupts the start.
    ///
    /// - Returns: The slot its values go to.
    @usableFromInline
    mutating func add<Element>(_ producer: SignalProducer<Element, Error>) -> AggregateSlot<Element> {
        add { aggregator, slot, index, lifetime in
            producer.startWithSignal(during: lifetime) { signal in
                // The start's interrupt handle, which the lifetime holds, detaches this observation.
                _ = signal.observe { aggregator.receive($0, in: slot, at: index) }
            }
        }
    }

    private mutating func add<Element>(
        _ attach: @escaping (Aggregator<Value, Error>, AggregateSlot<Element>, Int, Lifetime) -> Void
    ) -> AggregateSlot<Element> {
        let slot = AggregateSlot<Element>()
        slots.append(slot)
        attachments.append { aggregator, index, lifetime in attach(aggregator, slot, index, lifetime) }
        return slot
    }
}

extension Signal {
    /// The signal of an aggregate of the sources that `makeSources` adds, whose values the function it returns makes
    /// from their slots, under the aggregate's lock.
    ///
    /// With no sources the signal never sends anything, as in ReactiveSwift.
    @usableFromInline
    static func aggregate(
        _ strategy: AggregateStrategy,
        _ makeSources: (inout AggregateSources<Value, Error>) -> () -> Value
    ) -> Signal {
        var sources = AggregateSources<Value, Error>()
        let makeValue = makeSources(&sources)
        return Signal { output, lifetime in
            guard !sources.slots.isEmpty else { return }
            Aggregator.start(strategy, sources, makeValue: makeValue, output: output, lifetime: lifetime)
        }
    }
}

extension SignalProducer {
    /// The producer of an aggregate: each start adds fresh sources with `makeSources` and starts them in order.
    ///
    /// With no sources a start sends `emptySentinel`, if there is one, then completes.
    @usableFromInline
    static func aggregate(
        _ strategy: AggregateStrategy,
        emptySentinel: Value? = nil,
        _ makeSources: @escaping (inout AggregateSources<Value, Error>) -> () -> Value
    ) -> SignalProducer {
        SignalProducer { output, lifetime in
            var sources = AggregateSources<Value, Error>()
            let makeValue = makeSources(&sources)
            guard !sources.slots.isEmpty else {
                if let emptySentinel { output.send(value: emptySentinel) }
                return output.sendCompleted()
            }
            Aggregator.start(strategy, sources, makeValue: makeValue, output: output, lifetime: lifetime)
        }
    }
}

/// The engine of `combineLatest` and `zip` on signals and producers: receives the sources' events into their typed
/// slots, decides under one lock when a value is complete, and sends after the lock, in decision order (see
/// ``OrderedActions``), whichever thread each source sends on.
@usableFromInline
final class Aggregator<Value, Error: Swift.Error> {
    let output: Signal<Value, Error>.Observer
    let actions: OrderedActions<AggregateState<Value, Error>, Signal<Value, Error>.Event>

    private init(
        _ strategy: AggregateStrategy,
        slots: [any AggregateSlotProtocol],
        makeValue: @escaping () -> Value,
        output: Signal<Value, Error>.Observer
    ) {
        self.output = output
        actions = OrderedActions(AggregateState(strategy, slots: slots, makeValue: makeValue))
    }

    /// Creates the aggregator that sends into `output`, then observes or starts every source, in order, until
    /// `lifetime` ends.
    static func start(
        _ strategy: AggregateStrategy,
        _ sources: AggregateSources<Value, Error>,
        makeValue: @escaping () -> Value,
        output: Signal<Value, Error>.Observer,
        lifetime: Lifetime
    ) {
        let aggregator = Aggregator(strategy, slots: sources.slots, makeValue: makeValue, output: output)
        for (index, attach) in sources.attachments.enumerated() {
            // A source that ended the aggregate while it was attached (a failure, an interrupted signal) leaves the
            // others unobserved and unstarted.
            if lifetime.hasEnded { return }
            attach(aggregator, index, lifetime)
        }
    }

    /// Receives an event of the source at `index`, whose values go to `slot`.
    func receive<Element>(_ event: Signal<Element, Error>.Event, in slot: AggregateSlot<Element>, at index: Int) {
        let replaced = actions.decide(
            { $0.receive(event, in: slot, at: index, into: &$1) },
            perform: { self.output.send($0) }
        )
        // A replaced value may run a deinit that sends into a source: it is released after the lock.
        withExtendedLifetime(replaced) {}
    }
}

/// The state machine shared by `combineLatest` and `zip` of every arity: which sources have a value to use, which have
/// completed, and whether the aggregate has ended. The values themselves are in the typed slots, which only this
/// state's lock touches.
@usableFromInline
struct AggregateState<Value, Error: Swift.Error> {
    typealias Output = Signal<Value, Error>.Event

    let strategy: AggregateStrategy
    let slots: [any AggregateSlotProtocol]
    /// Makes a value from the slots' values; our own code (it reads them into a tuple or an array), so it may run under
    /// the lock.
    let makeValue: () -> Value
    var isCompleted: [Bool]
    /// How many sources have no value to use: none sent yet (`combineLatest`), or none waiting (`zip`).
    var sourcesWithoutValue: Int
    var unfinishedSources: Int
    var isTerminated = false

    init(_ strategy: AggregateStrategy, slots: [any AggregateSlotProtocol], makeValue: @escaping () -> Value) {
        self.strategy = strategy
        self.slots = slots
        self.makeValue = makeValue
        isCompleted = Array(repeating: false, count: slots.count)
        sourcesWithoutValue = slots.count
        unfinishedSources = slots.count
    }

    /// Records an event of the source at `index` and appends what to send to `outputs`.
    ///
    /// - Returns: A value the slot let go of, to be released after the lock.
    mutating func receive<Element>(
        _ event: Signal<Element, Error>.Event,
        in slot: AggregateSlot<Element>,
        at index: Int,
        into outputs: inout DecidedActions<Output>
    ) -> Element? {
        guard !isTerminated else { return nil }
        switch event {
        case .value(let value):
            switch strategy {
            case .combineLatest:
                return receiveLatest(value, in: slot, into: &outputs)
            case .zip:
                receiveNext(value, in: slot, into: &outputs)
            }
        case .completed:
            isCompleted[index] = true
            unfinishedSources -= 1
            // A zip also ends once a completed source has no value left to pair.
            if unfinishedSources == 0 || (strategy == .zip && !slot.hasUnused) {
                terminate(with: .completed, into: &outputs)
            }
        case .failed(let error):
            terminate(with: .failed(error), into: &outputs)
        case .interrupted:
            terminate(with: .interrupted, into: &outputs)
        }
        return nil
    }

    private mutating func receiveLatest<Element>(
        _ value: Element,
        in slot: AggregateSlot<Element>,
        into outputs: inout DecidedActions<Output>
    ) -> Element? {
        var replaced: Element? = value
        swap(&replaced, &slot.latest)
        if replaced == nil { sourcesWithoutValue -= 1 }
        if sourcesWithoutValue == 0 { outputs.append(.value(makeValue())) }
        return replaced
    }

    private mutating func receiveNext<Element>(
        _ value: Element,
        in slot: AggregateSlot<Element>,
        into outputs: inout DecidedActions<Output>
    ) {
        if !slot.hasUnused { sourcesWithoutValue -= 1 }
        slot.unused.append(value)
        // One value completes at most one tuple: before it, some source had nothing waiting.
        guard sourcesWithoutValue == 0 else { return }
        for slot in slots {
            // Slots are cleared after each tuple, so nothing is replaced here.
            _ = slot.useNextChange()
        }
        outputs.append(.value(makeValue()))
        var isExhausted = false
        for (index, slot) in slots.enumerated() {
            // The tuple holds the values now; releasing the slots' references cannot free them under the lock.
            slot.clearValue()
            if !slot.hasUnused {
                sourcesWithoutValue += 1
                isExhausted = isExhausted || isCompleted[index]
            }
        }
        if isExhausted { terminate(with: .completed, into: &outputs) }
    }

    private mutating func terminate(with event: Output, into outputs: inout DecidedActions<Output>) {
        isTerminated = true
        outputs.append(event)
    }
}
