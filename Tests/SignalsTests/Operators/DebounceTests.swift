import TestSupport
import Testing

@testable import Signals

private enum TestFailure: Error, Equatable {
    case boom
}

@Test func debounceDiscardingCompletesAtOnceAndDropsTheWaitingValue() {
    let scheduler = TestScheduler()
    let (signal, input) = Signal<Int, Never>.pipe()
    let recorder = EventRecorder(signal.debounce(1, on: scheduler, discardWhenCompleted: true))
    input.send(value: 0)
    scheduler.advance()
    input.send(value: 1)
    input.sendCompleted()
    #expect(recorder.events == [])
    scheduler.advance()
    #expect(recorder.events == [.completed])
    scheduler.run()
    #expect(recorder.events == [.completed])
    #expect(signal.observationCount == 0)
}

@Test func debounceKeepingCompletesAtOnceWhenNoValueWaits() {
    let scheduler = TestScheduler()
    let (signal, input) = Signal<Int, Never>.pipe()
    let recorder = EventRecorder(signal.debounce(1, on: scheduler, discardWhenCompleted: false))
    input.send(value: 1)
    scheduler.advance(by: .seconds(1))
    input.sendCompleted()
    scheduler.advance()
    #expect(recorder.events == [.value(1), .completed])
}

@Test func debounceForwardsAFailureAtOnceAndDropsTheWaitingValue() {
    let scheduler = TestScheduler()
    let (signal, input) = Signal<Int, TestFailure>.pipe()
    let recorder = EventRecorder(signal.debounce(1, on: scheduler, discardWhenCompleted: false))
    input.send(value: 1)
    input.send(error: .boom)
    scheduler.advance()
    #expect(recorder.events == [.failed(.boom)])
    scheduler.run()
    #expect(recorder.events == [.failed(.boom)])
}

@Test func debounceForwardsAnInterruptionAtOnceAndDropsTheWaitingValue() {
    let scheduler = TestScheduler()
    let (signal, input) = Signal<Int, Never>.pipe()
    let recorder = EventRecorder(signal.debounce(1, on: scheduler))
    input.send(value: 1)
    input.sendInterrupted()
    scheduler.advance()
    #expect(recorder.events == [.interrupted])
    #expect(scheduler.pendingCount == 0)
}

@Test func debounceCancelsAndReleasesTheWaitingValueOnceNobodyObserves() {
    let scheduler = TestScheduler()
    let (signal, input) = Signal<Token, Never>.pipe()
    let recorder = EventRecorder(signal.debounce(1, on: scheduler))
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

@Test func debounceAcceptsValuesSentFromItsOwnObserver() {
    let scheduler = TestScheduler()
    let (signal, input) = Signal<Int, Never>.pipe()
    let debounced = signal.debounce(1, on: scheduler)
    let recorder = EventRecorder(debounced)
    debounced.observeValues { value in
        if value < 3 { input.send(value: value + 1) }
    }
    input.send(value: 1)
    scheduler.advance(by: .seconds(1))
    #expect(recorder.values == [1])
    scheduler.run()
    #expect(recorder.values == [1, 2, 3])
}

@Test func debounceSendsTheLastValueInOrderWhenSendersRaceTheClock() {
    let scheduler = TestScheduler()
    let (signal, input) = Signal<Int, Never>.pipe()
    let upstream = EventRecorder(signal)
    let recorder = EventRecorder(signal.debounce(0.001, on: scheduler))
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
    #expect(recorder.values.isOrderedSubsequence(of: upstream.values))
    #expect(recorder.values.last == upstream.values.last)
}
