import TestSupport
import Testing

@testable import Signals

private enum TestFailure: Error, Equatable {
    case boom
}

@Test func throttleSendsTheLatestValueAtMostOncePerInterval() {
    let scheduler = TestScheduler()
    let (signal, input) = Signal<Int, Never>.pipe()
    let recorder = EventRecorder(signal.throttle(1, on: scheduler))
    input.send(value: 0)
    #expect(recorder.values == [])
    scheduler.advance()
    #expect(recorder.values == [0])
    input.send(value: 1)
    input.send(value: 2)
    scheduler.advance(by: .milliseconds(500))
    #expect(recorder.values == [0])
    scheduler.advance(by: .seconds(1))
    #expect(recorder.values == [0, 2])
    scheduler.advance(by: .seconds(3))
    input.send(value: 3)
    scheduler.advance()
    #expect(recorder.values == [0, 2, 3])
    input.send(value: 4)
    input.send(value: 5)
    scheduler.advance()
    #expect(recorder.values == [0, 2, 3])
    scheduler.run()
    #expect(recorder.values == [0, 2, 3, 5])
}

@Test func throttleSendsOneValuePerIntervalWhileValuesKeepComing() {
    let scheduler = TestScheduler()
    let (signal, input) = Signal<Int, Never>.pipe()
    let recorder = EventRecorder(signal.throttle(1, on: scheduler))
    for value in 0..<10 {
        input.send(value: value)
        scheduler.advance(by: .milliseconds(500))
    }
    scheduler.run()
    #expect(recorder.values == [0, 1, 3, 5, 7, 9])
}

@Test func throttleSendsANewValueAtOnceAfterTheClockWentBack() {
    let scheduler = TestScheduler()
    let (signal, input) = Signal<Int, Never>.pipe()
    let recorder = EventRecorder(signal.throttle(1, on: scheduler))
    input.send(value: 1)
    scheduler.advance()
    input.send(value: 2)
    scheduler.advance()
    #expect(recorder.values == [1])
    scheduler.rewind(by: .seconds(2))
    input.send(value: 3)
    scheduler.advance()
    #expect(recorder.values == [1, 3])
}

@Test func throttleCompletesAtOnceAndDropsTheWaitingValue() {
    let scheduler = TestScheduler()
    let (signal, input) = Signal<Int, Never>.pipe()
    let recorder = EventRecorder(signal.throttle(1, on: scheduler))
    input.send(value: 0)
    scheduler.advance()
    input.send(value: 1)
    input.sendCompleted()
    #expect(recorder.events == [.value(0)])
    scheduler.advance()
    #expect(recorder.events == [.value(0), .completed])
    scheduler.run()
    #expect(recorder.events == [.value(0), .completed])
    #expect(signal.observationCount == 0)
}

@Test func throttleForwardsAFailureOnTheScheduler() {
    let scheduler = TestScheduler()
    let (signal, input) = Signal<Int, TestFailure>.pipe()
    let recorder = EventRecorder(signal.throttle(1, on: scheduler))
    input.send(value: 1)
    input.send(error: .boom)
    #expect(recorder.events == [])
    scheduler.advance()
    #expect(recorder.events == [.failed(.boom)])
    #expect(scheduler.pendingCount == 0)
}

@Test func throttleForwardsAnInterruptionOnTheScheduler() {
    let scheduler = TestScheduler()
    let (signal, input) = Signal<Int, Never>.pipe()
    let recorder = EventRecorder(signal.throttle(1, on: scheduler))
    input.sendInterrupted()
    scheduler.advance()
    #expect(recorder.events == [.interrupted])
}

@Test func throttleCancelsAndReleasesTheWaitingValueOnceNobodyObserves() {
    let scheduler = TestScheduler()
    let (signal, input) = Signal<Token, Never>.pipe()
    let recorder = EventRecorder(signal.throttle(1, on: scheduler))
    weak var weakValue: Token?
    do {
        let value = Token()
        weakValue = value
        input.send(value: value)
    }
    #expect(scheduler.pendingCount == 1)
    recorder.disposable?.dispose()
    #expect(scheduler.pendingCount == 0)
    #expect(weakValue == nil)
    #expect(signal.observationCount == 0)
}

@Test func throttleAcceptsValuesSentFromItsOwnObserver() {
    let scheduler = TestScheduler()
    let (signal, input) = Signal<Int, Never>.pipe()
    let throttled = signal.throttle(1, on: scheduler)
    let recorder = EventRecorder(throttled)
    throttled.observeValues { value in
        if value < 3 { input.send(value: value + 1) }
    }
    input.send(value: 1)
    scheduler.advance()
    #expect(recorder.values == [1])
    scheduler.advance(by: .seconds(1))
    #expect(recorder.values == [1, 2])
    scheduler.run()
    #expect(recorder.values == [1, 2, 3])
}

@Test func throttleSendsTheLastValueInOrderWhenSendersRaceTheClock() {
    let scheduler = TestScheduler()
    let (signal, input) = Signal<Int, Never>.pipe()
    let upstream = EventRecorder(signal)
    let recorder = EventRecorder(signal.throttle(0.01, on: scheduler))
    let senders = 4
    let perSender = 2_000
    let sendersDone = Locked(0)
    let finished = withTimeLimit {
        runOnThreads(senders + 1) { thread in
            if thread < senders {
                for index in 0..<perSender { input.send(value: thread * perSender + index) }
                sendersDone.withLock { $0 += 1 }
            } else {
                while sendersDone.withLock({ $0 }) < senders { scheduler.advance(by: .milliseconds(1)) }
            }
        }
        scheduler.run()
    }
    guard finished else { return }
    #expect(!recorder.values.isEmpty)
    #expect(recorder.values.isOrderedSubsequence(of: upstream.values))
    #expect(recorder.values.last == upstream.values.last)
}
