extension BindingTargetProvider {
    /// Binds an `AsyncSequence` to the target: a task iterates `source` and passes every element to the target.
    ///
    /// ```swift
    /// let progress = MutableProperty(0.0)
    /// progress <~ download.progressUpdates  // an AsyncStream<Double>
    /// ```
    ///
    /// The task runs on the global concurrent executor, so the target receives the elements there, one at a time, in
    /// order; a target made with a scheduler (`BindingTarget(on: UIScheduler(), ...)`, `makeBindingTarget(on:)`)
    /// moves them to it. The binding ends when the sequence ends or throws (the error is dropped: a binding has no
    /// error to deliver), when the target's lifetime ends, when the target's owner is gone, or when the returned
    /// disposable is disposed of; the task is then cancelled.
    ///
    /// The sequence is handed over to the task, so it must not be used elsewhere afterwards (`sending`).
    ///
    /// - Parameters:
    ///   - target: The target to feed.
    ///   - source: The sequence to iterate.
    /// - Returns: A disposable that ends the binding, or `nil` if the target's lifetime had already ended.
    @discardableResult
    public static func <~ <Source: AsyncSequence>(target: Self, source: sending Source) -> Disposable?
    where Source.Element == Value, Source: SendableMetatype {
        let iteration = SerialDisposable()
        // The pipe ends, and with it the task, once nothing observes it: when the binding below ends, however.
        let (elements, input) = Signal<Value, Never>.pipe(disposable: iteration)
        let binding = target <~ elements
        guard binding != nil else { return nil }
        let task = Task {
            do {
                for try await element in source {
                    input.send(value: element)
                }
                input.sendCompleted()
            } catch {
                input.sendInterrupted()
            }
        }
        iteration.inner = AnyDisposable { task.cancel() }
        return binding
    }
}
