extension PropertyProtocol {
    /// Calls `action` with the current value, then with every change, on the main actor; the compiler checks what
    /// the closure touches.
    ///
    /// ```swift
    /// viewModel.isLoading.startWithValues(on: MainActor.shared) { isLoading in
    ///     spinner.isAnimating = isLoading  // a @MainActor view
    /// }
    /// ```
    ///
    /// Called on the main thread with nothing of this observation queued, `action` gets the current value before this
    /// call returns; changes made on the main thread arrive before their setter returns, and changes made on other
    /// threads arrive in order on the main queue.
    ///
    /// - Parameters:
    ///   - mainActor: `MainActor.shared`.
    ///   - action: Called with each value, on the main actor.
    /// - Returns: A disposable that stops the calls, including those still queued for the main actor.
    @discardableResult
    public func startWithValues(
        on mainActor: MainActor,
        _ action: @escaping @MainActor (Value) -> Void
    ) -> Disposable {
        producer.startWithValues(on: mainActor, action)
    }
}
