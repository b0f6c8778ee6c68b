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
public final class Lifetime: Sendable {
    /// A signal that completes when the lifetime ends; observing it after that sends `interrupted` at once.
    public let ended: Signal<Never, Never>

    /// Creates a lifetime that ends when `ended` terminates.
    ///
    /// - Parameter ended: The signal whose termination ends the lifetime.
    public init(ended: Signal<Never, Never>) {
        self.ended = ended
    }

    /// Creates a lifetime that ends when `token` is deinitialized.
    ///
    /// - Parameter token: The token that owns the lifetime.
    public convenience init(_ token: Token) {
        self.init(ended: token.ended)
    }

    /// Creates a lifetime and the token that ends it when deinitialized.
    ///
    /// - Returns: The lifetime, and the token to keep privately in the owning object.
    public static func make() -> (lifetime: Lifetime, token: Token) {
        let token = Token()
        return (Lifetime(token), token)
    }

    /// A lifetime that has already ended.
    public static let empty: Lifetime = {
        let token = Token()
        token.end()
        return Lifetime(token)
    }()

    /// A lifetime that never ends.
    @usableFromInline
    static let never = Lifetime(ended: .never)

    /// Whether the lifetime has ended.
    public var hasEnded: Bool {
        ended.core.state.withLock { !$0.isAccepting }
    }

    /// Calls `action` when the lifetime ends, or at once if it has ended.
    ///
    /// - Parameter action: Called once, on the thread that ends the lifetime.
    /// - Returns: A disposable that cancels the call, or `nil` if the lifetime had already ended.
    @discardableResult
    public func observeEnded(_ action: @escaping () -> Void) -> Disposable? {
        ended.core.observe { _ in action() }
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
        ended.core.observe { _ in tearDown(disposable) }
    }

    /// Ends a ``Lifetime`` when deinitialized.
    public final class Token: Sendable {
        let ended: Signal<Never, Never>
        private let input: Signal<Never, Never>.Observer

        /// Creates a token, and with it a lifetime that has not ended.
        public init() {
            (ended, input) = Signal<Never, Never>.pipe()
        }

        /// Ends the lifetime now instead of at deinit; later calls do nothing.
        ///
        /// What ending the lifetime disposes of is library teardown: it never waits for a delivery on another thread.
        /// The closures given to ``Lifetime/observeEnded(_:)`` run as ordinary user code.
        @usableFromInline
        package func end() {
            input.sendCompleted()
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
