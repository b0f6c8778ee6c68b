/// How `flatten(_:)` and `flatMap(_:_:)` combine the inner signals that a signal of signals sends.
///
/// ```swift
/// let results = queries.flatMap(.latest) { query in search(query) }
/// ```
///
/// With every strategy, a failure of the outer signal or of a forwarded inner signal is forwarded at once, and an
/// interruption of the outer signal interrupts the result. An inner signal is observed from the moment the strategy
/// starts forwarding it: like a producer started then, it sends only what it sends from that moment on, and one that
/// has already ended counts as interrupted.
public struct FlattenStrategy: Sendable {
    @usableFromInline
    enum Kind: Equatable, Sendable {
        case concurrent(limit: UInt)
        case latest
        case race
        case throttle
    }

    @usableFromInline
    let kind: Kind

    private init(kind: Kind) {
        self.kind = kind
    }

    /// Forwards the values of every inner signal as they arrive.
    ///
    /// Completes once the outer signal and every inner signal have completed. An interrupted inner signal counts as
    /// completed.
    public static let merge = FlattenStrategy(kind: .concurrent(limit: .max))

    /// Forwards the values of one inner signal at a time, in the order the outer signal sent them: an inner signal
    /// that arrives while another is being forwarded waits until that one has ended.
    ///
    /// Completes once the outer signal and every inner signal have completed. An interrupted inner signal counts as
    /// completed.
    public static let concat = FlattenStrategy(kind: .concurrent(limit: 1))

    /// Forwards the values of at most `limit` inner signals at a time; the others wait, in order, for one of those to
    /// end.
    ///
    /// Completes once the outer signal and every inner signal have completed. An interrupted inner signal counts as
    /// completed.
    ///
    /// - Parameter limit: How many inner signals to forward at once; must be greater than zero.
    /// - Returns: The strategy.
    public static func concurrent(limit: UInt) -> FlattenStrategy {
        precondition(limit > 0, "FlattenStrategy.concurrent(limit:) needs a limit greater than zero")
        return FlattenStrategy(kind: .concurrent(limit: limit))
    }

    /// Forwards the values of the latest inner signal only; the previous one is no longer observed once a new one
    /// arrives.
    ///
    /// Completes once the outer signal and the latest inner signal have completed. An interrupted inner signal counts
    /// as completed.
    public static let latest = FlattenStrategy(kind: .latest)

    /// Forwards the events of the first inner signal to send an event, and stops observing the others; later inner
    /// signals are ignored.
    ///
    /// Completes once the outer signal and the winning inner signal have completed. An interruption of the winning
    /// inner signal interrupts the result.
    public static let race = FlattenStrategy(kind: .race)

    /// Forwards the events of an inner signal and ignores the inner signals that arrive until it has completed; the
    /// next one to arrive after that is forwarded in turn.
    ///
    /// Completes once the outer signal and the inner signal being forwarded, if any, have completed. An interruption
    /// of the inner signal being forwarded interrupts the result.
    public static let throttle = FlattenStrategy(kind: .throttle)
}
