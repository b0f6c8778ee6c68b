/// The values of a signal, property or producer as an `AsyncSequence`, for `for await` loops.
///
/// ```swift
/// for try await item in service.items.values {
///     show(item)
/// }
/// ```
///
/// Iteration ends when the source completes or is interrupted, and throws the source's error when it fails. With
/// `Failure == Never` the loop needs no `try`. Values the loop has not taken yet wait in a buffer that follows the
/// ``BufferingPolicy`` given to `values(bufferingPolicy:)`; a terminal event is never dropped, and values buffered
/// before it are still produced.
///
/// The values of a ``Signal`` or a property are observed as soon as you ask for `values`, so nothing sent after that
/// call is missed, even before the loop starts; iterators made from that sequence share its buffer, one consumer at a
/// time. The values of a producer start the producer anew for each loop.
///
/// Cancelling the iterating task ends the observation at once (the source's observer and every buffered value are
/// released before `cancel()` returns, if the task waits in the loop) and ends the loop without an error. Leaving the
/// loop early (`break`, `return`, a thrown error) ends the observation once the sequence and its iterator are gone.
///
/// `for await` calls ``Iterator/next(isolation:)`` on the caller's actor: on the main actor, the loop body runs
/// there and values need not be `Sendable`. Values cross from the thread that sent them to the iterating task through
/// the sequence's buffer, as they reach an observer on another thread: see <doc:SwiftConcurrency>.
public struct AsyncValues<Element, Failure: Error>: AsyncSequence, Sendable {
    /// How ``AsyncValues`` keeps the values its consumer has not taken yet.
    ///
    /// The default, ``unbounded``, keeps them all: like every observer of a signal, a loop then sees every value, in
    /// order, however slowly it runs. Bound the buffer when only recent values matter, such as UI state, where
    /// `bufferingNewest(1)` hands the loop the latest value whenever it is ready for one.
    public enum BufferingPolicy: Sendable, Equatable {
        /// Keeps every value.
        case unbounded
        /// Keeps at most this many values, dropping values that arrive while the buffer is full.
        case bufferingOldest(Int)
        /// Keeps at most this many values, dropping the oldest value to make room for a new one.
        case bufferingNewest(Int)
    }

    @usableFromInline
    enum Source: Sendable {
        /// Observing already, since the sequence was made: a hot signal or a property.
        case observing(AsyncValuesSubscription<Element, Failure>)
        /// Starts a new observation for each iterator: a producer.
        case starting(@Sendable () -> AsyncValuesSubscription<Element, Failure>)
    }

    @usableFromInline
    let source: Source

    /// Creates a sequence that has started observing through `subscription`.
    @inlinable
    init(observing subscription: AsyncValuesSubscription<Element, Failure>) {
        source = .observing(subscription)
    }

    /// Creates a sequence that calls `start` for each iterator.
    @inlinable
    init(starting start: @escaping @Sendable () -> AsyncValuesSubscription<Element, Failure>) {
        source = .starting(start)
    }

    /// The buffer of a sequence that observes already; for tests.
    var storage: AsyncValuesStorage<Element, Failure>? {
        guard case .observing(let subscription) = source else { return nil }
        return subscription.storage
    }

    /// Creates the iterator that a `for await` loop uses.
    ///
    /// - Returns: An iterator over the values.
    @inlinable
    public func makeAsyncIterator() -> Iterator {
        switch source {
        case .observing(let subscription): Iterator(subscription: subscription)
        case .starting(let start): Iterator(subscription: start())
        }
    }

    /// Produces the values of an ``AsyncValues`` sequence, one consumer at a time.
    public struct Iterator: AsyncIteratorProtocol, Sendable {
        @usableFromInline
        let subscription: AsyncValuesSubscription<Element, Failure>

        @inlinable
        init(subscription: AsyncValuesSubscription<Element, Failure>) {
            self.subscription = subscription
        }

        /// Waits for the next value, on the caller's actor.
        ///
        /// - Parameter actor: The actor the caller runs on; `for await` passes it.
        /// - Returns: The next value, or `nil` once the source has completed or been interrupted, or the task has been
        ///   cancelled.
        /// - Throws: The source's error when it fails; later calls return `nil`.
        @inlinable
        public mutating func next(
            isolation actor: isolated (any Actor)? = #isolation
        ) async throws(Failure) -> Element? {
            try await subscription.storage.next(isolation: actor)
        }

        /// Waits for the next value; see ``next(isolation:)``.
        ///
        /// - Returns: The next value, or `nil` once the source has ended or the task has been cancelled.
        /// - Throws: The source's error when it fails.
        @inlinable
        public mutating func next() async throws(Failure) -> Element? {
            try await subscription.storage.next()
        }
    }
}
