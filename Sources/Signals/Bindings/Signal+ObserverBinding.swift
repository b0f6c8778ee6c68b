extension Signal.Observer {
    /// Sends every value of `source` into `observer`: `observer <~ source`.
    ///
    /// ```swift
    /// let (searches, searchInput) = Signal<String, Never>.pipe()
    /// searchInput <~ searchField.textValues
    /// ```
    ///
    /// Only values are sent; the terminal event of `source` is not, so the observer's signal keeps going. A property
    /// source first sends its current value. The observer is held weakly: once it is gone (the input of a pipe whose
    /// every reference was dropped), values are no longer sent and the binding is detached from `source` no later than
    /// its next event. The binding also ends when `source` ends or when the returned disposable is disposed of.
    ///
    /// - Parameters:
    ///   - observer: The observer to send the values into.
    ///   - source: The signal or property to observe.
    /// - Returns: A disposable that ends the binding, or `nil` if `source` has ended. (ReactiveSwift returns a
    ///   non-optional `Disposable`; this matches the other `<~` of Signals.)
    @discardableResult
    @inlinable
    public static func <~ <Source: BindingSource>(
        observer: Signal<Value, Error>.Observer,
        source: Source
    ) -> Disposable? where Source.Value == Value {
        let binding = CompositeDisposable()
        let observation = source.observeForBinding(
            { [weak observer] event in
                guard case .value(let value) = event else { return }
                guard let observer else { return binding.disposeAsTeardown() }
                observer.send(value: value)
            },
            whileAlive: observer
        )
        guard let observation else { return nil }
        binding += observation
        return binding
    }
}
