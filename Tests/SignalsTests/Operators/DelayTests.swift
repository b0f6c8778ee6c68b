import TestSupport
import Testing

@testable import Signals

private enum TestFailure: Error, Equatable {
    case boom
}

@Test func delaySendsValuesAndCompletionAfterTheIntervalOnTheScheduler() {
    let scheduler = TestScheduler()
    let (signal, input) = Signal<Int, Never>.pipe()
    let recorder = EventRecorder(signal.delay(10, on: scheduler))
    input.send(value: 1)
    scheduler.advance(by: .seconds(5))
    input.send(value: 2)
    input.sendCompleted()
    scheduler.advance(by: 4.75)
    #expect(recorder.events == [])
    scheduler.advance(by: 0.25)
    #expect(recorder.events == [.value(1)])
    scheduler.advance(by: 4.75)
    #expect(recorder.events == [.value(1)])
    scheduler.advance(by: 0.25)
    #expect(recorder.events == [.value(1), .value(2), .completed])
}

@Test func delayOfZeroStillSendsOnTheScheduler() {
    let scheduler = TestScheduler()
    let (signal, input) = Signal<Int, Never>.pipe()
    let recorder = EventRecorder(signal.delay(0, on: scheduler))
    input.send(value: 1)
    #expect(recorder.events == [])
    scheduler.advance()
    #expect(recorder.events == [.value(1)])
}

@Test func delaySendsAFailureAtOnceAndDropsTheWaitingValues() {
    let scheduler = TestScheduler()
    let (signal, input) = Signal<Int, TestFailure>.pipe()
    let recorder = EventRecorder(signal.delay(10, on: scheduler))
    input.send(value: 1)
    input.send(error: .boom)
    #expect(recorder.events == [])
    scheduler.advance()
    #expect(recorder.events == [.failed(.boom)])
    #expect(scheduler.pendingCount == 0)
    scheduler.run()
    #expect(recorder.events == [.failed(.boom)])
}

@Test func delaySendsAnInterruptionAtOnceAndDropsTheWaitingValues() {
    let scheduler = TestScheduler()
    let (signal, input) = Signal<Int, Never>.pipe()
    let recorder = EventRecorder(signal.delay(10, on: scheduler))
    input.send(value: 1)
    input.sendInterrupted()
    scheduler.advance()
    #expect(recorder.events == [.interrupted])
    #expect(scheduler.pendingCount == 0)
}

@Test func delayReleasesTheUpstreamObservationOnceTerminated() {
    let scheduler = TestScheduler()
    let (signal, input) = Signal<Int, Never>.pipe()
    let recorder = EventRecorder(signal.delay(1, on: scheduler))
    input.send(value: 1)
    input.sendCompleted()
    scheduler.run()
    #expect(recorder.events == [.value(1), .completed])
    #expect(signal.observationCount == 0)
}

@Test func delayCancelsAndReleasesWaitingEventsOnceNobodyObserves() {
    let scheduler = TestScheduler()
    let (signal, input) = Signal<Token, Never>.pipe()
    let recorder = EventRecorder(signal.delay(1, on: scheduler))
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
    scheduler.run()
    #expect(recorder.events.isEmpty)
}

@Test func delayAcceptsValuesSentFromItsOwnObserver() {
    let scheduler = TestScheduler()
    let (signal, input) = Signal<Int, Never>.pipe()
    let delayed = signal.delay(1, on: scheduler)
    let recorder = EventRecorder(delayed)
    delayed.observeValues { value in
        if value < 3 { input.send(value: value + 1) }
    }
    input.send(value: 1)
    scheduler.advance(by: .seconds(1))
    #expect(recorder.values == [1])
    scheduler.advance(by: .seconds(1))
    #expect(recorder.values == [1, 2])
    scheduler.run()
    #expect(recorder.values == [1, 2, 3])
}

@Test func delayKeepsEverySendersOrderWhenSendersRaceTheClock() {
    let scheduler = TestScheduler()
    let (signal, input) = Signal<Int, Never>.pipe()
    let upstream = EventRecorder(signal)
    let recorder = EventRecorder(signal.delay(0.5, on: scheduler))
    let senders = 4
    let perSender = 2_000
    let sendersDone = Locked(0)
    let finished = withTimeLimit {
        runOnThreads(senders + 1) { thread in
            if thread < senders {
                for index in 0..<perSender { input.send(value: thread * perSender + index) }
                sendersDone.withLock { $0 += 1 }
            } else {
                while sendersDone.withLock({ $0 }) < senders { scheduler.advance(by: .milliseconds(100)) }
            }
        }
        input.sendCompleted()
        scheduler.run()
    }
    guard finished else { return }
    #expect(recorder.values == upstream.values)
    #expect(recorder.values.count == senders * perSender)
    #expect(recorder.events.last == .completed)
}
