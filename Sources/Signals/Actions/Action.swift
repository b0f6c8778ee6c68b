/// Repeatable work with an input, that runs one execution at a time and can be enabled or disabled.
///
/// An action wraps a function from input to ``SignalProducer``. ``apply(_:)`` returns a producer that, when
/// started, runs one execution of that work if the action is enabled, and fails with ``ActionError/disabled``
/// otherwise. View models expose actions; screens bind their state and start them:
///
/// ```swift
/// let load = Action<Void, [Item], APIError> { api.fetchItems() }
/// isLoading <~ load.isExecuting
/// items <~ load.values
/// errorMessage <~ load.errors.map(\.localizedDescription)
/// load.apply().start()
/// ```
///
/// Applying is thread-safe: when several starts race, exactly one begins an execution and the others fail with
/// ``ActionError/disabled``. When an execution's work terminates, the action first stops executing (``isExecuting``
/// turns `false` and ``isEnabled`` comes back), then ``events``, ``errors`` and ``completed`` get the terminal event,
/// then the observer of the applied producer does; values reach ``values`` and ``events`` before that observer too.
/// Interrupting the applied producer's start interrupts the work and ends the execution. See <doc:Contracts>.
///
/// The action keeps its state property alive. Its signals complete when it is deinitialized.
public final class Action<Input, Output, Error: Swift.Error>: @unchecked Sendable {
    // Safety: every stored property is immutable; signals, properties and the state machine are thread-safe.
    @usableFromInline
    let execute: (Action, Input) -> SignalProducer<Output, ActionError<Error>>
    @usableFromInline
    let eventsObserver: Signal<Signal<Output, Error>.Event, Never>.Observer
    @usableFromInline
    let disabledErrorsObserver: Signal<Void, Never>.Observer
    @usableFromInline
    let token: Lifetime.Token
    @usableFromInline
    let stateProperty: AnyObject

    /// Ends when the action is deinitialized.
    public let lifetime: Lifetime

    /// Every event of every execution's work, as it happens.
    public let events: Signal<Signal<Output, Error>.Event, Never>

    /// Every value of every execution's work.
    public let values: Signal<Output, Never>

    /// The error of every execution whose work failed.
    public let errors: Signal<Error, Never>

    /// Sends a value each time a start of an applied producer was rejected because the action was disabled.
    public let disabledErrors: Signal<Void, Never>

    /// Sends a value each time an execution's work completed.
    public let completed: Signal<Void, Never>

    /// Whether an execution is running.
    public let isExecuting: Property<Bool>

    /// Whether a start of an applied producer would begin an execution now: the action's owner enables it and it is
    /// not executing.
    public let isEnabled: Property<Bool>

    /// Creates an action whose work depends on a state property, enabled when `isEnabled` says so for the state.
    ///
    /// The state value passed to `isEnabled` is the one later passed to `execute` for the same execution.
    ///
    /// - Parameters:
    ///   - state: The property whose value the action executes with; the action keeps it alive.
    ///   - isEnabled: Whether the action is enabled for a state value; called as the state changes, never under a
    ///     lock.
    ///   - execute: Returns the work for a state value and an input; called once per execution.
    @inlinable
    public init<State: PropertyProtocol>(
        state: State,
        enabledIf isEnabled: @escaping (State.Value) -> Bool,
        execute: @escaping (State.Value, Input) -> SignalProducer<Output, Error>
    ) {
        (lifetime, token) = Lifetime.make()
        stateProperty = state
        (events, eventsObserver) = Signal<Signal<Output, Error>.Event, Never>.pipe()
        (disabledErrors, disabledErrorsObserver) = Signal<Void, Never>.pipe()
        // Closures, not key paths: a key path costs a generic projection per event.
        values = events.compactMap { $0.value }
        errors = events.compactMap { $0.error }
        completed = events.compactMap { $0.isCompleted ? () : nil }

        let initial = state.value
        let machine = ActionState(value: initial, isUserEnabled: isEnabled(initial))
        self.isEnabled = Property(capturing: machine.isEnabled)
        isExecuting = Property(capturing: machine.isExecuting)
        lifetime += state.startWithValues { value in
            machine.update(value: value, isUserEnabled: isEnabled(value))
        }

        self.execute = { action, input in
            SignalProducer { observer, lifetime in
                guard let (execution, value) = machine.beginExecution() else {
                    observer.send(error: .disabled)
                    action.disabledErrorsObserver.send(value: ())
                    return
                }
                let interruptHandle = execute(value, input).start { event in
                    if event.isTerminating { machine.endExecution(execution) }
                    action.eventsObserver.send(value: event)
                    observer.send(event.mapError(ActionError.producerFailed))
                }
                // Work that already terminated (at once, as most work that completes synchronously does) ends its
                // execution itself when its terminal event arrives: there is nothing left to interrupt or end when the
                // start's lifetime ends. (The handle of a start that ended before `start` returned answers without a
                // lock.)
                guard !interruptHandle.isDisposed else { return }
                lifetime.observeEnded {
                    tearDown(interruptHandle)
                    machine.endExecution(execution)
                }
            }
        }
    }

    /// Creates an action whose work depends on a state property, always enabled when not executing.
    ///
    /// - Parameters:
    ///   - state: The property whose value the action executes with; the action keeps it alive.
    ///   - execute: Returns the work for a state value and an input.
    @inlinable
    public convenience init<State: PropertyProtocol>(
        state: State,
        execute: @escaping (State.Value, Input) -> SignalProducer<Output, Error>
    ) {
        self.init(state: state, enabledIf: { _ in true }, execute: execute)
    }

    /// Creates an action that is enabled while `isEnabled` is `true` and it is not executing.
    ///
    /// ```swift
    /// let logIn = Action(enabledIf: isFormValid) { credentials in api.logIn(credentials) }
    /// ```
    ///
    /// - Parameters:
    ///   - isEnabled: Whether the action's owner enables it; the action keeps it alive.
    ///   - execute: Returns the work for an input.
    @inlinable
    public convenience init<EnabledProperty: PropertyProtocol>(
        enabledIf isEnabled: EnabledProperty,
        execute: @escaping (Input) -> SignalProducer<Output, Error>
    ) where EnabledProperty.Value == Bool {
        self.init(state: isEnabled, enabledIf: { $0 }, execute: { _, input in execute(input) })
    }

    /// Creates an action whose work needs the non-`nil` value of an optional state property; it is disabled while
    /// the value is `nil`.
    ///
    /// - Parameters:
    ///   - state: The property of optional values; the action keeps it alive.
    ///   - execute: Returns the work for the unwrapped state value and an input.
    @inlinable
    public convenience init<State: PropertyProtocol, Unwrapped>(
        unwrapping state: State,
        execute: @escaping (Unwrapped, Input) -> SignalProducer<Output, Error>
    ) where State.Value == Unwrapped? {
        self.init(
            state: state,
            enabledIf: { $0 != nil },
            execute: { value, input in
                // Enabled only for a non-nil value, and the value checked is the value passed here.
                execute(value!, input)
            }
        )
    }

    /// Creates an action that is enabled while `property` holds a valid value, and executes with that value and the
    /// input of each application.
    ///
    /// The value executed with is the committed one (a coerced value's replacement); while the last proposed value is
    /// invalid, the action is disabled, as ReactiveSwift's `Action(validated:execute:)`.
    ///
    /// - Parameters:
    ///   - property: The validating property whose valid value the work gets.
    ///   - execute: Makes the work for the valid value and the input.
    @inlinable
    public convenience init<ValidatedValue, ValidationError>(
        validated property: ValidatingProperty<ValidatedValue, ValidationError>,
        execute: @escaping (ValidatedValue, Input) -> SignalProducer<Output, Error>
    ) {
        self.init(unwrapping: property.result.map(\.value), execute: execute)
    }

    /// Creates an action that is always enabled when it is not executing.
    ///
    /// ```swift
    /// let search = Action<String, [Result], APIError> { query in api.search(query) }
    /// ```
    ///
    /// - Parameter execute: Returns the work for an input.
    @inlinable
    public convenience init(execute: @escaping (Input) -> SignalProducer<Output, Error>) {
        self.init(enabledIf: Property(value: true), execute: execute)
    }

    deinit {
        eventsObserver.sendCompleted()
        disabledErrorsObserver.sendCompleted()
    }

    /// Returns a producer that, each time it is started, runs one execution of the action's work with `input`.
    ///
    /// A start while the action is disabled or executing fails with ``ActionError/disabled`` and sends a value on
    /// ``disabledErrors``. Otherwise the work's events are forwarded, its error wrapped in
    /// ``ActionError/producerFailed(_:)``; interrupting the start interrupts the work and ends the execution. The
    /// producer keeps the action alive.
    ///
    /// - Parameter input: The input of the execution.
    /// - Returns: A producer of the execution's values.
    @inlinable
    public func apply(_ input: Input) -> SignalProducer<Output, ActionError<Error>> {
        execute(self, input)
    }
}

extension Action where Input == Void {
    /// Returns a producer that, each time it is started, runs one execution; see ``apply(_:)``.
    ///
    /// - Returns: A producer of the execution's values.
    @inlinable
    public func apply() -> SignalProducer<Output, ActionError<Error>> {
        apply(())
    }

    /// Creates an action whose work needs the non-`nil` value of an optional state property; it is disabled while
    /// the value is `nil`.
    ///
    /// - Parameters:
    ///   - state: The property of optional values; the action keeps it alive.
    ///   - execute: Returns the work for the unwrapped state value.
    @inlinable
    public convenience init<State: PropertyProtocol, Unwrapped>(
        unwrapping state: State,
        execute: @escaping (Unwrapped) -> SignalProducer<Output, Error>
    ) where State.Value == Unwrapped? {
        self.init(unwrapping: state) { value, _ in execute(value) }
    }

    /// Creates an action whose work depends on a state property, always enabled when not executing.
    ///
    /// - Parameters:
    ///   - state: The property whose value the action executes with; the action keeps it alive.
    ///   - execute: Returns the work for a state value.
    @inlinable
    public convenience init<State: PropertyProtocol, StateValue>(
        state: State,
        execute: @escaping (StateValue) -> SignalProducer<Output, Error>
    ) where State.Value == StateValue {
        self.init(state: state) { value, _ in execute(value) }
    }

    /// Creates an action that is enabled while `property` holds a valid value, and executes with that value.
    ///
    /// ```swift
    /// let email = ValidatingProperty("") { $0.contains("@") ? .valid : .invalid(FormError.email) }
    /// let subscribe = Action(validated: email) { address in api.subscribe(address) }
    /// ```
    ///
    /// The value executed with is the committed one (a coerced value's replacement); while the last proposed value is
    /// invalid, the action is disabled, as ReactiveSwift's `Action(validated:execute:)`.
    ///
    /// - Parameters:
    ///   - property: The validating property whose valid value is the input.
    ///   - execute: Makes the work for the valid value.
    @inlinable
    public convenience init<ValidatedValue, ValidationError>(
        validated property: ValidatingProperty<ValidatedValue, ValidationError>,
        execute: @escaping (ValidatedValue) -> SignalProducer<Output, Error>
    ) {
        self.init(validated: property) { value, _ in execute(value) }
    }
}

extension Action: BindingTargetProvider {
    /// A binding target that applies the action to each value and starts it: `action <~ taps`.
    ///
    /// Values that arrive while the action is disabled are rejected as by ``apply(_:)``. Bindings end when the action
    /// is deinitialized.
    public var bindingTarget: BindingTarget<Input> {
        BindingTarget(lifetime: lifetime) { [weak self] input in
            self?.apply(input).start()
        }
    }
}
