/// How an aggregate of several signals turns their values into tuples.
@usableFromInline
enum AggregateStrategy: Sendable {
    /// A tuple of the latest value of every source, each time any of them sends, once all have sent one.
    case combineLatest
    /// The n-th tuple is made of the n-th value of every source.
    case zip
}

/// The state machine shared by `combineLatest` and `zip` of every arity: which sources have a value to use, which have
/// completed, and whether the aggregate has ended. The values themselves are in the typed slots, which only this
/// state's lock touches.
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
