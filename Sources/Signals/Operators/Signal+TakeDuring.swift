extension Signal {
    /// Forwards events until `lifetime` ends, then completes.
    ///
    /// - Parameter lifetime: The lifetime that bounds the forwarding.
    /// - Returns: A signal that completes when `lifetime` ends, if it has not terminated before.
    @inlinable
    public func take(during lifetime: Lifetime) -> Signal {
        Signal { output, outputLifetime in
            outputLifetime += lifetime.observeEnded(output.sendCompleted)
            outputLifetime += observe(output.action)
        }
    }

    /// Forwards events while `object` is alive, then completes.
    ///
    /// Works for any class instance. An object that is a ``LifetimeProvider`` ends the forwarding at its deinit.
    /// For any other object the signal holds it weakly: no value passes once it is gone, and the observation of this
    /// signal is detached no later than this signal's next event or next observation, so dead bindings never pile up.
    ///
    /// ```swift
    /// reactive.handle <~ viewModel.navigationSignal
    ///     .take(duringLifetimeOf: viewController)
    ///     .map(AppRoute.itemList)
    /// ```
    ///
    /// - Parameter object: The object whose life bounds the forwarding.
    /// - Returns: A signal that completes once `object` is gone.
    @inlinable
    public func take(duringLifetimeOf object: AnyObject) -> Signal {
        if let provider = object as? LifetimeProvider {
            return take(during: provider.lifetime)
        }
        let owner = WeakOwner(object)
        return Signal { output, outputLifetime in
            outputLifetime += core.observe(
                { event in
                    if owner.isGone {
                        output.sendCompleted()
                    } else {
                        output.send(event)
                    }
                },
                owner: owner
            )
        }
    }
}
