/// How an aggregate of several signals turns their values into tuples.
enum AggregateStrategy {
    /// A tuple of the latest value of every source, each time any of them sends, once all have sent one.
    case combineLatest
    /// The n-th tuple is made of the n-th value of every source.
    case zip
}

/// One source of an aggregate: observes a signal, handing its events over with the values type-erased.
typealias AggregateSource<Error: Swift.Error> = (@escaping (Signal<Any, Error>.Event) -> Void) -> Disposable?

extension Signal {
    /// This signal as a source of `combineLatest` or `zip`.
    var aggregateSource: AggregateSource<Error> {
        { action in self.observe { event in action(event.map { $0 as Any }) } }
    }

    /// The signal of an aggregate of `sources`, whose values `makeValue` builds from one value of each source, in
    /// order.
    ///
    /// With no sources the signal never sends anything, as in ReactiveSwift.
    static func aggregate(
        _ strategy: AggregateStrategy,
        _ sources: [AggregateSource<Error>],
        makeValue: @escaping (ContiguousArray<Any>) -> Value
    ) -> Signal {
        Signal { output, lifetime in
            guard !sources.isEmpty else { return }
            let actions = OrderedActions<AggregateState<Error>, Signal<ContiguousArray<Any>, Error>.Event>(
                AggregateState(strategy, count: sources.count)
            )
            let perform = { (event: Signal<ContiguousArray<Any>, Error>.Event) in output.send(event.map(makeValue)) }
            for (index, observe) in sources.enumerated() {
                lifetime += observe { event in
                    let released = actions.decide({ $0.receive(event, at: index, into: &$1) }, perform: perform)
                    _ = released
                }
            }
        }
    }
}

/// The state machine shared by `combineLatest` and `zip`: the values received from each source, which sources have
/// completed, and whether the aggregate has ended.
///
/// Values are type-erased so that one state machine serves every arity; each public overload builds its tuple from
/// the erased values after the lock.
struct AggregateState<Error: Swift.Error> {
    typealias Output = Signal<ContiguousArray<Any>, Error>.Event

    let strategy: AggregateStrategy
    /// `combineLatest`: the latest value of each source.
    var latest: ContiguousArray<Any?>
    /// `zip`: the values of each source not yet zipped, oldest first.
    var buffers: ContiguousArray<PendingQueue<Any>>
    var isCompleted: ContiguousArray<Bool>
    /// `combineLatest`: how many sources have not sent a value yet.
    var sourcesWithoutValue: Int
    var unfinishedSources: Int
    var isTerminated = false

    init(_ strategy: AggregateStrategy, count: Int) {
        self.strategy = strategy
        latest = ContiguousArray(repeating: nil, count: strategy == .combineLatest ? count : 0)
        buffers = ContiguousArray(repeating: PendingQueue(), count: strategy == .zip ? count : 0)
        isCompleted = ContiguousArray(repeating: false, count: count)
        sourcesWithoutValue = count
        unfinishedSources = count
    }

    /// Records an event of the source at `index` and appends what to send to `outputs`.
    ///
    /// - Returns: A value the state let go of, to be released after the lock.
    mutating func receive(_ event: Signal<Any, Error>.Event, at index: Int, into outputs: inout DecidedActions<Output>)
        -> Any?
    {
        guard !isTerminated else { return nil }
        switch event {
        case .value(let value):
            switch strategy {
            case .combineLatest:
                return receiveLatest(value, at: index, into: &outputs)
            case .zip:
                receiveNext(value, at: index, into: &outputs)
            }
        case .completed:
            isCompleted[index] = true
            unfinishedSources -= 1
            // A zip also ends once a completed source has no value left to pair.
            if unfinishedSources == 0 || (strategy == .zip && buffers[index].isEmpty) {
                terminate(with: .completed, into: &outputs)
            }
        case .failed(let error):
            terminate(with: .failed(error), into: &outputs)
        case .interrupted:
            terminate(with: .interrupted, into: &outputs)
        }
        return nil
    }

    private mutating func receiveLatest(_ value: Any, at index: Int, into outputs: inout DecidedActions<Output>) -> Any?
    {
        var replaced: Any? = value
        swap(&replaced, &latest[index])
        if replaced == nil { sourcesWithoutValue -= 1 }
        if sourcesWithoutValue == 0 {
            outputs.append(.value(ContiguousArray(latest.lazy.map { $0! })))
        }
        return replaced
    }

    private mutating func receiveNext(_ value: Any, at index: Int, into outputs: inout DecidedActions<Output>) {
        buffers[index].append(value)
        guard buffers.allSatisfy({ !$0.isEmpty }) else { return }
        var tuple = ContiguousArray<Any>()
        tuple.reserveCapacity(buffers.count)
        for source in buffers.indices {
            tuple.append(buffers[source].popFirst()!)
        }
        outputs.append(.value(tuple))
        let isExhausted = buffers.indices.contains { isCompleted[$0] && buffers[$0].isEmpty }
        if isExhausted { terminate(with: .completed, into: &outputs) }
    }

    private mutating func terminate(with event: Output, into outputs: inout DecidedActions<Output>) {
        isTerminated = true
        outputs.append(event)
    }
}
