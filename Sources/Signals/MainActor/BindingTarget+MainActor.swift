extension BindingTarget {
    /// Creates a binding target whose action runs on the main actor; the compiler checks what the action touches.
    ///
    /// ```swift
    /// let title = BindingTarget<String>(on: MainActor.shared, lifetime: screen.lifetime) { screen.title = $0 }
    /// title <~ viewModel.title
    /// ```
    ///
    /// Values are delivered as by ``UIScheduler``: at once for a value sent on the main thread while nothing of this
    /// target is queued, in order on the main queue otherwise. That each call runs on the main actor is checked at
    /// run time.
    ///
    /// - Parameters:
    ///   - mainActor: `MainActor.shared`.
    ///   - lifetime: Ends the bindings to this target.
    ///   - action: Runs with each value, on the main actor.
    public init(on mainActor: MainActor, lifetime: Lifetime, action: @escaping @MainActor (Value) -> Void) {
        self.init(on: UIScheduler(), lifetime: lifetime, action: onMainActor(action))
    }

    /// Creates a binding target that sets a property of an object on the main actor, holding the object weakly: for
    /// a `@MainActor` object, or an `@Observable` one that SwiftUI reads.
    ///
    /// ```swift
    /// BindingTarget(on: MainActor.shared, object: model, keyPath: \.title) <~ titles
    /// ```
    ///
    /// Bindings end with the object's ``Lifetime`` when it provides one, and otherwise at the first value that
    /// finds the object gone. Values are delivered as by ``UIScheduler``.
    ///
    /// - Parameters:
    ///   - mainActor: `MainActor.shared`.
    ///   - object: The object to set the property of.
    ///   - keyPath: The property to set.
    public init<Object: AnyObject>(
        on mainActor: MainActor,
        object: Object,
        keyPath: sending ReferenceWritableKeyPath<Object, Value>
    ) {
        self.init(on: mainActor, object: object) { object, value in
            object[keyPath: keyPath] = value
        }
    }

    /// Creates a target that runs `action` on the main actor with `object`, held weakly, and each value: the target
    /// of `makeBindingTarget(on: UIScheduler())`, whose action checks that it runs on the main actor.
    init<Object: AnyObject>(
        on mainActor: MainActor,
        object: Object,
        action: @escaping @MainActor (Object, Value) -> Void
    ) {
        self = Reactive(object).makeBindingTarget(on: UIScheduler()) { object, value in
            performOnMainActor((object, value)) { action($0.0, $0.1) }
        }
    }
}

extension Reactive where Base: AnyObject {
    /// Makes a binding target that runs `action` on the main actor with the base object, held weakly, and each value;
    /// the compiler checks what the action touches.
    ///
    /// ```swift
    /// extension Reactive where Base: TitleView {
    ///     var title: BindingTarget<String> { makeBindingTarget(on: MainActor.shared) { $0.title = $1 } }
    /// }
    /// ```
    ///
    /// Bindings end with the base's ``Lifetime`` when it provides one, and otherwise once the base is gone. Values are
    /// delivered as by ``UIScheduler``; that each call runs on the main actor is checked at run time.
    ///
    /// - Parameters:
    ///   - mainActor: `MainActor.shared`.
    ///   - action: Runs with the base object and each value, on the main actor.
    /// - Returns: The binding target.
    public func makeBindingTarget<Value>(
        on mainActor: MainActor,
        _ action: @escaping @MainActor (Base, Value) -> Void
    ) -> BindingTarget<Value> {
        BindingTarget(on: mainActor, object: base, action: action)
    }
}
