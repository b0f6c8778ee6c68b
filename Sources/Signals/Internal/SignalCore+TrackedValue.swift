/// The value bookkeeping of a signal that tracks its value, the signal of a property: its current value, setting it
/// while `MutableProperty.modify` may run, and starting observers with it. The values themselves live in
/// ``SignalState`` (`latestValue`, `deliveredValue`, `modifyingThread`), under the lock.
extension SignalCore {
    /// Whether the signal remembers its current value: the signal of a property (see ``currentValue``).
    @inlinable
    var tracksValue: Bool {
        state.withLock { $0.tracksValue }
    }

    /// How a property's value setter fared.
    @usableFromInline
    enum SetOutcome {
        /// The value was accepted; deliver it to these receivers if any.
        case accepted(Receivers<Value, Error>?)
        /// A `modify` runs on another thread: wait for it.
        case busy
        /// A `modify` of the same property runs on this very thread, further up the stack.
        case nested
    }

    /// Accepts a new value for a property unless a `modify` is in progress.
    @inlinable
    func acceptUnlessModifying(_ value: Value) -> SetOutcome {
        withLock { state in
            if state.modifyingThread == .none { return .accepted(accept(.value(value), in: &state)) }
            return state.modifyingThread == .current ? .nested : .busy
        }
    }

    /// Whether the calling thread is inside `modify` of this signal's property.
    @inlinable
    var isModifyingOnCurrentThread: Bool {
        state.withLock { $0.modifyingThread == .current }
    }

    /// Marks the start of `modify` on the calling thread and returns the value to modify.
    @inlinable
    func beginModify() -> Value? {
        state.withLock { state in
            state.modifyingThread = .current
            return state.latestValue
        }
    }

    /// Marks the end of `modify`, accepting `value` unless the modification was abandoned.
    @inlinable
    func endModify(accepting value: Value?) -> Receivers<Value, Error>? {
        withLock { state in
            state.modifyingThread = .none
            guard let value else { return nil }
            return accept(.value(value), in: &state)
        }
    }

    /// The value most recently sent into a signal that tracks its value (the signal of a property).
    @inlinable
    var currentValue: Value {
        guard let value = state.withLock({ $0.latestValue }) else {
            preconditionFailure("Only the signal of a property has a current value")
        }
        return value
    }

    /// Observes the values of a property's signal, starting with the current one.
    @inlinable
    func startWithValues(_ action: @escaping (Value) -> Void) -> Disposable? {
        observeValues(action, startingWithCurrent: true)
    }
}
