import Dispatch
import TestSupport
import Testing

@testable import Signals

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

private let start = Date(timeIntervalSinceReferenceDate: 0)

@Test func testSchedulerStartsAtTheReferenceDateOrTheGivenDate() {
    #expect(TestScheduler().currentDate == start)
    let later = Date(timeIntervalSinceReferenceDate: 1_000)
    #expect(TestScheduler(startDate: later).currentDate == later)
}

@Test func testSchedulerRunsNothingUntilAdvanced() {
    let scheduler = TestScheduler()
    let ran = Locked(false)
    scheduler.schedule { ran.withLock { $0 = true } }
    #expect(ran.withLock { $0 } == false)
    #expect(scheduler.pendingCount == 1)
}

@Test func advanceRunsWhatIsDueAndMovesTheClockByOneNanosecond() {
    let scheduler = TestScheduler()
    let ran = Locked<[String]>([])
    scheduler.schedule { ran.withLock { $0.append("now") } }
    scheduler.schedule(after: .nanoseconds(1)) { ran.withLock { $0.append("in 1ns") } }
    scheduler.schedule(after: .nanoseconds(2)) { ran.withLock { $0.append("in 2ns") } }
    scheduler.advance()
    #expect(ran.withLock { $0 } == ["now", "in 1ns"])
    #expect(scheduler.currentDate == start.addingTimeInterval(.nanoseconds(1)))
    #expect(scheduler.pendingCount == 1)
}

@Test func actionsRunInDateOrderThenInSchedulingOrder() {
    let scheduler = TestScheduler()
    let ran = Locked<[Int]>([])
    let record = { (label: Int) in { ran.withLock { $0.append(label) } } }
    scheduler.schedule(after: .seconds(2), action: record(1))
    scheduler.schedule(after: .seconds(1), action: record(2))
    scheduler.schedule(after: start.addingTimeInterval(2), action: record(3))
    scheduler.schedule(after: .seconds(1), action: record(4))
    scheduler.schedule(record(5))
    scheduler.schedule(after: .seconds(2), action: record(6))
    scheduler.run()
    #expect(ran.withLock { $0 } == [5, 2, 4, 1, 3, 6])
}

@Test func eachActionSeesItsOwnDateAndTheClockEndsAtTheTarget() {
    let scheduler = TestScheduler()
    let seen = Locked<[Date]>([])
    scheduler.schedule(after: .seconds(1)) { seen.withLock { $0.append(scheduler.currentDate) } }
    scheduler.schedule(after: .milliseconds(2_500)) { seen.withLock { $0.append(scheduler.currentDate) } }
    scheduler.advance(to: start.addingTimeInterval(10))
    #expect(seen.withLock { $0 } == [start.addingTimeInterval(1), start.addingTimeInterval(2.5)])
    #expect(scheduler.currentDate == start.addingTimeInterval(10))
}

@Test func advanceByTakesADispatchIntervalOrSeconds() {
    let scheduler = TestScheduler()
    let ran = Locked(0)
    scheduler.schedule(after: .milliseconds(1_500)) { ran.withLock { $0 += 1 } }
    scheduler.advance(by: .seconds(1))
    #expect(ran.withLock { $0 } == 0)
    scheduler.advance(by: 0.5)
    #expect(ran.withLock { $0 } == 1)
    #expect(scheduler.currentDate == start.addingTimeInterval(1.5))
}

@Test func actionsScheduledByARunningActionRunInTheSameAdvanceWhenDue() {
    let scheduler = TestScheduler()
    let ran = Locked<[String]>([])
    scheduler.schedule(after: .seconds(1)) {
        ran.withLock { $0.append("first") }
        scheduler.schedule { ran.withLock { $0.append("at once") } }
        scheduler.schedule(after: .seconds(1)) { ran.withLock { $0.append("a second later") } }
        scheduler.schedule(after: .seconds(5)) { ran.withLock { $0.append("too late") } }
    }
    scheduler.advance(by: .seconds(3))
    #expect(ran.withLock { $0 } == ["first", "at once", "a second later"])
    #expect(scheduler.pendingCount == 1)
}

@Test func disposingAWaitingActionRemovesIt() {
    let scheduler = TestScheduler()
    let ran = Locked<[Int]>([])
    let first = scheduler.schedule(after: .seconds(1)) { ran.withLock { $0.append(1) } }
    scheduler.schedule(after: .seconds(1)) { ran.withLock { $0.append(2) } }
    first?.dispose()
    #expect(first?.isDisposed == true)
    #expect(scheduler.pendingCount == 1)
    scheduler.run()
    #expect(ran.withLock { $0 } == [2])
}

@Test func anActionCanCancelALaterOneWhileRunning() {
    let scheduler = TestScheduler()
    let ran = Locked<[Int]>([])
    let later = Locked<Disposable?>(nil)
    scheduler.schedule(after: .seconds(1)) {
        ran.withLock { $0.append(1) }
        later.withLock { $0 }?.dispose()
    }
    later.withLock { $0 = scheduler.schedule(after: .seconds(1)) { ran.withLock { $0.append(2) } } }
    scheduler.run()
    #expect(ran.withLock { $0 } == [1])
}

@Test func disposingAnActionThatRanDoesNothing() {
    let scheduler = TestScheduler()
    let ran = Locked(0)
    let action = scheduler.schedule { ran.withLock { $0 += 1 } }
    scheduler.schedule(after: .seconds(1)) {}
    scheduler.advance()
    action?.dispose()
    #expect(scheduler.pendingCount == 1)
    #expect(ran.withLock { $0 } == 1)
}

@Test func runRunsEverythingAndLeavesTheClockAtTheDistantFuture() {
    let scheduler = TestScheduler()
    let ran = Locked(0)
    scheduler.schedule(after: .seconds(1_000_000)) { ran.withLock { $0 += 1 } }
    scheduler.schedule(after: start.addingTimeInterval(5)) {
        scheduler.schedule(after: .seconds(10)) { ran.withLock { $0 += 1 } }
    }
    scheduler.run()
    #expect(ran.withLock { $0 } == 2)
    #expect(scheduler.currentDate == .distantFuture)
    #expect(scheduler.pendingCount == 0)
}

@Test func aRepeatingActionRunsAtItsDateThenEveryIntervalUntilDisposed() {
    let scheduler = TestScheduler()
    let runs = Locked<[Date]>([])
    let repetition = scheduler.schedule(after: start.addingTimeInterval(1), interval: .seconds(2)) {
        runs.withLock { $0.append(scheduler.currentDate) }
    }
    scheduler.advance(by: .seconds(6))
    #expect(runs.withLock { $0 } == [1, 3, 5].map { start.addingTimeInterval($0) })
    repetition?.dispose()
    #expect(scheduler.pendingCount == 0)
    scheduler.advance(by: .seconds(10))
    #expect(runs.withLock { $0 }.count == 3)
}

@Test func aRepeatingActionCanStopItselfWhileRunning() {
    let scheduler = TestScheduler()
    let runs = Locked(0)
    let repetition = Locked<Disposable?>(nil)
    repetition.withLock {
        $0 = scheduler.schedule(after: .seconds(1), interval: .seconds(1)) {
            let count = runs.withLock { runs in
                runs += 1
                return runs
            }
            if count == 2 { repetition.withLock { $0 }?.dispose() }
        }
    }
    scheduler.advance(by: .seconds(10))
    #expect(runs.withLock { $0 } == 2)
    #expect(scheduler.pendingCount == 0)
}

@Test func rewindMovesTheClockBackAndWaitingActionsKeepTheirDates() {
    let scheduler = TestScheduler()
    let ran = Locked(0)
    scheduler.advance(by: .seconds(5))
    scheduler.schedule(after: .seconds(1)) { ran.withLock { $0 += 1 } }
    scheduler.rewind(by: .seconds(2))
    #expect(scheduler.currentDate == start.addingTimeInterval(3))
    scheduler.advance(by: .seconds(2))
    #expect(ran.withLock { $0 } == 0)
    scheduler.advance(by: .seconds(1))
    #expect(ran.withLock { $0 } == 1)
}

@Test func releasingTheSchedulerReleasesItsWaitingActions() {
    weak var weakCaptured: Token?
    var scheduler: TestScheduler? = TestScheduler()
    do {
        let captured = Token()
        weakCaptured = captured
        scheduler?.schedule(after: .seconds(1)) { _ = captured }
    }
    #expect(weakCaptured != nil)
    scheduler = nil
    #expect(weakCaptured == nil)
}

@Test func disposingAWaitingActionReleasesItAtOnce() {
    let scheduler = TestScheduler()
    weak var weakCaptured: Token?
    let action: Disposable?
    do {
        let captured = Token()
        weakCaptured = captured
        action = scheduler.schedule(after: .seconds(1)) { _ = captured }
    }
    action?.dispose()
    #expect(weakCaptured == nil)
}

@Test func anyThreadMaySchedule() {
    let scheduler = TestScheduler()
    let ran = Locked<[Int]>([])
    let threads = 4
    let perThread = 500
    let finished = withTimeLimit {
        runOnThreads(threads) { thread in
            for index in 0..<perThread {
                let value = thread * perThread + index
                scheduler.schedule(after: .milliseconds(index)) { ran.withLock { $0.append(value) } }
            }
        }
    }
    guard finished else { return }
    scheduler.run()
    let values = ran.withLock { $0 }
    #expect(values.count == threads * perThread)
    // Ordered by date: index first, whichever thread scheduled it.
    #expect(values.map { $0 % perThread } == values.map { $0 % perThread }.sorted())
}

@Test func dateSchedulersScheduleRepeatingActionsAfterADelay() {
    let scheduler = TestScheduler()
    let dateScheduler: DateScheduler = scheduler
    let runs = Locked<[Date]>([])
    let repetition = dateScheduler.schedule(after: .seconds(2), interval: .milliseconds(500)) {
        runs.withLock { $0.append(scheduler.currentDate) }
    }
    scheduler.advance(by: .seconds(3))
    repetition?.dispose()
    #expect(runs.withLock { $0 } == [2, 2.5, 3].map { start.addingTimeInterval($0) })
}

@Test func anActionScheduledForADateThatHasPassedDoesNotTakeTheClockBack() {
    let scheduler = TestScheduler()
    scheduler.advance(by: 10)
    let seen = Locked<Date?>(nil)
    scheduler.schedule(after: start.addingTimeInterval(5)) { seen.withLock { $0 = scheduler.currentDate } }
    scheduler.advance()
    #expect(seen.withLock { $0 } == start.addingTimeInterval(10))
}

@Test func aWaitingActionPolledManyTimesStillRunsOnASmallStack() {
    // Polling `isDisposed` once rewrapped the waiting closure in two thunks per call in an unoptimized build.
    let scheduler = TestScheduler()
    let ran = Locked(false)
    let action = scheduler.schedule(after: .seconds(1)) { ran.withLock { $0 = true } }
    for _ in 0..<200_000 where action?.isDisposed == true { Issue.record("disposed before it ran") }
    let isInTime = withTimeLimit(seconds: 60, "advance() after 200,000 polls") { scheduler.advance(by: .seconds(1)) }
    #expect(isInTime)
    #expect(ran.withLock { $0 })
}
