/// A flattened property (`flatten(_:)`, `flatMap(_:_:)`) on the engine of signals' `flatten` (``FlattenCore``): the
/// first inner property's current value makes the property's first value, under the engine's lock, and what the engine
/// decided meanwhile is sent after it, in order.
extension Property {
    /// The property of the inner properties that `makeInner` makes from `outer`'s values, on the engine of signals'
    /// `flatten` (``FlattenCore``).
    ///
    /// The outer property and the inner properties are observed, never kept alive (except properties of other libraries
    /// waiting their turn). The first inner property, made from the outer property's current value, gives the first
    /// value; the creating thread sends what is decided meanwhile once the property's signal exists.
    static func flattening<Outer: PropertyProtocol, Inner: PropertyProtocol>(
        _ outer: Outer,
        _ strategy: FlattenStrategy,
        _ makeInner: @escaping (Outer.Value) -> Inner
    ) -> Property where Inner.Value == Value {
        let signal = FlattenedPropertySignal<Value>()
        // Each inner property is started through its producer: its current value, then every change, then `completed`.
        let flatten = FlattenCore<SignalProducer<Value, Never>, Value, Never>(
            strategy, output: signal.input, isPerforming: true
        ) { inner, receive in inner.start(receive) }
        let firstSlot = flatten.beginProperty()
        let (outerCurrent, outerObservation) = outer.observeChanges { [flatten] event in
            // `makeInner` is user code: it runs here, in the outer property's delivery, before any lock.
            flatten.receiveOuter(event.map { makeInner($0).producer }.completingOnInterruption)
        }
        let (firstCurrent, firstObservation) = makeInner(outerCurrent).observeChanges { [flatten] event in
            flatten.receiveInner(event.completingOnInterruption, from: firstSlot)
        }
        let core = flatten.startProperty(
            signal, first: firstCurrent, in: firstSlot, observation: firstObservation,
            isOuterEnded: outerObservation == nil)
        let lifetime = Lifetime()
        lifetime += outerObservation
        lifetime.observeEnded { [flatten] in flatten.end() }
        core.adoptLifetime(lifetime)
        return Property(core: core)
    }
}

extension FlattenCore where Error == Never {
    /// Begins a flattened property with the slot of its first inner property, before the outer property is observed,
    /// so that any change of the outer property, which is newer, is decided after it. With `race` that inner property
    /// has won, since it sends its value at once.
    func beginProperty() -> InnerSlot {
        actions.withState { state in
            state.hasWinner = state.kind == .race
            return state.beginSlot()
        }
    }

    /// Creates the flattened property's signal from the first inner property's current value, once it and the outer
    /// property are observed, then sends what was decided meanwhile, in order.
    func startProperty(
        _ signal: FlattenedPropertySignal<Value>,
        first: Value,
        in slot: InnerSlot,
        observation: Disposable?,
        isOuterEnded: Bool
    ) -> SignalCore<Value, Never> {
        let ((core, followUp), _) = actions.decideFirst { state, sends in
            let core = SignalCore<Value, Never>.make(currentValue: first)
            signal.core = core
            var followUp = FlattenFollowUp<Inner>()
            // While the slot is still starting, the next inner property's start is left to this thread (`attach`).
            if observation == nil && slot.isActive { state.finish(slot, into: &sends, followUp: &followUp) }
            let (unneeded, next) = state.attach(observation, to: slot)
            if let unneeded { followUp.disposals.append(unneeded) }
            followUp.start = next
            if isOuterEnded && !state.isTerminated {
                state.isOuterCompleted = true
                state.completeIfDone(into: &sends)
            }
            return (core, followUp)
        }
        perform(followUp)
        actions.performQueued { output.send($0) }
        return core
    }
}

/// The signal of a flattened property, which its flatten's output sends into: created from the first value, under the
/// flatten's lock, once the outer property and the first inner property are observed, before anything is sent to it.
final class FlattenedPropertySignal<Value> {
    // `core` is written once, under the flatten's lock, and read only by threads sending what the flatten decided
    // after that.
    var core: SignalCore<Value, Never>?

    /// The observer the flatten sends into.
    var input: Signal<Value, Never>.Observer {
        Signal.Observer { [self] event in
            guard let core else { preconditionFailure("A flattened property sends only once its signal exists") }
            core.send(event)
        }
    }
}
