/// The engine of `combineLatest` and `zip` on signals, producers and properties: receives the sources' events into
/// their typed slots, decides under one lock when a value is complete, and sends after the lock, in decision order
/// (see ``OrderedActions``), whichever thread each source sends on.
@usableFromInline
final class Aggregator<Value, Error: Swift.Error> {
    // A property's aggregate replaces the placeholder `output` once, under the lock, in `startProperty()`, before
    // anything is decided to be sent to it; `actions` serializes the rest.

    /// Where the aggregate's events go: a signal's or producer's from the first; a property's from `startProperty()`.
    @exclusivity(unchecked)
    @usableFromInline
    var output: Signal<Value, Error>.Observer
    @usableFromInline
    let actions: OrderedActions<AggregateState<Value, Error>, Signal<Value, Error>.Event>

    /// Creates an aggregator that sends into `output` from the first, or, for a property (`output` `nil`), that sends
    /// nothing until ``startProperty()``.
    @usableFromInline
    init(
        _ strategy: AggregateStrategy,
        slots: [any AggregateSlotProtocol],
        makeValue: @escaping () -> Value,
        output: Signal<Value, Error>.Observer?
    ) {
        self.output = output ?? Signal<Value, Error>.Observer { _ in }
        let state = AggregateState<Value, Error>(strategy, slots: slots, makeValue: makeValue, isStarted: output != nil)
        actions = OrderedActions(state)
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
    @inlinable
    func receive<Element>(_ event: Signal<Element, Error>.Event, in slot: AggregateSlot<Element>, at index: Int) {
        let replaced = actions.decide(
            { $0.receive(event, in: slot, at: index, into: &$1) },
            perform: { self.output.send($0) }
        )
        // A replaced value may run a deinit that sends into a source: it is released after the lock.
        withExtendedLifetime(replaced) {}
    }

    /// Receives the current value of the property source whose values go to `slot`, read when it was attached.
    @usableFromInline
    func receiveCurrent<Element>(_ value: Element, in slot: AggregateSlot<Element>) {
        let replaced = actions.withState { $0.receiveCurrent(value, in: slot) }
        withExtendedLifetime(replaced) {}
    }

}
