/// Represents how long an object lives, so work can be tied to it.
///
/// An object that owns work keeps a ``Token`` privately and exposes the ``Lifetime``; when the token is deinitialized,
/// the lifetime ends and everything tied to it is disposed of:
///
/// ```swift
/// final class ViewModel {
///     private let (lifetime, token) = Lifetime.make()
///
///     init(input: Signal<Int, Never>) {
///         lifetime += input.observeValues { print($0) }
///     }
/// }
/// ```
///
/// A lifetime ends once, on whichever thread releases the token; disposables added after that are disposed of at once.
public final class Lifetime: @unchecked Sendable {
    // Safety: the stored `var`s are only touched under the lifetime's lock (see ``LifetimeLocks``), so they skip the
    // dynamic exclusivity checks (which cost more than the lock); `base` and `followed` are immutable. A lifetime is
    // its own list of end callbacks, not a signal: the lifetime of each started producer or generated signal is this
    // one object.

    /// The lifetime this one stands for, when it was made from a token (``init(_:)``); `nil` when it is its own.
    private let base: Lifetime?
    /// The signal whose termination ends this lifetime, when made with ``init(ended:)``: callbacks then observe it, as
    /// they did in ReactiveSwift, so such a lifetime holds nothing of its own (released with the signal's input, the
    /// signal is interrupted and the callbacks run).
    private let followed: Signal<Never, Never>?
    /// Whether the lifetime has ended (or is ending: its callbacks may still be running).
    @exclusivity(unchecked)
    private var isEnded = false
    /// The callbacks that still wait for the end, in the order they were registered.
    @exclusivity(unchecked)
    private var first: LifetimeRegistration?
    /// The last of them, held by the one before it (or by `first`).
    @exclusivity(unchecked)
    private var last: Unmanaged<LifetimeRegistration>?
    /// How many `dispose()` calls sleep until a callback running on another thread returns.
    @exclusivity(unchecked)
    private var waitingDisposers = 0
    /// The signal ``ended`` returns, created when first asked for.
    @exclusivity(unchecked)
    private var endedSignal: Signal<Never, Never>?

    /// Creates a lifetime that has not ended, and that ends when ``end()`` is first called.
    @usableFromInline
    init() {
        base = nil
        followed = nil
    }

    /// Creates a lifetime that ends when `ended` terminates.
    ///
    /// - Parameter ended: The signal whose termination ends the lifetime.
    public init(ended: Signal<Never, Never>) {
        base = nil
        followed = ended
    }

    /// Creates a lifetime that ends when `token` is deinitialized.
    ///
    /// - Parameter token: The token that owns the lifetime.
    public init(_ token: Token) {
        base = token.lifetime
        followed = nil
    }

    /// Creates a lifetime and the token that ends it when deinitialized.
    ///
    /// - Returns: The lifetime, and the token to keep privately in the owning object.
    public static func make() -> (lifetime: Lifetime, token: Token) {
        let token = Token()
        return (token.lifetime, token)
    }

    /// A lifetime that has already ended.
    public static let empty: Lifetime = {
        let lifetime = Lifetime()
        lifetime.end()
        return lifetime
    }()

    /// A lifetime that never ends.
    @usableFromInline
    static let never = Lifetime()

    /// A signal that completes when the lifetime ends; observing it after that sends `interrupted` at once.
    public var ended: Signal<Never, Never> {
        if let followed { return followed }
        let lifetime = base ?? self
        if let signal = lifetime.withLock({ lifetime.endedSignal }) { return signal }
        let (signal, input) = Signal<Never, Never>.pipe()
        let stored = lifetime.withLock { () -> Signal<Never, Never>? in
            if let stored = lifetime.endedSignal { return stored }
            lifetime.endedSignal = signal
            return nil
        }
        if let stored { return stored }
        lifetime.observeEnded { input.sendCompleted() }
        return signal
    }

    /// Whether the lifetime has ended.
    public var hasEnded: Bool {
        if let followed { return !followed.core.isAccepting }
        let lifetime = base ?? self
        return lifetime.withLock { lifetime.isEnded }
    }

    /// Calls `action` when the lifetime ends, or at once if it has ended.
    ///
    /// - Parameter action: Called once, on the thread that ends the lifetime.
    /// - Returns: A disposable that cancels the call, or `nil` if the lifetime had already ended.
    @discardableResult
    public func observeEnded(_ action: @escaping () -> Void) -> Disposable? {
        if let followed { return followed.core.observe { _ in action() } }
        let lifetime = base ?? self
        let registration = LifetimeRegistration(lifetime, action)
        let isAdded = lifetime.withLock { () -> Bool in
            guard !lifetime.isEnded else { return false }
            if let last = lifetime.last {
                last.takeUnretainedValue().next = registration
                registration.previous = last
            } else {
                lifetime.first = registration
            }
            lifetime.last = Unmanaged.passUnretained(registration)
            return true
        }
        guard isAdded else {
            action()
            return nil
        }
        return registration
    }

    /// Disposes of `disposable` when the lifetime ends, or at once if it has ended.
    ///
    /// An observation of a signal, or a binding, that ends before the lifetime does (its signal terminated, or it was
    /// disposed of) leaves the lifetime at once, so a long-lived lifetime does not accumulate finished work.
    ///
    /// - Parameters:
    ///   - lifetime: The lifetime to tie the disposable to.
    ///   - disposable: The disposable to dispose of.
    /// - Returns: A disposable that unties the two, or `nil` if the lifetime had already ended.
    @discardableResult
    public static func += (lifetime: Lifetime, disposable: Disposable?) -> Disposable? {
        guard let disposable else { return nil }
        let registration = lifetime.tearDownWhenEnded(disposable)
        if let registration, let ending = disposable as? EndReporting {
            ending.whenEnded(dispose: registration)
        }
        return registration
    }

    /// Disposes of `disposable` as library teardown (see ``TeardownDisposable``) when the lifetime ends, or at once
    /// if it has ended; returns the registration, or `nil` if it had ended.
    @usableFromInline
    func tearDownWhenEnded(_ disposable: Disposable) -> Disposable? {
        observeEnded { tearDown(disposable) }
    }

    /// Ends the lifetime: runs its callbacks, in the order they were registered, on this thread. Later calls do nothing.
    ///
    /// Each callback is taken out of the list under the lock and run after it, so a registration disposed of before
    /// its callback was taken never runs, and one registered meanwhile runs at once (the lifetime has ended).
    @usableFromInline
    func end() {
        // A lifetime that follows a signal ends with it; only the library's own lifetimes are ended this way.
        assert(followed == nil, "A lifetime made with init(ended:) ends with its signal")
        let lifetime = base ?? self
        // A callback registered after this lock runs at once instead of joining the list: with the list empty here,
        // there is nothing to run, and no second lock to take.
        let hasCallbacks = lifetime.withLock { () -> Bool in
            defer { lifetime.isEnded = true }
            return !lifetime.isEnded && lifetime.first != nil
        }
        guard hasCallbacks else { return }
        var finished: LifetimeRegistration?
        while true {
            var action: (() -> Void)?
            let (next, wakesDisposers) = lifetime.withLock { () -> (LifetimeRegistration?, Bool) in
                finished?.status = .finished
                let wakesDisposers = finished != nil && lifetime.waitingDisposers > 0
                if wakesDisposers { lifetime.waitingDisposers = 0 }
                guard let next = lifetime.first else { return (nil, wakesDisposers) }
                lifetime.unlink(next)
                next.status = .running(ThreadIdentity.current)
                action = next.action.take()
                return (next, wakesDisposers)
            }
            if wakesDisposers { DeliveryParking.shared.wakeAll() }
            // Released here, after the lock: the callback that just ran, and the registration it belonged to.
            finished = next
            guard let action else { return }
            action()
        }
    }

    /// Takes `registration`'s callback back, unless the lifetime has taken it to run it; then, if `waiting`, waits
    /// until it returns, unless it runs on this very thread. Library teardown does not wait (see
    /// ``TeardownDisposable``).
    func remove(_ registration: LifetimeRegistration, waiting: Bool) {
        var action: (() -> Void)?
        let mustWait = withLock { () -> Bool in
            switch registration.status {
            case .listed:
                unlink(registration)
                registration.status = .finished
                action = registration.action.take()
                return false
            case .running(let thread):
                guard waiting, thread != ThreadIdentity.current else { return false }
                waitingDisposers += 1
                return true
            case .finished:
                return false
            }
        }
        // Released after the lock: the callback may hold the last reference to user objects.
        _ = action
        guard mustWait else { return }
        DeliveryParking.shared.sleep {
            withLock {
                guard case .running = registration.status else { return false }
                return true
            }
        }
    }

    /// Whether `registration` has not been run nor disposed of yet.
    func isPending(_ registration: LifetimeRegistration) -> Bool {
        withLock { registration.status != .finished }
    }

    /// How many callbacks wait for the end.
    package var registrationCount: Int {
        if let followed { return followed.core.observerCount }
        let lifetime = base ?? self
        return lifetime.withLock {
            var count = 0
            var next = lifetime.first
            while let registration = next {
                count += 1
                next = registration.next
            }
            return count
        }
    }

    /// Takes `registration` out of the list. Under the lock.
    private func unlink(_ registration: LifetimeRegistration) {
        let next = registration.next
        if let previous = registration.previous {
            previous.takeUnretainedValue().next = next
        } else {
            first = next
        }
        if let next {
            next.previous = registration.previous
        } else {
            last = registration.previous
        }
        registration.next = nil
        registration.previous = nil
    }

    private func withLock<Result>(_ body: () -> Result) -> Result {
        LifetimeLocks.withLock(for: self, body)
    }

    /// Ends a ``Lifetime`` when deinitialized.
    public final class Token: Sendable {
        /// The lifetime the token ends.
        let lifetime: Lifetime

        /// Creates a token, and with it a lifetime that has not ended.
        public init() {
            lifetime = Lifetime()
        }

        /// Ends the lifetime now instead of at deinit; later calls do nothing.
        ///
        /// What ending the lifetime disposes of is library teardown: it never waits for a delivery on another thread.
        /// The closures given to ``Lifetime/observeEnded(_:)`` run as ordinary user code.
        @usableFromInline
        package func end() {
            lifetime.end()
        }

        /// Ends the lifetime now instead of when the token is deinitialized; later calls do nothing.
        ///
        /// ```swift
        /// private let (lifetime, token) = Lifetime.make()
        ///
        /// func stop() {
        ///     token.dispose()   // every observation tied to `lifetime` ends here
        /// }
        /// ```
        public func dispose() {
            end()
        }

        deinit {
            end()
        }
    }
}

/// An object that exposes a ``Lifetime`` ending at its deinit.
///
/// `take(duringLifetimeOf:)` and bindings to such an object end as soon as it is deinitialized, instead of at the next
/// event or observation.
public protocol LifetimeProvider: AnyObject {
    /// The lifetime of the object.
    var lifetime: Lifetime { get }
}
