extension Action where Input: Sendable {
    /// Creates an action whose work is an `async` function of a state value and the input, enabled when `isEnabled`
    /// says so for the state.
    ///
    /// Each execution runs `execute` in a new task, as the producer made from an `async` operation does: the action's
    /// ``values``, ``errors`` and ``events``, its ``isExecuting`` change and the applied producer's observer get the
    /// result on the global concurrent executor. Interrupting the applied producer's start cancels the task and ends
    /// the execution at once. The state value and the input cross into the task, so they are `Sendable`.
    ///
    /// - Parameters:
    ///   - state: The property whose value the action executes with; the action keeps it alive.
    ///   - isEnabled: Whether the action is enabled for a state value; called as the state changes, never under a
    ///     lock.
    ///   - execute: The work of one execution.
    public convenience init<State: PropertyProtocol>(
        state: State,
        enabledIf isEnabled: @escaping (State.Value) -> Bool,
        execute: @escaping @Sendable (State.Value, Input) async throws(Error) -> Output
    ) where State.Value: Sendable {
        self.init(state: state, enabledIf: isEnabled) { (value: State.Value, input: Input) in
            SignalProducer { () async throws(Error) -> Output in try await execute(value, input) }
        }
    }

    /// Creates an action whose work is an `async` function of a state value and the input, always enabled when not
    /// executing.
    ///
    /// See the `async` form of `init(state:enabledIf:execute:)` for threads and cancellation.
    ///
    /// - Parameters:
    ///   - state: The property whose value the action executes with; the action keeps it alive.
    ///   - execute: The work of one execution.
    public convenience init<State: PropertyProtocol>(
        state: State,
        execute: @escaping @Sendable (State.Value, Input) async throws(Error) -> Output
    ) where State.Value: Sendable {
        self.init(state: state, enabledIf: { _ in true }, execute: execute)
    }

    /// Creates an action whose work is an `async` function of the input, enabled while `isEnabled` is `true` and it
    /// is not executing.
    ///
    /// ```swift
    /// let logIn = Action(enabledIf: isFormValid) { (credentials: Credentials) async throws(LogInError) -> Session in
    ///     try await api.logIn(credentials)
    /// }
    /// ```
    ///
    /// Each execution runs `execute` in a new task: see the `async` form of
    /// `init(state:enabledIf:execute:)` for threads and cancellation.
    ///
    /// - Parameters:
    ///   - isEnabled: Whether the action's owner enables it; the action keeps it alive.
    ///   - execute: The work of one execution.
    public convenience init<EnabledProperty: PropertyProtocol>(
        enabledIf isEnabled: EnabledProperty,
        execute: @escaping @Sendable (Input) async throws(Error) -> Output
    ) where EnabledProperty.Value == Bool {
        self.init(
            state: isEnabled,
            enabledIf: { $0 },
            execute: { (_: Bool, input: Input) async throws(Error) -> Output in try await execute(input) }
        )
    }

    /// Creates an action whose work is an `async` function of the input, always enabled when it is not executing.
    ///
    /// ```swift
    /// let load = Action<Void, [Item], LoadError> { () async throws(LoadError) -> [Item] in
    ///     try await service.items()
    /// }
    /// ```
    ///
    /// Each execution runs `execute` in a new task: see the `async` form of
    /// `init(state:enabledIf:execute:)` for threads and cancellation.
    ///
    /// - Parameter execute: The work of one execution.
    public convenience init(execute: @escaping @Sendable (Input) async throws(Error) -> Output) {
        self.init(enabledIf: Property(value: true), execute: execute)
    }
}
