extension Signal {
    /// Adds an observer.
    ///
    /// The observer gets every event whose delivery starts after this call; an observer added while an event is being
    /// delivered misses that event. Observing a signal that has ended sends `interrupted` to the observer at once.
    ///
    /// - Parameter observer: The observer to add.
    /// - Returns: A disposable that removes the observer, or `nil` if the signal has ended. Once its `dispose()`
    ///   returns, no new callback of the observer starts.
    @discardableResult
    @inlinable
    public func observe(_ observer: Observer) -> Disposable? {
        core.observe(observer.action)
    }

    /// Adds a closure that receives every event.
    ///
    /// - Parameter action: Called with each event, on the thread that delivers it.
    /// - Returns: A disposable that removes the observer, or `nil` if the signal has ended.
    @discardableResult
    @inlinable
    public func observe(_ action: @escaping (Event) -> Void) -> Disposable? {
        core.observe(action)
    }

    /// Adds a closure that receives the values.
    ///
    /// - Parameter action: Called with each value.
    /// - Returns: A disposable that removes the observer, or `nil` if the signal has ended.
    @discardableResult
    @inlinable
    public func observeValues(_ action: @escaping (Value) -> Void) -> Disposable? {
        core.observeValues(action)
    }

    /// Adds a closure that receives values as successes and a failure as a failure.
    ///
    /// - Parameter action: Called with each value, and with the error if the signal fails.
    /// - Returns: A disposable that removes the observer, or `nil` if the signal has ended.
    @discardableResult
    @inlinable
    public func observeResult(_ action: @escaping (Result<Value, Error>) -> Void) -> Disposable? {
        core.observe { event in
            switch event {
            case .value(let value): action(.success(value))
            case .failed(let error): action(.failure(error))
            case .completed, .interrupted: break
            }
        }
    }

    /// Adds a closure called when the signal completes.
    ///
    /// - Parameter action: Called on `completed`.
    /// - Returns: A disposable that removes the observer, or `nil` if the signal has ended.
    @discardableResult
    @inlinable
    public func observeCompleted(_ action: @escaping () -> Void) -> Disposable? {
        core.observe { event in
            if case .completed = event { action() }
        }
    }

    /// Adds a closure called when the signal fails.
    ///
    /// - Parameter action: Called with the error on `failed`.
    /// - Returns: A disposable that removes the observer, or `nil` if the signal has ended.
    @discardableResult
    @inlinable
    public func observeFailed(_ action: @escaping (Error) -> Void) -> Disposable? {
        core.observe { event in
            if case .failed(let error) = event { action(error) }
        }
    }

    /// Adds a closure called when the signal is interrupted, including when it is observed after it ended.
    ///
    /// - Parameter action: Called on `interrupted`.
    /// - Returns: A disposable that removes the observer, or `nil` if the signal has ended.
    @discardableResult
    @inlinable
    public func observeInterrupted(_ action: @escaping () -> Void) -> Disposable? {
        core.observe { event in
            if case .interrupted = event { action() }
        }
    }
}
