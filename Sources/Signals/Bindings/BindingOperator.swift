precedencegroup BindingPrecedence {
    associativity: right
    higherThan: AssignmentPrecedence
}

/// Binds a source to a target: `target <~ source`.
infix operator <~ : BindingPrecedence

extension BindingTargetProvider {
    /// Binds `source` to the target: every value the source sends is passed to the target's action.
    ///
    /// ```swift
    /// let title = MutableProperty("")
    /// title <~ viewModel.titleSignal
    /// ```
    ///
    /// A property source first passes its current value. The binding ends when the source ends, when the target's
    /// lifetime ends, when the target's owner is gone (see ``BindingTarget``), or when the returned disposable is
    /// disposed of, whichever comes first.
    ///
    /// - Parameters:
    ///   - target: The target to feed.
    ///   - source: The signal or property to observe.
    /// - Returns: A disposable that ends the binding, or `nil` if it could not start.
    @discardableResult
    @inlinable
    public static func <~ <Source: BindingSource>(target: Self, source: Source) -> Disposable?
    where Source.Value == Value {
        let target = target.bindingTarget
        guard !target.lifetime.hasEnded, target.owner?.isGone != true else { return nil }
        let binding = CompositeDisposable()
        let observation = source.observeForBinding(
            { [deliver = target.deliver] event in
                guard case .value(let value) = event, deliver(value) else {
                    return binding.disposeAsTeardown()
                }
            },
            whileAlive: target.owner?.object
        )
        binding += observation
        if target.owner == nil {
            binding.add(target.lifetime.tearDownWhenEnded(binding))
        }
        return binding
    }
}
