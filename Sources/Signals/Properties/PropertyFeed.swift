/// Feeds a derived property from the events of one source: a property's changes, or a signal.
///
/// The feed is what the source's observer holds; the derived property's signal holds the observation through its
/// lifetime. Neither holds the source property object, so the source is freed when its owner lets it go; the feed then
/// completes the derived signal, and the derived property keeps its last value.
///
/// The observer is added before the derived property's first value can be computed (that is user code, run after the
/// source's lock), so it may be called, on another thread, before the derived signal exists: such events are buffered
/// and applied by the creating thread, in order, before the feed is handed over.
@usableFromInline
final class PropertyFeed<SourceValue, Value>: @unchecked Sendable {
    // Safety: `output` and `next` (with whatever `next` captures) are used by the source's observer, which the source
    // serializes, once `startup` has handed the feed over (under its lock); before that only by the creating thread.
    // `startup` is only touched under its lock.

    /// How the feed starts: events buffered while the property is created, then the signal to send into.
    @usableFromInline
    enum Startup {
        case creating(buffered: [Signal<SourceValue, Never>.Event])
        case started(SignalCore<Value, Never>)
    }

    /// The derived signal, once the observer has picked it up from `startup`.
    @exclusivity(unchecked)
    @usableFromInline
    var output: SignalCore<Value, Never>?

    /// The derived value for a change of the source, or `nil` to keep the current one.
    @usableFromInline
    let next: (SourceValue) -> Value?

    @usableFromInline
    let startup = Locked(Startup.creating(buffered: []))

    @inlinable
    init(next: @escaping (SourceValue) -> Value?) {
        self.next = next
    }

    /// Receives an event of the source; any terminal event completes the derived signal.
    @inlinable
    func receive(_ event: Signal<SourceValue, Never>.Event) {
        guard let output = output ?? pickUpOutput(orBuffer: event) else { return }
        if case .value(let value) = event {
            if let derived = next(value) { output.send(.value(derived)) }
        } else {
            output.send(.completed)
        }
    }

    @usableFromInline
    func pickUpOutput(orBuffer event: Signal<SourceValue, Never>.Event) -> SignalCore<Value, Never>? {
        let core = startup.withLock { startup -> SignalCore<Value, Never>? in
            switch startup {
            case .started(let core):
                return core
            case .creating(var buffered):
                startup = .creating(buffered: [])
                buffered.append(event)
                startup = .creating(buffered: buffered)
                return nil
            }
        }
        output = core
        return core
    }

    /// Creates the derived signal from the first value, once the events buffered meanwhile are applied, and hands the
    /// feed over to the source's observer.
    ///
    /// - Parameters:
    ///   - first: The derived value when the observation started.
    ///   - observation: The observation of the source, or `nil` if the source had ended.
    /// - Returns: The derived signal's core, holding the observation in its lifetime.
    @usableFromInline
    func start(from first: Value, observation: Disposable?) -> SignalCore<Value, Never> {
        var value = first
        var isEnded = observation == nil
        while true {
            let step = startup.withLock { startup -> StartStep in
                guard case .creating(let buffered) = startup else { preconditionFailure("A feed starts once") }
                guard buffered.isEmpty else {
                    startup = .creating(buffered: [])
                    return .apply(buffered)
                }
                let core = SignalCore<Value, Never>.make(currentValue: value)
                startup = .started(core)
                return .started(core)
            }
            switch step {
            case .started(let core):
                if isEnded {
                    core.send(.completed)
                } else if let observation {
                    let lifetime = Lifetime()
                    lifetime += observation
                    core.adoptLifetime(lifetime)
                }
                return core
            case .apply(let buffered):
                for event in buffered {
                    guard case .value(let sourceValue) = event else {
                        isEnded = true
                        continue
                    }
                    if !isEnded, let derived = next(sourceValue) { value = derived }
                }
            }
        }
    }

    /// What the creating thread does next, decided under the lock of `startup`.
    enum StartStep {
        /// The derived signal exists and the feed is handed over.
        case started(SignalCore<Value, Never>)
        /// Apply these events, which arrived meanwhile, then look again.
        case apply([Signal<SourceValue, Never>.Event])
    }
}

extension Property {
    /// Creates a property derived from the changes of `source`, without keeping `source` alive.
    ///
    /// - Parameters:
    ///   - source: The property to follow.
    ///   - first: The derived value for the source's value when the observation starts.
    ///   - next: The derived value for each later value of the source, or `nil` to keep the current one.
    @inlinable
    convenience init<Source: PropertyProtocol>(
        deriving source: Source,
        first: (Source.Value) -> Value,
        next: @escaping (Source.Value) -> Value?
    ) {
        let feed = PropertyFeed<Source.Value, Value>(next: next)
        let (current, observation) = source.observeChanges { [feed] event in feed.receive(event) }
        self.init(core: feed.start(from: first(current), observation: observation))
    }

    /// Creates a property that starts with `initial` and then follows the values of `values`, which it does not keep
    /// alive; any terminal event of `values` completes the property's signal.
    ///
    /// - Parameters:
    ///   - initial: The value until `values` sends one.
    ///   - values: The signal to follow.
    ///   - next: The property's value for each value of the signal, or `nil` to keep the current one.
    @inlinable
    convenience init<SourceValue>(
        initial: Value,
        following values: Signal<SourceValue, Never>,
        next: @escaping (SourceValue) -> Value?
    ) {
        let feed = PropertyFeed<SourceValue, Value>(next: next)
        let observation = values.observe { [feed] event in feed.receive(event) }
        self.init(core: feed.start(from: initial, observation: observation))
    }
}
