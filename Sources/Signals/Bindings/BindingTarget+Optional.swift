extension BindingTargetProvider {
    /// Binds a source of non-optional values to a target of optional values: every value the source sends is passed
    /// to the target's action, wrapped.
    ///
    /// ```swift
    /// let subtitle = MutableProperty<String?>(nil)
    /// subtitle <~ viewModel.name  // a Property<String>
    /// ```
    ///
    /// The binding ends as with any other `<~`: when the source ends, when the target's lifetime ends or its owner
    /// is gone, or when the returned disposable is disposed of.
    ///
    /// - Parameters:
    ///   - target: The target to feed.
    ///   - source: The signal or property to observe.
    /// - Returns: A disposable that ends the binding, or `nil` if it could not start.
    @discardableResult
    public static func <~ <Source: BindingSource>(target: Self, source: Source) -> Disposable?
    where Value == Source.Value? {
        let target = target.bindingTarget
        let wrapping = BindingTarget<Source.Value>(lifetime: target.lifetime, owner: target.owner) {
            [deliver = target.deliver] value in
            deliver(value)
        }
        return wrapping <~ source
    }
}

extension Optional: BindingTargetProvider where Wrapped: BindingTargetProvider {
    /// The binding target of the wrapped provider; for `nil`, a target whose lifetime has already ended, so that
    /// binding to it does nothing and returns `nil`.
    ///
    /// With it, `viewModel?.title <~ signal` binds when `viewModel` is there and does nothing otherwise, as in
    /// ReactiveSwift.
    public var bindingTarget: BindingTarget<Wrapped.Value> {
        switch self {
        case .some(let provider): provider.bindingTarget
        case .none: BindingTarget(lifetime: .empty) { _ in }
        }
    }
}
