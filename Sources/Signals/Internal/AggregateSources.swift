/// The sources of a signal's, producer's or property's `combineLatest` or `zip`, each with the typed slot its values go
/// to, collected before any of them is observed or started.
///
/// Every overload, whatever its arity, lists its sources with `add(_:)` and returns how to make a value from their
/// slots:
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
    private(set) var slots: [any AggregateSlotProtocol] = []
    @usableFromInline
    private(set) var attachments: [Attachment] = []

    @inlinable
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

    /// Adds a source that `attach` observes or starts during the aggregate's lifetime.
    @usableFromInline
    mutating func add<Element>(
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

    /// The signal of an aggregate of every signal of `signals`, in order, whose values are arrays.
    @usableFromInline
    static func aggregate<Signals: Sequence, Element>(
        _ strategy: AggregateStrategy,
        _ signals: Signals
    ) -> Signal where Value == [Element], Signals.Element == Signal<Element, Error> {
        aggregate(strategy) { sources in
            let slots = signals.map { sources.add($0) }
            return { slots.map(\.value) }
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

    /// The producer of an aggregate of every producer of `producers`, started in order, whose values are arrays.
    @usableFromInline
    static func aggregate<Producers: Sequence, Element>(
        _ strategy: AggregateStrategy,
        _ producers: Producers,
        emptySentinel: Value?
    ) -> SignalProducer
    where
        Value == [Element], Producers.Element: SignalProducerConvertible, Producers.Element.Value == Element,
        Producers.Element.Error == Error
    {
        let producers = producers.map(\.producer)
        return aggregate(strategy, emptySentinel: emptySentinel) { sources in
            let slots = producers.map { sources.add($0) }
            return { slots.map(\.value) }
        }
    }
}
