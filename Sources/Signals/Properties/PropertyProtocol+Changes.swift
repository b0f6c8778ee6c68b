extension PropertyProtocol {
    /// Observes the changes of this property and returns the value they follow; see
    /// ``SignalCore/observeChanges(_:)``. Neither the observation nor the caller keeps this property object alive.
    ///
    /// A conforming type of another library whose signal does not carry its value is read, then observed: a change
    /// made by another thread between the two steps may be missed until the next one.
    @inlinable
    func observeChanges(
        _ action: @escaping (Signal<Value, Never>.Event) -> Void
    ) -> (current: Value, observation: Disposable?) {
        let signal = self.signal
        if let tracked = signal.core.observeChanges(action) { return tracked }
        let current = value
        return (current, signal.observe(action))
    }
}
