/// How an aggregate of several signals turns their values into tuples.
@usableFromInline
enum AggregateStrategy: Sendable {
    /// A tuple of the latest value of every source, each time any of them sends, once all have sent one.
    case combineLatest
    /// The n-th tuple is made of the n-th value of every source.
    case zip
}

/// The state machine shared by `combineLatest` and `zip` of every arity, on signals, producers and properties: which
/// sources have a value to use, which have completed, and whether the aggregate has ended. The values themselves are
/// in the typed slots, which only this state's lock touches.
///
/// A property's aggregate is not started at first: its sources' current values come in as they are attached, and
/// changes that arrive meanwhile, on other threads, are recorded without sending anything. ``start(into:)`` then makes
/// the first value, which the derived property is created with.
@usableFromInline
struct AggregateState<Value, Error: Swift.Error> {
    @usableFromInline
    typealias Output = Signal<Value, Error>.Event

    @usableFromInline
    let strategy: AggregateStrategy
    @usableFromInline
    let slots: [any AggregateSlotProtocol]
    /// Makes a value from the slots' values; our own code (it reads them into a tuple or an array), so it may run under
    /// the lock.
    @usableFromInline
    let makeValue: () -> Value
    @usableFromInline
    var isCompleted: [Bool]
    /// How many sources have no value to use: none sent yet (`combineLatest`), or none waiting (`zip`).
    @usableFromInline
    var sourcesWithoutValue: Int
    @usableFromInline
    var unfinishedSources: Int
    @usableFromInline
    var isTerminated = false
    /// Whether values are sent: from the first for signals and producers, from ``start(into:)`` for properties.
    @usableFromInline
    var isStarted: Bool

    @usableFromInline
    init(
        _ strategy: AggregateStrategy,
        slots: [any AggregateSlotProtocol],
        makeValue: @escaping () -> Value,
        isStarted: Bool = true
    ) {
        self.strategy = strategy
        self.isStarted = isStarted
        self.slots = slots
        self.makeValue = makeValue
        isCompleted = Array(repeating: false, count: slots.count)
        sourcesWithoutValue = slots.count
        unfinishedSources = slots.count
    }

    /// Records an event of the source at `index` and appends what to send to `outputs`.
    ///
    /// - Returns: A value the slot let go of, to be released after the lock.
    @inlinable
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
            // A property of another library whose signal has ended greets its observer with an end of its own.
            guard !isCompleted[index] else { return nil }
            isCompleted[index] = true
            unfinishedSources -= 1
            // A zip also ends once a completed source has no value left to pair.
            if isStarted && (unfinishedSources == 0 || (strategy == .zip && !slot.hasUnused)) {
                terminate(with: .completed, into: &outputs)
            }
        case .failed(let error):
            terminate(with: .failed(error), into: &outputs)
        case .interrupted:
            terminate(with: .interrupted, into: &outputs)
        }
        return nil
    }

    @inlinable
    mutating func receiveLatest<Element>(
        _ value: Element,
        in slot: AggregateSlot<Element>,
        into outputs: inout DecidedActions<Output>
    ) -> Element? {
        var replaced: Element? = value
        swap(&replaced, &slot.latest)
        if replaced == nil { sourcesWithoutValue -= 1 }
        if isStarted && sourcesWithoutValue == 0 { outputs.append(.value(makeValue())) }
        return replaced
    }

    @inlinable
    mutating func receiveNext<Element>(
        _ value: Element,
        in slot: AggregateSlot<Element>,
        into outputs: inout DecidedActions<Output>
    ) {
        if !slot.hasUnused { sourcesWithoutValue -= 1 }
        slot.unused.append(value)
        // One value completes at most one tuple: before it, some source had nothing waiting.
        guard isStarted && sourcesWithoutValue == 0 else { return }
        makeTuple(into: &outputs)
    }

    /// `zip`: makes a tuple of the oldest unused value of every source, which each has.
    @inlinable
    mutating func makeTuple(into outputs: inout DecidedActions<Output>) {
        for slot in slots { slot.useNextChange() }
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

    /// Records the current value of a property source, read when it was attached.
    ///
    /// - Returns: A value to release after the lock: `value` itself when a change of the source, newer, came first.
    mutating func receiveCurrent<Element>(_ value: Element, in slot: AggregateSlot<Element>) -> Element? {
        switch strategy {
        case .combineLatest:
            guard slot.latest == nil else { return value }
            slot.latest = value
            sourcesWithoutValue -= 1
        case .zip:
            // The first tuple's value, ahead of every change, which waits among the unused ones.
            slot.latest = value
        }
        return nil
    }

    /// Starts a property's aggregate once every source's current value is in: returns the first value, and decides
    /// what the changes recorded meanwhile make (`zip` tuples, the end).
    mutating func start(into outputs: inout DecidedActions<Output>) -> Value {
        isStarted = true
        let first = makeValue()
        switch strategy {
        case .combineLatest:
            if unfinishedSources == 0 { terminate(with: .completed, into: &outputs) }
        case .zip:
            // `first` holds the current values now; releasing the slots' references cannot free them under the lock.
            for slot in slots { slot.clearValue() }
            while !isTerminated && sourcesWithoutValue == 0 { makeTuple(into: &outputs) }
            if !isTerminated && slots.indices.contains(where: { isCompleted[$0] && !slots[$0].hasUnused }) {
                terminate(with: .completed, into: &outputs)
            }
        }
        return first
    }

    @inlinable
    mutating func terminate(with event: Output, into outputs: inout DecidedActions<Output>) {
        isTerminated = true
        outputs.append(event)
    }
}
