import TestSupport
import Testing

@testable import Signals

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// A ``TestScheduler`` as a `Clock`: `Task.sleep(for:clock:)`, timers and debounces of signals run on one virtual time
/// (the timer case is the concurrency article's example, in `SwiftConcurrencyArticleTests`).
@MainActor
@Suite("TestScheduler as a Clock")
struct TestSchedulerClockTests {
    @Test func nowFollowsTheSchedulersDateAndInstantsMeasureDurations() {
        let scheduler = TestScheduler()
        let start = scheduler.now
        #expect(start.offset == .zero)
        scheduler.advance(by: .milliseconds(1_500))
        #expect(start.duration(to: scheduler.now) == .milliseconds(1_500))
        #expect(start.advanced(by: .milliseconds(1_500)) == scheduler.now)
        #expect(start < scheduler.now)
        let later = TestScheduler(startDate: Date(timeIntervalSinceReferenceDate: 60))
        #expect(later.now.offset == .seconds(60))
    }

    /// A view model that debounces a query with a signal operator and waits with `Task.sleep` on the same clock.
    @Test func debounceAndSleepShareOneVirtualTime() async {
        let scheduler = TestScheduler()
        let (query, input) = Signal<String, Never>.pipe()
        var searches: [String] = []
        query.debounce(0.3, on: scheduler).observeValues { searches.append($0) }
        let deadline = scheduler.now.advanced(by: .milliseconds(500))
        var sentAt: Date?
        let retry = Task { @MainActor in
            try await Task.sleep(until: deadline, clock: scheduler)
            sentAt = scheduler.currentDate
            input.send(value: "signals, again")
        }
        input.send(value: "signals")
        await scheduler.advance(by: .milliseconds(300))
        #expect(searches == ["signals"])
        await scheduler.advance(by: .milliseconds(400))
        _ = await retry.result
        #expect(searches == ["signals"], "sent at 0.5 s, debounced until 0.8 s")
        #expect(sentAt == Date(timeIntervalSinceReferenceDate: 0.5))
        await scheduler.advance(to: Date(timeIntervalSinceReferenceDate: 0.8))
        #expect(searches == ["signals", "signals, again"])
    }

    @Test func aTaskCancelledMidSleepWakesAtOnceWithCancellationError() async {
        let scheduler = TestScheduler()
        let sleeper = Task { @MainActor in
            try await Task.sleep(for: .seconds(60), clock: scheduler)
        }
        await scheduler.advance(by: .seconds(1))
        sleeper.cancel()
        let result = await sleeper.result
        #expect(throws: CancellationError.self) { try result.get() }
        #expect(scheduler.currentDate == Date(timeIntervalSinceReferenceDate: 1), "no clock time passed to wake it")
    }

    @Test func aDeadlineThatHasPassedReturnsAtOnce() async throws {
        let scheduler = TestScheduler()
        await scheduler.advance(by: .seconds(5))
        try await scheduler.sleep(until: scheduler.now.advanced(by: .seconds(-1)), tolerance: nil)
        try await scheduler.sleep(until: scheduler.now, tolerance: nil)
    }

    @Test func manyTasksWakeInTheOrderOfTheirDeadlines() async {
        let scheduler = TestScheduler()
        var woken: [Int] = []
        let delays = [5, 1, 4, 2, 3]
        let sleepers = delays.map { delay in
            Task { @MainActor in
                try await Task.sleep(for: .seconds(delay), clock: scheduler)
                woken.append(delay)
            }
        }
        await scheduler.advance(by: .seconds(5))
        for sleeper in sleepers { _ = await sleeper.result }
        #expect(woken == [1, 2, 3, 4, 5])
    }
}
