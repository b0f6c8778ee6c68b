/// A hot, thread-safe stream of events: any number of values, then at most one terminal event.
///
/// Create one with ``pipe(disposable:)`` or the generator initializer, and observe it with ``observe(_:)-(Observer)``
/// or ``observeValues(_:)``:
///
/// ```swift
/// let (signal, input) = Signal<Int, Never>.pipe()
/// signal.observeValues { print($0) }
/// input.send(value: 1)
/// ```
///
/// Any thread may send. Events are serialized: an observer never runs concurrently with itself, and all observers see
/// the events in one order. An event sent while another is being delivered (from another thread, or from inside an
/// observer) is queued and delivered, in order, by the thread already delivering, once the current event has reached
/// every observer. Sending therefore never blocks and never deadlocks. See <doc:Contracts>.
///
/// A signal stays alive while it is referenced or observed. When the last reference goes away and nobody observes it,
/// it ends: its generator's lifetime ends, which detaches it from its upstream signals.
public final class Signal<Value, Error: Swift.Error>: @unchecked Sendable {
    // Safety: `core` is immutable and thread-safe.
    @usableFromInline
    let core: SignalCore<Value, Error>

    @usableFromInline
    init(core: SignalCore<Value, Error>) {
        self.core = core
    }

    /// Creates a signal and runs `generator` at once with its input and a lifetime that ends with the signal.
    ///
    /// The lifetime ends when the signal sends a terminal event, or when it can no longer be observed. Tie whatever
    /// the generator starts to it, for example an observation of another signal.
    ///
    /// - Parameter generator: Receives the observer that sends into the new signal, and the signal's lifetime.
    @inlinable
    public convenience init(_ generator: (Observer, Lifetime) -> Void) {
        let lifetime = Lifetime()
        self.init(core: SignalCore.make(lifetime: lifetime), lifetime: lifetime, generator: generator)
    }

    /// Creates the signal of an operator that only sends from inside the deliveries of `upstream`, which it observes.
    ///
    /// Such a signal needs no serialization of its own, so each event costs one lock instead of two. The generator
    /// must send only from its observation of `upstream`: never from another thread, a scheduler or another signal.
    @inlinable
    convenience init<UpstreamValue, UpstreamError>(
        relaying upstream: Signal<UpstreamValue, UpstreamError>,
        _ generator: (Observer, Lifetime) -> Void
    ) {
        let lifetime = Lifetime()
        self.init(
            core: SignalCore.make(relaying: upstream.core, lifetime: lifetime), lifetime: lifetime, generator: generator
        )
    }

    /// Creates the signal of `core`, whose generator's lifetime is `lifetime`, and runs `generator`.
    @inlinable
    convenience init(core: SignalCore<Value, Error>, lifetime: Lifetime, generator: (Observer, Lifetime) -> Void) {
        self.init(core: core)
        generator(Observer(input: core), lifetime)
    }

    deinit {
        // Through the specialized handler: this deinit runs unspecialized.
        core.releaseHandlers.output(core)
    }

    /// Creates a signal and the observer that sends into it.
    ///
    /// ```swift
    /// let (signal, input) = Signal<String, Never>.pipe()
    /// ```
    ///
    /// The input is thread-safe. The signal ends with the first terminal event sent into it.
    ///
    /// - Parameter disposable: Disposed of when the signal ends.
    /// - Returns: The signal, and the observer that sends into it.
    @inlinable
    public static func pipe(disposable: Disposable? = nil) -> (output: Signal, input: Observer) {
        let lifetime = disposable.map { disposable in
            let lifetime = Lifetime()
            lifetime += disposable
            return lifetime
        }
        let core = SignalCore<Value, Error>.make(lifetime: lifetime)
        return (Signal(core: core), Observer(input: core))
    }

    /// A signal that never sends anything.
    ///
    /// Its lifetime keeps its input, so releasing the signal while it is observed does not interrupt it; it is freed
    /// once nobody references or observes it.
    public static var never: Signal {
        Signal { input, lifetime in
            lifetime.observeEnded { _ = input }
        }
    }

    /// A signal that has already completed: observers get `interrupted` at once.
    public static var empty: Signal {
        Signal { input, _ in input.sendCompleted() }
    }
}
