/// A cold stream of events: a recipe for work that runs once per start, each start creating a new ``Signal``.
///
/// A producer wraps a start handler that is given the observer of a fresh signal and that signal's lifetime. Each
/// call of ``start(_:)-(Signal<Value,Error>.Observer)`` (or ``startWithSignal(_:)``) creates a new signal, attaches
/// the observer, then runs the start handler, so no event of the new signal is missed:
///
/// ```swift
/// func fetch(_ url: URL) -> SignalProducer<Data, NetworkError> {
///     SignalProducer { observer, lifetime in
///         let task = session.dataTask(with: url) { data, _, error in
///             if let data { observer.send(value: data); observer.sendCompleted() }
///             else { observer.send(error: NetworkError(error)) }
///         }
///         lifetime.observeEnded { task.cancel() }
///         task.resume()
///     }
/// }
/// ```
///
/// A started producer *is* a ``Signal``: every signal contract holds for it. Its observer may send from any thread,
/// at any time, even after the start handler returned; events are serialized, the first terminal event wins, and
/// reentrant sends are queued. The start handler's lifetime ends when the signal terminates, including when the
/// disposable returned by `start` interrupts it; that is where the work is cancelled. See <doc:Contracts>.
///
/// A start runs until it terminates or the disposable that `start` returned is disposed of, even if the start handler
/// does not keep its observer, as in ReactiveSwift. A start handler that lets go of its observer without sending a
/// terminal event, while nobody holds the produced signal or that disposable, interrupts the produced signal: its
/// observers get `interrupted` and its lifetime ends.
///
/// An operator that ``Signal`` has too is documented in full there, with its parameters and an example: the
/// producer's form applies it to every signal the producer starts, and its doc says only what the producer adds
/// (which of two producers each start starts first).
public struct SignalProducer<Value, Error: Swift.Error>: @unchecked Sendable {
    // Safety: `startHandler` is immutable. Starting the producer from several threads runs the handler on each of
    // them, as ReactiveSwift does; whether the handler's own captures may be used that way is the handler's business.
    // Each start gets its own serializing signal.

    /// The type of the signal each start creates.
    public typealias ProducedSignal = Signal<Value, Error>

    @usableFromInline
    let startHandler: StartHandler

    /// What runs at each start.
    @usableFromInline
    enum StartHandler {
        /// A start handler written with ``SignalProducer/init(_:)-(_)``.
        case plain((Signal<Value, Error>.Observer, Lifetime) -> Void)
        /// The start of a lifted operator, which gets its produced signal's input as such: also the interrupt handle,
        /// to forward interruptions to the start of the producer it lifts (see ``InterruptForwarding``).
        case lifted((ProducedSignalInput<Value, Error>, Lifetime) -> Void)
        /// One value, then completion (``SignalProducer/init(value:)``). Started with one observer, it needs no signal:
        /// see ``SignalProducer/startImmediately(_:)``.
        case value(Value)
        /// Values, then completion (``SignalProducer/init(values:_:_:)``, ``SignalProducer/empty``); as `value`.
        case values([Value])
    }

    /// Creates a producer whose every start sends the events of `startHandler` at once.
    @inlinable
    init(immediate startHandler: StartHandler) {
        self.startHandler = startHandler
    }

    /// Creates a producer that runs `startHandler` each time it is started.
    ///
    /// The handler gets the observer of the newly created signal, which it may keep and send to from any thread,
    /// and the signal's lifetime, which ends when the signal terminates: when a terminal event is sent, or when the
    /// start is interrupted through the disposable that `start` returned. Cancel the work there:
    /// `lifetime.observeEnded { task.cancel() }`.
    ///
    /// - Parameter startHandler: Runs once per start, on the starting thread, after the observer is attached.
    @inlinable
    public init(_ startHandler: @escaping (Signal<Value, Error>.Observer, Lifetime) -> Void) {
        self.startHandler = .plain(startHandler)
    }

    /// Creates the producer of a lifted operator, whose start handler gets the produced signal's input as the
    /// interrupt handle it also is.
    @inlinable
    init(lifted startHandler: @escaping (ProducedSignalInput<Value, Error>, Lifetime) -> Void) {
        self.startHandler = .lifted(startHandler)
    }

    /// Creates a signal, hands it to `setup`, then starts the work that sends into it.
    ///
    /// Observe the signal inside `setup`: the start handler runs when `setup` returns, so events it sends at once
    /// are not missed. If `setup` disposes of the interrupt handle, the start handler does not run.
    ///
    /// - Parameter setup: Receives the produced signal and its interrupt handle, which interrupts the signal and
    ///   ends the start handler's lifetime when disposed of.
    /// - Returns: What `setup` returns.
    @discardableResult
    @inlinable
    public func startWithSignal<Result>(
        _ setup: (_ signal: Signal<Value, Error>, _ interruptHandle: Disposable) -> Result
    ) -> Result {
        let lifetime = Lifetime()
        let signal = Signal<Value, Error>(core: SignalCore.make(lifetime: lifetime))
        return run(on: signal.core, lifetime: lifetime) { interruptHandle in setup(signal, interruptHandle) }
    }

    /// Starts the producer with one observer, without a `Signal` handle: what `start` and `startWithValues` do.
    ///
    /// Nobody else can ever observe the produced signal, so it is marked released (as the deinit of its handle would)
    /// as the observer is attached, under the same lock, before the start handler runs; nobody can dispose of the
    /// observation either, so it gets no subscription. The interrupt handle is the signal's input.
    @inlinable
    func start(observing callback: ObserverCallback<Value, Error>) -> Disposable {
        let lifetime = Lifetime()
        let core = SignalCore<Value, Error>.make(lifetime: lifetime)
        return run(on: core, lifetime: lifetime, setupMayDispose: false) { interruptHandle in
            _ = core.observe(callback, owner: nil, startingWithCurrent: false, asOnlyObserver: true)
            return interruptHandle
        }
    }

    /// Creates the input of a start's signal `core`, hands its interrupt handle to `setup`, then runs the start
    /// handler, unless `setup` disposed of the handle.
    ///
    /// - Parameters:
    ///   - core: The produced signal's core.
    ///   - lifetime: The lifetime `core` was created with, handed to the start handler.
    ///   - setupMayDispose: Whether `setup` may dispose of the handle (user code may; an observer being attached
    ///     cannot, so the check and its lock are skipped).
    ///   - setup: Receives the interrupt handle before the start handler runs.
    @inlinable
    func run<Result>(
        on core: SignalCore<Value, Error>,
        lifetime: Lifetime,
        setupMayDispose: Bool = true,
        _ setup: (ProducedSignalInput<Value, Error>) -> Result
    ) -> Result {
        let input = ProducedSignalInput(core, lifetime: lifetime)
        let result = setup(input)
        if setupMayDispose, input.isDisposed { return result }
        switch startHandler {
        case .plain(let handler): handler(input, lifetime)
        case .lifted(let handler): handler(input, lifetime)
        case .value(let value):
            input.send(value: value)
            input.sendCompleted()
        case .values(let values):
            for value in values {
                if lifetime.hasEnded { return result }
                input.send(value: value)
            }
            input.sendCompleted()
        }
        return result
    }

    /// Starts a producer whose events are known when it was created (``StartHandler/value(_:)``,
    /// ``StartHandler/values(_:)``) by handing them to `receive` at once, without creating a signal; returns `nil`,
    /// doing nothing, for any other producer.
    ///
    /// This is what starting such a producer with one observer amounts to: its signal would deliver those events to
    /// that observer, in order, on the starting thread, before `start` returns, and nobody could interrupt it
    /// meanwhile (the interrupt handle is only returned afterwards, and nothing else can reach the signal). The
    /// returned handle is that of a start that has ended, as the interrupt handle of the signal would then be.
    @inlinable
    func startImmediately(_ receive: (Signal<Value, Error>.Event) -> Void) -> Disposable? {
        switch startHandler {
        case .plain, .lifted:
            return nil
        case .value(let value):
            receive(.value(value))
        case .values(let values):
            for value in values { receive(.value(value)) }
        }
        receive(.completed)
        return EndedStart.shared
    }
}

/// The input of a started producer's signal, which is also the interrupt handle `start` returns: disposing of it
/// sends `interrupted` into the produced signal, which ends the start handler's lifetime.
///
/// Being the input, the handle keeps it, as ReactiveSwift's interrupt handle does: while the handle is kept, the start
/// runs until it terminates or the handle is disposed of, even if the start handler does not keep its observer. Once
/// the handle, the produced signal and the start handler's observer are all gone, nobody can end the start any more,
/// and it is interrupted. Held by a ``Lifetime`` or a ``CompositeDisposable``, the handle leaves them once the
/// produced signal has ended. One object for both roles saves an allocation per start.
@usableFromInline
final class ProducedSignalInput<Value, Error: Swift.Error>: Signal<Value, Error>.Observer, Disposable, EndReporting,
    @unchecked Sendable
{
    // Safety: `lifetime` is immutable and thread-safe; so is the core the observer sends into.
    /// The produced signal's lifetime, which ends when the signal does.
    @usableFromInline
    let lifetime: Lifetime

    @inlinable
    init(_ core: SignalCore<Value, Error>, lifetime: Lifetime) {
        self.lifetime = lifetime
        super.init(input: core)
    }

    /// The produced signal: always there, this being an input.
    @inlinable
    var producedCore: SignalCore<Value, Error> {
        core.unsafelyUnwrapped
    }

    @usableFromInline
    func whenEnded(dispose hook: Disposable) {
        // Registered, or, if the signal has already ended, disposed of at once; either way as library teardown.
        _ = lifetime.tearDownWhenEnded(hook)
    }

    /// Whether the produced signal accepts no more events: it was interrupted, or it has ended.
    @inlinable
    var isDisposed: Bool {
        !producedCore.isAccepting
    }

    /// Interrupts the produced signal, unless it has already ended. Never waits: an event being delivered on another
    /// thread finishes first, then the observers get `interrupted`.
    ///
    /// The start of a lifted operator interrupts the start of the producer it lifts instead, and `interrupted` comes
    /// through the operator; for an operator that sends on a scheduler, its ``InterruptionGate`` sends `interrupted`
    /// on the scheduler itself (see ``InterruptForwarding``).
    @inlinable
    func dispose() {
        let core = producedCore
        switch core.requestInterruption() {
        case .send: core.send(.interrupted)
        case .forward(let forwarding): forwarding.forward(interrupting: core)
        case .ignore: break
        }
    }

    /// Makes disposals of this handle interrupt `upstream`, the start of the producer a lifted operator lifts.
    ///
    /// - Parameters:
    ///   - upstream: The interrupt handle of the start of the lifted producer.
    ///   - deliversLater: Whether `interrupted` is sent later, on a scheduler, by `upstream` itself (the disposable of
    ///     an ``InterruptionGate``).
    @inlinable
    func forwardInterruption(to upstream: Disposable, deliversLater: Bool) {
        producedCore.forwardInterruption(to: upstream, deliversLater: deliversLater)
    }
}

/// The interrupt handle of a start that ended before `start` returned: disposed of, and reporting its end at once, so
/// that a ``Lifetime`` or a ``CompositeDisposable`` given it lets it go at once.
@usableFromInline
final class EndedStart: Disposable, EndReporting, TeardownDisposable, Sendable {
    /// The one handle every such start returns: it has no state.
    @usableFromInline
    static let shared = EndedStart()

    @inlinable
    var isDisposed: Bool { true }

    @inlinable
    func dispose() {}

    @inlinable
    func disposeAsTeardown() {}

    @usableFromInline
    func whenEnded(dispose hook: Disposable) {
        tearDown(hook)
    }
}
