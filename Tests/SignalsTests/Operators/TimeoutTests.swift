import TestSupport
import Testing

@testable import Signals

private enum TestFailure: Error, Equatable {
    case boom
    case timedOut
}

@Test func timeoutForwardsEventsAtOnceAndFailsWhenTimeIsUp() {
    let scheduler = TestScheduler()
    let (signal, input) = Signal<Int, TestFailure>.pipe()
    let recorder = EventRecorder(signal.timeout(after: 2, raising: .timedOut, on: scheduler))
    input.send(value: 1)
    #expect(recorder.events == [.value(1)])
    scheduler.advance(by: 1.5)
    input.send(value: 2)
    #expect(recorder.events == [.value(1), .value(2)])
    scheduler.advance(by: 0.5)
    #expect(recorder.events == [.value(1), .value(2), .failed(.timedOut)])
    input.send(value: 3)
    #expect(recorder.events == [.value(1), .value(2), .failed(.timedOut)])
    #expect(signal.observationCount == 0)
}

@Test func timeoutCancelsTheTimerWhenThisSignalCompletesInTime() {
    let scheduler = TestScheduler()
    let (signal, input) = Signal<Int, TestFailure>.pipe()
    let recorder = EventRecorder(signal.timeout(after: 2, raising: .timedOut, on: scheduler))
    input.send(value: 1)
    input.sendCompleted()
    #expect(recorder.events == [.value(1), .completed])
    #expect(scheduler.pendingCount == 0)
    scheduler.run()
    #expect(recorder.events == [.value(1), .completed])
}

@Test func timeoutForwardsAFailureOrInterruptionAndCancelsTheTimer() {
    let scheduler = TestScheduler()
    let (failing, failingInput) = Signal<Int, TestFailure>.pipe()
    let failed = EventRecorder(failing.timeout(after: 2, raising: .timedOut, on: scheduler))
    let (interrupted, interruptedInput) = Signal<Int, TestFailure>.pipe()
    let interruption = EventRecorder(interrupted.timeout(after: 2, raising: .timedOut, on: scheduler))
    failingInput.send(error: .boom)
    interruptedInput.sendInterrupted()
    #expect(failed.events == [.failed(.boom)])
    #expect(interruption.events == [.interrupted])
    #expect(scheduler.pendingCount == 0)
}

@Test func timeoutOfZeroFailsAtTheSchedulersNextTurn() {
    let scheduler = TestScheduler()
    let (signal, _) = Signal<Int, TestFailure>.pipe()
    let recorder = EventRecorder(signal.timeout(after: 0, raising: .timedOut, on: scheduler))
    #expect(recorder.events == [])
    scheduler.advance()
    #expect(recorder.events == [.failed(.timedOut)])
}

@Test func timeoutOfASignalThatCannotFailPromotesItsError() {
    let scheduler = TestScheduler()
    let (signal, input) = Signal<Int, Never>.pipe()
    let timed: Signal<Int, TestFailure> = signal.timeout(after: 1, raising: .timedOut, on: scheduler)
    let recorder = EventRecorder(timed)
    input.send(value: 1)
    scheduler.advance(by: 1)
    #expect(recorder.events == [.value(1), .failed(.timedOut)])
}

@Test func timeoutCancelsTheTimerAndReleasesTheUpstreamOnceNobodyObserves() {
    let scheduler = TestScheduler()
    let (signal, _) = Signal<Int, TestFailure>.pipe()
    let recorder = EventRecorder(signal.timeout(after: 1, raising: .timedOut, on: scheduler))
    #expect(scheduler.pendingCount == 1)
    recorder.disposable?.dispose()
    #expect(scheduler.pendingCount == 0)
    #expect(signal.observationCount == 0)
}

@Test func timeoutAcceptsValuesSentFromItsOwnObserver() {
    let scheduler = TestScheduler()
    let (signal, input) = Signal<Int, TestFailure>.pipe()
    let timed = signal.timeout(after: 1, raising: .timedOut, on: scheduler)
    let recorder = EventRecorder(timed)
    timed.observeValues { value in
        if value < 3 { input.send(value: value + 1) } else { input.sendCompleted() }
    }
    input.send(value: 1)
    #expect(recorder.events == [.value(1), .value(2), .value(3), .completed])
    #expect(scheduler.pendingCount == 0)
}

@Test func timeoutForwardsEverySendersValuesInOrderUntilTimeIsUp() {
    let scheduler = TestScheduler()
    let (signal, input) = Signal<Int, TestFailure>.pipe()
    let upstream = EventRecorder(signal)
    let recorder = EventRecorder(signal.timeout(after: 0.000_5, raising: .timedOut, on: scheduler))
    let senders = 4
    let perSender = 2_000
    let finished = withTimeLimit {
        runOnThreads(senders + 1) { thread in
            if thread < senders {
                for index in 0..<perSender { input.send(value: thread * perSender + index) }
            } else {
                for _ in 0..<1_000 { scheduler.advance(by: .microseconds(1)) }
            }
        }
        scheduler.run()
    }
    guard finished else { return }
    #expect(recorder.events.last == .failed(.timedOut))
    #expect(recorder.values == Array(upstream.values.prefix(recorder.values.count)))
}
