extension Signal {
    /// Creates a signal and the observer that sends into it; the same as ``pipe(disposable:)``.
    ///
    /// ```swift
    /// let (signal, input) = Signal<Int, Never>.unserializedPipe()
    /// ```
    ///
    /// ReactiveSwift offers this variant to callers that serialize their sends themselves, to save its lock. Every
    /// signal of Signals serializes without blocking and queues reentrant sends, so this is simply a serialized pipe,
    /// kept so that code written for ReactiveSwift compiles.
    ///
    /// - Parameter disposable: Disposed of when the signal ends.
    /// - Returns: The signal, and the observer that sends into it.
    @inlinable
    public static func unserializedPipe(disposable: Disposable? = nil) -> (output: Signal, input: Observer) {
        pipe(disposable: disposable)
    }

    /// Creates a signal and the observer that sends into it, which accepts sends from inside its own observers; the
    /// same as ``pipe(disposable:)``.
    ///
    /// ```swift
    /// let (signal, input) = Signal<Int, Never>.reentrantUnserializedPipe()
    /// ```
    ///
    /// ReactiveSwift offers this variant to queue events sent from inside an observer instead of deadlocking. Every
    /// signal of Signals already does that (see <doc:Contracts>), and serializes sends from several threads too, so
    /// this is simply a serialized pipe, kept so that code written for ReactiveSwift compiles.
    ///
    /// - Parameter disposable: Disposed of when the signal ends.
    /// - Returns: The signal, and the observer that sends into it.
    @inlinable
    public static func reentrantUnserializedPipe(disposable: Disposable? = nil) -> (output: Signal, input: Observer) {
        pipe(disposable: disposable)
    }

    /// Creates a signal and runs `generator` at once; the same as ``init(_:)``.
    ///
    /// ```swift
    /// let ticks = Signal<Int, Never>.unserialized { input, lifetime in
    ///     lifetime += clock.observeValues { input.send(value: $0) }
    /// }
    /// ```
    ///
    /// Every signal of Signals serializes without blocking, so this is simply a serialized signal, kept so that code
    /// written for ReactiveSwift compiles.
    ///
    /// - Parameter generator: Receives the observer that sends into the new signal, and the signal's lifetime.
    /// - Returns: The new signal.
    @inlinable
    public static func unserialized(_ generator: (Observer, Lifetime) -> Void) -> Signal {
        Signal(generator)
    }

    /// Creates a signal and runs `generator` at once; the same as ``init(_:)``.
    ///
    /// ```swift
    /// let echoes = Signal<Int, Never>.reentrantUnserialized { input, lifetime in
    ///     lifetime += clock.observeValues { input.send(value: $0) }
    /// }
    /// ```
    ///
    /// Every signal of Signals already queues events sent from inside its observers and serializes sends from several
    /// threads, so this is simply a serialized signal, kept so that code written for ReactiveSwift compiles.
    ///
    /// - Parameter generator: Receives the observer that sends into the new signal, and the signal's lifetime.
    /// - Returns: The new signal.
    @inlinable
    public static func reentrantUnserialized(_ generator: (Observer, Lifetime) -> Void) -> Signal {
        Signal(generator)
    }
}
