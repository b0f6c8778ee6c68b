/// The state machine behind an ``Action``: its state value, whether its owner enables it, and whether it executes.
///
/// Decisions are taken under the lock, and the `isEnabled` and `isExecuting` properties accept each decided state
/// there too, in the order decided; their observers (user code) get it after the lock. An execution that ends on one
/// thread while another begins on another shows `isExecuting` going `false`, then `true`, as in ReactiveSwift; and
/// the properties show a decided state as soon as the thread that decided it goes on, even while another thread
/// delivers an earlier one.
@usableFromInline
final class ActionState<Value>: @unchecked Sendable {
    // Safety: `state` (whose value need not be `Sendable`) is only touched under its lock; the properties are thread-safe, and only `change` sets them, under
    // that lock.
    @usableFromInline
    struct State {
        @usableFromInline
        var value: Value
        @usableFromInline
        var isUserEnabled: Bool
        /// Identifies the running execution, or `nil` when idle.
        @usableFromInline
        var execution: UInt?
        @usableFromInline
        var nextExecution: UInt = 0

        @inlinable
        init(value: Value, isUserEnabled: Bool) {
            self.value = value
            self.isUserEnabled = isUserEnabled
        }

        @inlinable
        var isEnabled: Bool { isUserEnabled && execution == nil }
    }

    @usableFromInline
    let state: Locked<State>
    @usableFromInline
    let isEnabled: MutableProperty<Bool>
    @usableFromInline
    let isExecuting: MutableProperty<Bool>

    @inlinable
    init(value: Value, isUserEnabled: Bool) {
        state = Locked(State(value: value, isUserEnabled: isUserEnabled))
        isEnabled = MutableProperty(isUserEnabled)
        isExecuting = MutableProperty(false)
    }

    /// Records a new state value and whether the owner enables the action for it.
    @inlinable
    func update(value: Value, isUserEnabled: Bool) {
        let replaced = change { state in
            defer {
                state.value = value
                state.isUserEnabled = isUserEnabled
            }
            return state.value
        }
        _ = replaced
    }

    /// Starts an execution if the action is enabled; returns its identifier and the state value to execute with.
    @inlinable
    func beginExecution() -> (execution: UInt, value: Value)? {
        change { state in
            guard state.isEnabled else { return nil }
            let execution = state.nextExecution
            state.nextExecution &+= 1
            state.execution = execution
            return (execution, state.value)
        }
    }

    /// Ends `execution` if it is still the running one; later calls for it do nothing.
    @inlinable
    func endExecution(_ execution: UInt) {
        change { state in
            if state.execution == execution { state.execution = nil }
        }
    }

    /// Applies `body` under the lock and hands the outcome to the properties there, in the order decided; their
    /// observers get it after the lock.
    ///
    /// A property accepts its new value at once, even while another thread delivers an earlier one (it is then queued
    /// behind it), so once this returns, `isEnabled.value` and `isExecuting.value` show the outcome, whatever other
    /// threads are doing: an execution's end is visible before its terminal event is sent.
    @inlinable
    func change<Result>(_ body: (inout State) -> Result) -> Result {
        var enabledReceivers: Receivers<Bool, Never>?
        var executingReceivers: Receivers<Bool, Never>?
        let (result, isEnabledNow, isExecutingNow) = state.withLock { state in
            let result = body(&state)
            let isEnabledNow = state.isEnabled
            let isExecutingNow = state.execution != nil
            // Under the state's lock, which is taken before the properties' (nothing takes them the other way round);
            // nobody calls `modify` on these properties, which the action keeps to itself.
            enabledReceivers = isEnabled.signal.core.acceptIfChanged(isEnabledNow)
            executingReceivers = isExecuting.signal.core.acceptIfChanged(isExecutingNow)
            return (result, isEnabledNow, isExecutingNow)
        }
        if let enabledReceivers { isEnabled.signal.core.deliver(.value(isEnabledNow), to: enabledReceivers) }
        if let executingReceivers { isExecuting.signal.core.deliver(.value(isExecutingNow), to: executingReceivers) }
        return result
    }
}
