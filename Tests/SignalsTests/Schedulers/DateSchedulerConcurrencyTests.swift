import Dispatch
import Testing

@testable import Signals

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Waits, without sleeping, until `scheduler` has an action waiting, so a task is known to be suspended on it; gives
/// up (failing the test) after a bounded number of turns, so a task that never gets there cannot hang the run.
private func waitUntilSomethingIsScheduled(on scheduler: TestScheduler) async -> Bool {
    for _ in 0..<1_000_000 where scheduler.pendingCount == 0 {
        await Task.yield()
    }
    #expect(scheduler.pendingCount > 0, "the task never scheduled its timer")
    return scheduler.pendingCount > 0
}

@MainActor @Test func timerYieldsTheSchedulersDateEveryInterval() async {
    let scheduler = TestScheduler()
    let dates = scheduler.timer(interval: .seconds(1))
    await scheduler.advance(by: .milliseconds(3_500))
    var received: [Date] = []
    for await date in dates.prefix(3) { received.append(date) }
    #expect(received == [1, 2, 3].map { Date(timeIntervalSinceReferenceDate: $0) })
}

@MainActor @Test func timerStopsWhenIterationStops() async {
    let scheduler = TestScheduler()
    var iterator: AsyncStream<Date>.Iterator? = scheduler.timer(interval: .seconds(1)).makeAsyncIterator()
    await scheduler.advance(by: 1)
    #expect(await iterator?.next() == Date(timeIntervalSinceReferenceDate: 1))
    #expect(scheduler.pendingCount == 1)
    iterator = nil
    #expect(scheduler.pendingCount == 0)
}

@MainActor @Test func sleepResumesOnceTheClockHasAdvancedByTheInterval() async throws {
    let scheduler = TestScheduler()
    let woke = Locked(false)
    let sleeper = Task {
        try await scheduler.sleep(for: .seconds(2))
        woke.withLock { $0 = true }
    }
    guard await waitUntilSomethingIsScheduled(on: scheduler) else { return }
    await scheduler.advance(by: 1)
    #expect(woke.withLock { $0 } == false)
    await scheduler.advance(by: 1)
    try await sleeper.value
    #expect(woke.withLock { $0 })
}

@MainActor @Test func sleepUntilResumesAtTheDeadline() async throws {
    let scheduler = TestScheduler()
    let sleeper = Task { try await scheduler.sleep(until: Date(timeIntervalSinceReferenceDate: 5)) }
    guard await waitUntilSomethingIsScheduled(on: scheduler) else { return }
    await scheduler.advance(by: 5)
    try await sleeper.value
    #expect(scheduler.currentDate == Date(timeIntervalSinceReferenceDate: 5))
}

@Test func cancellingASleepingTaskThrowsAndCancelsTheTimer() async {
    let scheduler = TestScheduler()
    let sleeper = Task { try await scheduler.sleep(for: .seconds(1)) }
    guard await waitUntilSomethingIsScheduled(on: scheduler) else { return }
    sleeper.cancel()
    await #expect(throws: CancellationError.self) { try await sleeper.value }
    #expect(scheduler.pendingCount == 0)
}

@Test(arguments: [
    (1.5, DispatchTimeInterval.nanoseconds(1_500_000_000)),
    (0, .nanoseconds(0)),
    (TimeInterval.infinity, .never),
    (1e12, .seconds(1_000_000_000_000)),
])
func timeIntervalsConvertToDispatchIntervals(seconds: TimeInterval, interval: DispatchTimeInterval) {
    #expect(seconds.dispatchTimeInterval == interval)
}
