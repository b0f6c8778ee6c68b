import Foundation
import Testing

@testable import Signals

/// `TestScheduler`'s `async` `advance` and `run` forms, as in ReactiveSwift 7.2: they let other tasks reach their next
/// suspension point before each action, so a task that sleeps on the scheduler has scheduled its wake-up before the
/// clock moves.
@Suite("TestScheduler's async forms", .timeLimit(.minutes(10)))
@MainActor
struct TestSchedulerAsyncTests {
    /// The value of `task`, or `nil` if it has not finished within `seconds` (the task is then cancelled), so a test
    /// whose task never finishes (a sleep never woken, a continuation never resumed) fails instead of hanging.
    private func value<Success: Sendable>(
        of task: Task<Success, any Error>,
        withinSeconds seconds: Double = 300
    ) async -> Success? {
        await withCheckedContinuation { (continuation: CheckedContinuation<Success?, Never>) in
            let answer = Locked<CheckedContinuation<Success?, Never>?>(continuation)
            let resume = { @Sendable (value: Success?) in
                answer.withLock { pending in
                    defer { pending = nil }
                    return pending
                }?
                .resume(returning: value)
            }
            Task { resume(try? await task.value) }
            Task {
                try? await Task.sleep(nanoseconds: UInt64(seconds * 1_000_000_000))
                task.cancel()
                resume(nil)
            }
        }
    }

    @Test func advanceByLetsATaskSleepingOnTheSchedulerWakeUp() async {
        let scheduler = TestScheduler()
        let start = scheduler.currentDate
        let sleeper = Task { @MainActor in
            try await scheduler.sleep(for: .seconds(1))
            return scheduler.currentDate
        }
        await scheduler.advance(by: .seconds(1))
        #expect(await value(of: sleeper) == start.addingTimeInterval(1))
    }

    @Test func advanceBySecondsLetsATaskSleepingUntilADateWakeUp() async {
        let scheduler = TestScheduler()
        let deadline = scheduler.currentDate.addingTimeInterval(2)
        let sleeper = Task { @MainActor () throws -> Date? in
            // A clock that has already reached the deadline (the synchronous form ran before this task) would trap in
            // `sleep(until:)`'s precondition: report it as a failure instead.
            guard scheduler.currentDate < deadline else { return nil }
            try await scheduler.sleep(until: deadline)
            return scheduler.currentDate
        }
        // Two steps, so that the clock stays before the deadline until the task has had its turns.
        await scheduler.advance(by: 1.0)
        await scheduler.advance(by: 1.0)
        #expect(await value(of: sleeper) == .some(deadline))
    }

    @Test func advanceToRunsWhatATaskSchedulesOnTheWay() async {
        let scheduler = TestScheduler()
        let start = scheduler.currentDate
        let sleeper = Task { @MainActor in
            var wakeUps: [Date] = []
            try await scheduler.sleep(for: .seconds(1))
            wakeUps.append(scheduler.currentDate)
            try await scheduler.sleep(for: .seconds(1))
            wakeUps.append(scheduler.currentDate)
            return wakeUps
        }
        await scheduler.advance(to: start.addingTimeInterval(2))
        #expect(await value(of: sleeper) == [start.addingTimeInterval(1), start.addingTimeInterval(2)])
        #expect(scheduler.currentDate == start.addingTimeInterval(2))
    }

    @Test func runWakesEverySleepOfATaskAndEndsInTheDistantFuture() async {
        let scheduler = TestScheduler()
        let start = scheduler.currentDate
        let sleeper = Task { @MainActor in
            var wakeUps: [Date] = []
            try await scheduler.sleep(for: .seconds(1))
            wakeUps.append(scheduler.currentDate)
            try await scheduler.sleep(for: .seconds(2))
            wakeUps.append(scheduler.currentDate)
            return wakeUps
        }
        await scheduler.run()
        #expect(await value(of: sleeper) == [start.addingTimeInterval(1), start.addingTimeInterval(3)])
        #expect(scheduler.currentDate == .distantFuture)
    }

    @Test func advanceRunsWorkScheduledForNowByATask() async {
        let scheduler = TestScheduler()
        let worker = Task { @MainActor () throws -> Bool in
            await withCheckedContinuation { continuation in
                scheduler.schedule { continuation.resume() }
            }
            return true
        }
        await scheduler.advance()
        #expect(await value(of: worker) == true)
    }
}
