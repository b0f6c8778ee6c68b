/// The waits behind `firstValue`, `lastValue`, `singleValue` and `waitForCompletion` of signals and producers. Each
/// makes the sequence it reads with `makeValues`, with the least buffering that answers, and runs on the caller's actor.
extension AsyncValues {
    typealias Maker = (BufferingPolicy) -> AsyncValues

    /// The first value, or `nil` if the sequence ends first or the task is cancelled.
    static func first(
        of makeValues: Maker,
        isolation: isolated (any Actor)?
    ) async throws(Failure) -> Element? {
        var iterator = makeValues(.bufferingOldest(1)).makeAsyncIterator()
        return try await iterator.next(isolation: isolation)
    }

    /// The last value once the sequence ends, or `nil` if there was none or the task is cancelled.
    static func last(
        of makeValues: Maker,
        isolation: isolated (any Actor)?
    ) async throws(Failure) -> Element? {
        var last: Element?
        var iterator = makeValues(.bufferingNewest(1)).makeAsyncIterator()
        while let value = try await iterator.next(isolation: isolation) { last = value }
        return Task.isCancelled ? nil : last
    }

    /// The only value once the sequence ends, or `nil` if there were none or several or the task is cancelled.
    static func single(
        of makeValues: Maker,
        isolation: isolated (any Actor)?
    ) async throws(Failure) -> Element? {
        // Two values are enough to answer, so older ones are kept and later ones dropped.
        var iterator = makeValues(.bufferingOldest(2)).makeAsyncIterator()
        guard let single = try await iterator.next(isolation: isolation) else { return nil }
        guard try await iterator.next(isolation: isolation) == nil else { return nil }
        return Task.isCancelled ? nil : single
    }

    /// Returns once the sequence ends or the task is cancelled.
    static func end(of makeValues: Maker, isolation: isolated (any Actor)?) async throws(Failure) {
        var iterator = makeValues(.bufferingNewest(0)).makeAsyncIterator()
        while try await iterator.next(isolation: isolation) != nil {}
    }
}
