/// A namespace for reactive extensions of a type, reached through `reactive`.
///
/// ```swift
/// extension Reactive where Base: Label {
///     var text: BindingTarget<String> { makeBindingTarget { $0.text = $1 } }
/// }
/// label.reactive.text <~ viewModel.title
/// ```
public struct Reactive<Base> {
    /// The extended value.
    public let base: Base

    /// Wraps `base` for its reactive extensions.
    ///
    /// - Parameter base: The value to extend.
    public init(_ base: Base) {
        self.base = base
    }
}

/// A type that offers reactive extensions through `reactive`.
public protocol ReactiveExtensionsProvider {}

extension ReactiveExtensionsProvider {
    /// The reactive extensions of this value.
    public var reactive: Reactive<Self> {
        Reactive(self)
    }

    /// The reactive extensions of this type.
    public static var reactive: Reactive<Self>.Type {
        Reactive<Self>.self
    }
}

extension Reactive where Base: AnyObject {
    /// Makes a binding target that runs `action` with the base and each value.
    ///
    /// The target holds the base weakly. Bindings to it end with the base: at its deinit if it is a
    /// ``LifetimeProvider``, otherwise no later than the source's next event or next observation.
    ///
    /// - Parameters:
    ///   - scheduler: Where `action` runs; by default, on the thread the value arrives on.
    ///   - action: Runs with the base and each value.
    /// - Returns: The binding target.
    @inlinable
    public func makeBindingTarget<Value>(
        on scheduler: Scheduler = ImmediateScheduler(),
        _ action: @escaping (Base, Value) -> Void
    ) -> BindingTarget<Value> {
        if let provider = base as? LifetimeProvider {
            return BindingTarget(
                on: scheduler, lifetime: provider.lifetime, object: base, endsWithObject: false, action: action)
        }
        return BindingTarget(on: scheduler, lifetime: .never, object: base, endsWithObject: true, action: action)
    }
}
