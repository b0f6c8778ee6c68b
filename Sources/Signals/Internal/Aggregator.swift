/// The engine of `combineLatest` and `zip` on signals and producers: receives the sources' events into their typed
/// slots, decides under one lock when a value is complete, and sends after the lock, in decision order (see
/// ``OrderedActions``), whichever thread each source sends on.
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
