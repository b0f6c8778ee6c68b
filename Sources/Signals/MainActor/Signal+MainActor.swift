extension Signal {
    /// Adds a closure that receives every event on the main actor; the compiler checks what the closure touches.
    ///
    /// ```swift
    /// signal.observe(on: MainActor.shared) { event in
    ///     label.text = "\(event)"  // a @MainActor label: no `MainActor.assumeIsolated` needed
    /// }
    /// ```
    ///
    /// Delivery is that of `observe(on: UIScheduler())`: an event sent on the main thread while nothing of this
    /// observation is queued arrives before `send` returns, so a screen never shows a stale frame; events from other
    /// threads hop to the main queue and arrive in the order they were sent. The closure is `@MainActor`, checked by
    /// the compiler; that each call really runs on the main actor is checked at run time, before every call.
    ///
    /// - Parameters:
    ///   - mainActor: `MainActor.shared`.
    ///   - action: Called with each event, on the main actor.
    /// - Returns: A disposable that removes the observer, or `nil` if the signal has ended (`action` then gets
    ///   `interrupted`, on the main actor). Once its `dispose()` returns on the main actor, no event reaches
    ///   `action`, queued or not.
    @discardableResult
    public func observe(
        on mainActor: MainActor,
        _ action: @escaping @MainActor (Event) -> Void
    ) -> Disposable? {
        observe(on: UIScheduler()).observe(onMainActor(action))
    }

    /// Adds a closure that receives the values on the main actor, delivered as `observe(on: MainActor.shared)` delivers
    /// events.
    ///
    /// - Parameters:
    ///   - mainActor: `MainActor.shared`.
    ///   - action: Called with each value, on the main actor.
    /// - Returns: A disposable that removes the observer, or `nil` if the signal has ended.
    @discardableResult
    public func observeValues(
        on mainActor: MainActor,
        _ action: @escaping @MainActor (Value) -> Void
    ) -> Disposable? {
        observe(on: UIScheduler()).observeValues(onMainActor(action))
    }

    /// Adds a closure that receives values as successes and a failure as a failure, on the main actor, delivered as
    /// `observe(on: MainActor.shared)` delivers events.
    ///
    /// - Parameters:
    ///   - mainActor: `MainActor.shared`.
    ///   - action: Called with each value, and with the error if the signal fails, on the main actor.
    /// - Returns: A disposable that removes the observer, or `nil` if the signal has ended.
    @discardableResult
    public func observeResult(
        on mainActor: MainActor,
        _ action: @escaping @MainActor (Result<Value, Error>) -> Void
    ) -> Disposable? {
        observe(on: UIScheduler()).observeResult(onMainActor(action))
    }
}
