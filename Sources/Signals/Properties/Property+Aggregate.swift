/// Combined properties (`combineLatest`, `zip`, `and`, `all`...) run on the engine of signals' `combineLatest` and
/// `zip` (``Aggregator``), not started until every source is attached: the derived property is created with the first
/// value, made from the sources' current values, and follows their changes after it.
extension AggregateSources where Error == Never {
    /// Adds `property` as the next source: its current value, then every change, then `completed` once it is gone.
    /// The property object is not kept alive.
    ///
    /// - Returns: The slot its values go to.
    @inlinable
    mutating func add<Source: PropertyProtocol>(_ property: Source) -> AggregateSlot<Source.Value> {
        add { aggregator, slot, index, lifetime in
            let (current, observation) = property.observeChanges { event in
                aggregator.receive(event.completingOnInterruption, in: slot, at: index)
            }
            aggregator.receiveCurrent(current, in: slot)
            if let observation {
                lifetime += observation
            } else {
                aggregator.receive(.completed, in: slot, at: index)
            }
        }
    }
}

extension Property {
    /// The property derived from the sources that `makeSources` adds (at least one), whose value the function it
    /// returns makes from their slots, under the aggregate's lock.
    @usableFromInline
    static func aggregate(
        _ strategy: AggregateStrategy,
        _ makeSources: (inout AggregateSources<Value, Never>) -> () -> Value
    ) -> Property {
        var sources = AggregateSources<Value, Never>()
        let makeValue = makeSources(&sources)
        precondition(!sources.slots.isEmpty, "A combined property needs at least one source")
        let aggregator = Aggregator<Value, Never>(strategy, slots: sources.slots, makeValue: makeValue, output: nil)
        // The sources are observed until the derived property's signal ends.
        let lifetime = Lifetime()
        for (index, attach) in sources.attachments.enumerated() { attach(aggregator, index, lifetime) }
        let core = aggregator.startProperty()
        core.adoptLifetime(lifetime)
        return Property(core: core)
    }

    /// The property derived from every property of `properties`, in order, whose values are arrays; `nil` if there is
    /// none.
    @usableFromInline
    static func aggregate<Properties: Sequence, Element>(
        _ strategy: AggregateStrategy,
        _ properties: Properties
    ) -> Property? where Properties.Element: PropertyProtocol, Properties.Element.Value == Element, Value == [Element] {
        let properties = Array(properties)
        guard !properties.isEmpty else { return nil }
        return aggregate(strategy) { sources in
            let slots = properties.map { sources.add($0) }
            return { slots.map(\.value) }
        }
    }
}

extension Aggregator where Error == Never {
    /// Starts a property's aggregate once every source is attached (see ``AggregateState/start(into:)``): creates the
    /// derived property's signal from the first value, to which it sends from then on.
    ///
    /// - Returns: The derived property's signal.
    func startProperty() -> SignalCore<Value, Never> {
        actions.decide(
            { state, sends in
                let core = SignalCore<Value, Never>.make(currentValue: state.start(into: &sends))
                output = Signal.Observer(input: core)
                return core
            },
            perform: { self.output.send($0) })
    }
}
