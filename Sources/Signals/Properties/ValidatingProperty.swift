/// A mutable property that validates every value proposed to it, and commits only the values its validator accepts.
///
/// ```swift
/// let email = ValidatingProperty<String, FormError>("") { input in
///     input.contains("@") ? .valid : .invalid(.missingAt)
/// }
/// email.value = "ada"  // not committed: email.result.value is .invalid("ada", .missingAt)
/// email.value = "ada@example.com"  // committed
/// ```
///
/// Setting ``value`` validates the proposed value and records the outcome in ``result``: a valid value is committed,
/// a coerced value commits its replacement, and an invalid value leaves the committed value as it was. Values set on
/// the wrapped property directly are committed whatever the validator says, and validated into ``result`` too.
/// Set ``value`` from one thread at a time, as ReactiveSwift requires.
public final class ValidatingProperty<Value, ValidationError: Swift.Error>: MutablePropertyProtocol {
    /// What a validator decides about a proposed value.
    public enum Decision {
        /// The proposed value is valid.
        case valid
        /// The proposed value is invalid, but the validator replaces it with one it deems valid, optionally with the
        /// reason.
        case coerced(Value, ValidationError?)
        /// The proposed value is invalid.
        case invalid(ValidationError)
    }

    /// The outcome of validating a proposed value.
    public enum Result {
        /// The proposed value is valid, and committed.
        case valid(Value)
        /// The proposed value was replaced by `replacement`, which is committed.
        case coerced(replacement: Value, proposed: Value, error: ValidationError?)
        /// The proposed value is invalid, and not committed.
        case invalid(Value, ValidationError)

        /// Whether the proposed value was invalid.
        public var isInvalid: Bool {
            if case .invalid = self { return true }
            return false
        }

        /// The committed value: the valid value or the replacement; `nil` when the proposed value was invalid.
        public var value: Value? {
            switch self {
            case .valid(let value): value
            case .coerced(let replacement, _, _): replacement
            case .invalid: nil
            }
        }

        /// The error of an invalid proposed value; `nil` otherwise.
        public var error: ValidationError? {
            if case .invalid(_, let error) = self { return error }
            return nil
        }

        /// The value that was proposed, whatever the decision.
        var proposed: Value {
            switch self {
            case .valid(let value): value
            case .coerced(_, let proposed, _): proposed
            case .invalid(let proposed, _): proposed
            }
        }

        init(_ proposed: Value, _ decision: Decision) {
            switch decision {
            case .valid: self = .valid(proposed)
            case .coerced(let replacement, let error):
                self = .coerced(replacement: replacement, proposed: proposed, error: error)
            case .invalid(let error): self = .invalid(proposed, error)
            }
        }
    }

    private let inner: MutableProperty<Value>
    private let validator: (Value) -> Decision
    private let mutableResult: MutableProperty<Result>
    /// Whether this property is committing a value to `inner`, so that its observation does not validate it again.
    private let isCommitting = Locked(false)

    /// The outcome of the latest validation: of the latest value proposed to ``value``, or set on the wrapped
    /// property.
    public let result: Property<Result>

    /// The lifetime of the wrapped property.
    public var lifetime: Lifetime { inner.lifetime }

    /// The committed value. Setting it proposes a value, which is committed only if the validator accepts it.
    public var value: Value {
        get { inner.value }
        set { propose(newValue) }
    }

    /// The committed values: each change, then `completed` when the wrapped property is deinitialized.
    public var signal: Signal<Value, Never> { inner.signal }

    /// Creates a validating view of `inner`, which it keeps alive: values proposed to it are committed to `inner`
    /// when `validator` accepts them.
    ///
    /// - Parameters:
    ///   - inner: The property that the accepted values are committed to.
    ///   - validator: Decides about each proposed value.
    public init(_ inner: MutableProperty<Value>, _ validator: @escaping (Value) -> Decision) {
        self.inner = inner
        self.validator = validator
        mutableResult = MutableProperty(Result(inner.value, validator(inner.value)))
        result = Property(capturing: mutableResult)
        inner.signal.observeValues { [weak mutableResult, isCommitting] value in
            guard let mutableResult, !isCommitting.withLock({ $0 }) else { return }
            mutableResult.value = Result(value, validator(value))
        }
    }

    /// Creates a validating property that starts at `initial`.
    ///
    /// - Parameters:
    ///   - initial: The first value; it is committed even if `validator` rejects it.
    ///   - validator: Decides about each proposed value.
    public convenience init(_ initial: Value, _ validator: @escaping (Value) -> Decision) {
        self.init(MutableProperty(initial), validator)
    }

    /// Creates a validating view of `inner` whose validator also reads `other`; when `other` changes, the latest
    /// proposed value is validated again.
    ///
    /// `other` is not kept alive.
    ///
    /// - Parameters:
    ///   - inner: The property that the accepted values are committed to.
    ///   - other: The property the validator depends on.
    ///   - validator: Decides about each proposed value, given the value of `other`.
    public convenience init<Other: PropertyProtocol>(
        _ inner: MutableProperty<Value>,
        with other: Other,
        _ validator: @escaping (Value, Other.Value) -> Decision
    ) {
        let other = Property(other)
        self.init(inner) { validator($0, other.value) }
        revalidate(whenever: other.signal)
    }

    /// Creates a validating property that starts at `initial` and whose validator also reads `other`; when `other`
    /// changes, the latest proposed value is validated again.
    ///
    /// - Parameters:
    ///   - initial: The first value; it is committed even if `validator` rejects it.
    ///   - other: The property the validator depends on.
    ///   - validator: Decides about each proposed value, given the value of `other`.
    public convenience init<Other: PropertyProtocol>(
        _ initial: Value,
        with other: Other,
        _ validator: @escaping (Value, Other.Value) -> Decision
    ) {
        self.init(MutableProperty(initial), with: other, validator)
    }

    /// Creates a validating view of `inner` whose validator also reads the latest value proposed to `other`, valid or
    /// not; when `other` validates again, so does this property.
    ///
    /// - Parameters:
    ///   - inner: The property that the accepted values are committed to.
    ///   - other: The validating property the validator depends on.
    ///   - validator: Decides about each proposed value, given the latest value proposed to `other`.
    public convenience init<OtherValue, OtherError>(
        _ inner: MutableProperty<Value>,
        with other: ValidatingProperty<OtherValue, OtherError>,
        _ validator: @escaping (Value, OtherValue) -> Decision
    ) {
        let otherResult = other.result
        self.init(inner) { validator($0, otherResult.value.proposed) }
        revalidate(whenever: otherResult.signal)
    }

    /// Creates a validating property that starts at `initial` and whose validator also reads the latest value
    /// proposed to `other`; when `other` validates again, so does this property.
    ///
    /// - Parameters:
    ///   - initial: The first value; it is committed even if `validator` rejects it.
    ///   - other: The validating property the validator depends on.
    ///   - validator: Decides about each proposed value, given the latest value proposed to `other`.
    public convenience init<OtherValue, OtherError>(
        _ initial: Value,
        with other: ValidatingProperty<OtherValue, OtherError>,
        _ validator: @escaping (Value, OtherValue) -> Decision
    ) {
        self.init(MutableProperty(initial), with: other, validator)
    }

    /// Passes the current value, then each committed value, to `action`.
    ///
    /// - Parameter action: Called with each value.
    /// - Returns: A disposable that ends the observation.
    @discardableResult
    public func startWithValues(_ action: @escaping (Value) -> Void) -> Disposable? {
        inner.startWithValues(action)
    }

    /// Observes the committed values for a binding, starting with the current one; see
    /// ``BindingSource/observeForBinding(_:whileAlive:)``.
    ///
    /// - Parameters:
    ///   - observer: Receives the values, then `completed` when the wrapped property is deinitialized.
    ///   - owner: When given, the observation is dropped once this object is gone.
    /// - Returns: A disposable that ends the observation.
    public func observeForBinding(
        _ observer: @escaping (Signal<Value, Never>.Event) -> Void,
        whileAlive owner: AnyObject?
    ) -> Disposable? {
        inner.observeForBinding(observer, whileAlive: owner)
    }

    /// Validates `proposed`, records the outcome, and commits the value it yields, if any.
    private func propose(_ proposed: Value) {
        let outcome = Result(proposed, validator(proposed))
        mutableResult.value = outcome
        guard let committed = outcome.value else { return }
        isCommitting.withLock { $0 = true }
        inner.value = committed
        isCommitting.withLock { $0 = false }
    }

    /// Proposes the latest proposed value again whenever `trigger` sends, for as long as this property lives.
    private func revalidate<Trigger>(whenever trigger: Signal<Trigger, Never>) {
        trigger.take(during: lifetime).observeValues { [weak self] _ in
            guard let self else { return }
            self.propose(self.mutableResult.value.proposed)
        }
    }
}
