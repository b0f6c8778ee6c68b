/// The state machine behind an ``Action``: its state value, whether its owner enables it, and whether it executes.
///
/// Decisions are taken under the lock; the `isEnabled` and `isExecuting` properties are set after it, by one thread
/// at a time, so their observers (user code) never run under the lock. Every decided state is published, in the
/// order decided: an execution that ends on one thread while another begins on another shows `isExecuting` going
/// `false`, then `true`, as in ReactiveSwift.
@usableFromInline
final class ActionState<Value>: Sendable {
    // `state` is only touched under its lock; the properties are thread-safe, and only the single publishing
    // thread (`isPublishing`) compares and sets them.
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
        /// The `(isEnabled, isExecuting)` outcomes decided and not yet published, oldest first.
        @usableFromInline
        var unpublished: [(isEnabled: Bool, isExecuting: Bool)] = []
        @usableFromInline
        var isPublishing = false

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

    /// Applies `body` under the lock, then publishes the outcome unless another thread is publishing already (it
    /// will publish this outcome too, after the ones decided before it).
    @inlinable
    func change<Result>(_ body: (inout State) -> Result) -> Result {
        let (result, mustPublish) = state.withLock { state in
            let result = body(&state)
            state.unpublished.append((state.isEnabled, state.execution != nil))
            if state.isPublishing { return (result, false) }
            state.isPublishing = true
            return (result, true)
        }
        if mustPublish { publish() }
        return result
    }

    @inlinable
    func publish() {
        while let outcomes = state.withLock({ state -> [(isEnabled: Bool, isExecuting: Bool)]? in
            guard !state.unpublished.isEmpty else {
                state.isPublishing = false
                return nil
            }
            defer { state.unpublished = [] }
            return state.unpublished
        }) {
            for (enabled, executing) in outcomes {
                if isEnabled.value != enabled { isEnabled.value = enabled }
                if isExecuting.value != executing { isExecuting.value = executing }
            }
        }
    }
}
