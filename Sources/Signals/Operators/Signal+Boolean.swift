extension Signal where Value == Bool {
    /// Sends the opposite of each value.
    ///
    /// ```swift
    /// let isEnabled = isLoading.negate()
    /// ```
    ///
    /// Terminal events pass through unchanged.
    ///
    /// - Returns: A signal of the negated values.
    public func negate() -> Signal {
        map(!)
    }

    /// Sends whether the latest values of this signal and `signal` are both `true`, whenever either sends a value,
    /// once both have.
    ///
    /// ```swift
    /// let canSubmit = isNameValid.and(isEmailValid)
    /// ```
    ///
    /// Completes once both have completed; a failure or interruption of either is forwarded at once. The results are
    /// sent in the order the values arrived, even when the two signals send on different threads.
    ///
    /// - Parameter signal: The other signal.
    /// - Returns: A signal of the logical AND of the latest values.
    public func and(_ signal: Signal) -> Signal {
        Signal.combineLatest(self, signal).map { $0 && $1 }
    }

    /// Sends whether the latest value of this signal or of `signal` is `true`, whenever either sends a value, once
    /// both have.
    ///
    /// ```swift
    /// let isBusy = isLoading.or(isSaving)
    /// ```
    ///
    /// Completes once both have completed; a failure or interruption of either is forwarded at once. The results are
    /// sent in the order the values arrived, even when the two signals send on different threads.
    ///
    /// - Parameter signal: The other signal.
    /// - Returns: A signal of the logical OR of the latest values.
    public func or(_ signal: Signal) -> Signal {
        Signal.combineLatest(self, signal).map { $0 || $1 }
    }

    /// Sends whether the latest values of all `booleans` are `true`, whenever any sends a value, once all have.
    ///
    /// ```swift
    /// let canSubmit = Signal.all([isNameValid, isEmailValid, isPasswordValid])
    /// ```
    ///
    /// Completes once all have completed; a failure or interruption of any is forwarded at once. With a single signal
    /// the result is that signal; with none, the result never sends a value, as in ReactiveSwift.
    ///
    /// - Parameter booleans: The signals to combine.
    /// - Returns: A signal of the logical AND of the latest values.
    public static func all<BooleansCollection: Collection>(
        _ booleans: BooleansCollection
    ) -> Signal where BooleansCollection.Element == Signal {
        combining(Array(booleans)[...]) { $0 && $1 }
    }

    /// Sends whether the latest values of all `booleans` are `true`, whenever any sends a value, once all have.
    ///
    /// ```swift
    /// let canSubmit = Signal.all(isNameValid, isEmailValid, isPasswordValid)
    /// ```
    ///
    /// Completes once all have completed; a failure or interruption of any is forwarded at once.
    ///
    /// - Parameter booleans: The signals to combine.
    /// - Returns: A signal of the logical AND of the latest values.
    public static func all(_ booleans: Signal...) -> Signal {
        all(booleans)
    }

    /// Sends whether the latest value of any of `booleans` is `true`, whenever any sends a value, once all have.
    ///
    /// ```swift
    /// let isBusy = Signal.any([isLoading, isSaving, isUploading])
    /// ```
    ///
    /// Completes once all have completed; a failure or interruption of any is forwarded at once. With a single signal
    /// the result is that signal; with none, the result never sends a value, as in ReactiveSwift.
    ///
    /// - Parameter booleans: The signals to combine.
    /// - Returns: A signal of the logical OR of the latest values.
    public static func any<BooleansCollection: Collection>(
        _ booleans: BooleansCollection
    ) -> Signal where BooleansCollection.Element == Signal {
        combining(Array(booleans)[...]) { $0 || $1 }
    }

    /// Sends whether the latest value of any of `booleans` is `true`, whenever any sends a value, once all have.
    ///
    /// ```swift
    /// let isBusy = Signal.any(isLoading, isSaving, isUploading)
    /// ```
    ///
    /// Completes once all have completed; a failure or interruption of any is forwarded at once.
    ///
    /// - Parameter booleans: The signals to combine.
    /// - Returns: A signal of the logical OR of the latest values.
    public static func any(_ booleans: Signal...) -> Signal {
        any(booleans)
    }

    /// Combines the latest values of `booleans` with `combine`, as a balanced tree of `combineLatest` so that a long
    /// list costs a logarithmic number of hops per value.
    static func combining(_ booleans: ArraySlice<Signal>, _ combine: @escaping (Bool, Bool) -> Bool) -> Signal {
        switch booleans.count {
        case 0:
            return .never
        case 1:
            return booleans[booleans.startIndex]
        default:
            let middle = booleans.startIndex + booleans.count / 2
            let first = combining(booleans[..<middle], combine)
            let second = combining(booleans[middle...], combine)
            return combineLatest(first, second).map { combine($0, $1) }
        }
    }
}
