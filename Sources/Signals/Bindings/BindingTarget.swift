/// Something that can be bound to with `<~`: anything that provides a ``BindingTarget``.
public protocol BindingTargetProvider<Value> {
    /// The type of the values the target accepts.
    associatedtype Value

    /// The target that bindings feed.
    var bindingTarget: BindingTarget<Value> { get }
}

/// A sink for a binding: an action to run with each value, and the lifetime that ends the bindings to it.
///
/// ```swift
/// let label = Label()
/// let text = BindingTarget<String>(lifetime: label.lifetime) { label.text = $0 }
/// text <~ viewModel.title
/// ```
public struct BindingTarget<Value>: BindingTargetProvider {
    /// Ends every binding to this target when it ends.
    public let lifetime: Lifetime
    /// Runs with each value the bound source sends.
    public var action: (Value) -> Void {
        { [deliver] value in _ = deliver(value) }
    }
    /// Runs with each value; returns `false`, doing nothing, once the owner is gone.
    @usableFromInline
    let deliver: (Value) -> Bool
    /// When set, bindings also end once this object is gone.
    @usableFromInline
    let owner: WeakOwner?

    @usableFromInline
    init(lifetime: Lifetime, owner: WeakOwner?, deliver: @escaping (Value) -> Bool) {
        self.lifetime = lifetime
        self.owner = owner
        self.deliver = deliver
    }

    /// Creates a binding target.
    ///
    /// - Parameters:
    ///   - scheduler: Where `action` runs; by default, on the thread the value arrives on.
    ///   - lifetime: Ends the bindings to this target.
    ///   - action: Runs with each value.
    @inlinable
    public init(on scheduler: Scheduler = ImmediateScheduler(), lifetime: Lifetime, action: @escaping (Value) -> Void) {
        let perform = scheduler.scheduling(action)
        self.init(lifetime: lifetime, owner: nil) { value in
            perform(value)
            return true
        }
    }

    /// Creates a binding target that sets a property of an object, holding the object weakly.
    ///
    /// Bindings end with `lifetime`, or once `object` is gone.
    ///
    /// - Parameters:
    ///   - scheduler: Where the property is set; by default, on the thread the value arrives on.
    ///   - lifetime: Ends the bindings to this target.
    ///   - object: The object to set the property of.
    ///   - keyPath: The property to set.
    public init<Object: AnyObject>(
        on scheduler: Scheduler = ImmediateScheduler(),
        lifetime: Lifetime,
        object: Object,
        keyPath: ReferenceWritableKeyPath<Object, Value>
    ) {
        self.init(on: scheduler, lifetime: lifetime, object: object, endsWithObject: true) { object, value in
            object[keyPath: keyPath] = value
        }
    }

    /// Creates a target that runs `action` with `object`, held weakly, and each value; values that arrive once
    /// `object` is gone are dropped, and with `endsWithObject` they end the binding.
    ///
    /// Only the value travels to the scheduler: `object` is loaded where the action runs, never on the sending
    /// thread, so a value on its way keeps nothing alive and a sending thread never releases the object. A binding
    /// whose object is gone ends at the first value that finds it gone where the action runs, or, when that value
    /// was queued, at the next one.
    @inlinable
    init<Object: AnyObject>(
        on scheduler: Scheduler,
        lifetime: Lifetime,
        object: Object,
        endsWithObject: Bool,
        action: @escaping (Object, Value) -> Void
    ) {
        let owner = WeakOwner(object)
        let bindingOwner = endsWithObject ? owner : nil
        if scheduler is ImmediateScheduler {
            self.init(lifetime: lifetime, owner: bindingOwner) { value in
                guard let object = owner.object else { return false }
                action(unsafeDowncast(object, to: Object.self), value)
                return true
            }
            return
        }
        // Set where the action runs once it finds the object gone, so later values end the binding at once.
        let isGone = Locked(false)
        let run = { (value: Value) -> Bool in
            guard let object = owner.object else {
                isGone.withLock { $0 = true }
                return false
            }
            action(unsafeDowncast(object, to: Object.self), value)
            return true
        }
        if let scheduler = scheduler as? UIScheduler {
            self.init(lifetime: lifetime, owner: bindingOwner) { value in
                if scheduler.enter() {
                    defer { scheduler.leave() }
                    return run(value)
                }
                guard !isGone.withLock({ $0 }) else {
                    scheduler.leave()
                    return false
                }
                scheduler.enqueue(ScheduledAction { _ = run(value) })
                return true
            }
            return
        }
        self.init(lifetime: lifetime, owner: bindingOwner) { value in
            guard !isGone.withLock({ $0 }) else { return false }
            _ = scheduler.schedule { _ = run(value) }
            return true
        }
    }

    /// The target itself.
    public var bindingTarget: BindingTarget<Value> { self }
}
