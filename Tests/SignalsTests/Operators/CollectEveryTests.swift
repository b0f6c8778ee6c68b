import TestSupport
import Testing

@testable import Signals

private enum TestFailure: Error, Equatable {
    case boom
}

@Test func collectEverySendsTheValuesOfEachInterval() {
    let scheduler = TestScheduler()
    let (signal, input) = Signal<Int, Never>.pipe()
    let recorder = EventRecorder(signal.collect(every: .seconds(1), on: scheduler))
    input.send(value: 0)
    scheduler.advance(by: 0.5)
    input.send(value: 1)
    input.send(value: 2)
    #expect(recorder.values == [])
    scheduler.advance(by: 0.5)
    #expect(recorder.values == [[0, 1, 2]])
    scheduler.advance(by: 2)
    #expect(recorder.values == [[0, 1, 2], [], []])
    input.send(value: 3)
    scheduler.advance(by: 1)
    #expect(recorder.values == [[0, 1, 2], [], [], [3]])
}

@Test func collectEverySkippingEmptyIntervalsSendsNothingForThem() {
    let scheduler = TestScheduler()
    let (signal, input) = Signal<Int, Never>.pipe()
    let recorder = EventRecorder(signal.collect(every: .seconds(1), on: scheduler, skipEmpty: true))
    input.send(value: 0)
    scheduler.advance(by: 3)
    input.send(value: 1)
    input.send(value: 2)
    scheduler.advance(by: 100)
    #expect(recorder.values == [[0], [1, 2]])
}

@Test func collectEveryDiscardingCompletesAtOnceAndDropsTheCollectedValues() {
    let scheduler = TestScheduler()
    let (signal, input) = Signal<Int, Never>.pipe()
    let recorder = EventRecorder(signal.collect(every: .seconds(1), on: scheduler))
    input.send(value: 0)
    input.sendCompleted()
    #expect(recorder.events == [])
    scheduler.advance()
    #expect(recorder.events == [.completed])
    #expect(scheduler.pendingCount == 0)
    #expect(signal.observationCount == 0)
}

@Test(arguments: [false, true])
func collectEveryKeepingSendsTheCollectedValuesAtTheEndOfTheIntervalThenCompletes(skipEmpty: Bool) {
    let scheduler = TestScheduler()
    let (signal, input) = Signal<Int, Never>.pipe()
    let collected = signal.collect(every: .seconds(1), on: scheduler, skipEmpty: skipEmpty, discardWhenCompleted: false)
    let recorder = EventRecorder(collected)
    input.send(value: 0)
    input.send(value: 1)
    input.sendCompleted()
    scheduler.advance(by: 0.5)
    #expect(recorder.events == [])
    scheduler.advance(by: 0.5)
    #expect(recorder.events == [.value([0, 1]), .completed])
    #expect(scheduler.pendingCount == 0)
}

@Test func collectEveryKeepingSendsAnEmptyArrayOnCompletionUnlessSkippingEmpty() {
    let scheduler = TestScheduler()
    let (signal, input) = Signal<Int, Never>.pipe()
    let keeping = EventRecorder(signal.collect(every: .seconds(1), on: scheduler, discardWhenCompleted: false))
    let skipping = EventRecorder(
        signal.collect(every: .seconds(1), on: scheduler, skipEmpty: true, discardWhenCompleted: false)
    )
    input.sendCompleted()
    scheduler.advance(by: 1)
    #expect(keeping.events == [.value([]), .completed])
    #expect(skipping.events == [.completed])
}

@Test func collectEveryForwardsAFailureAtOnceAndStopsTheTimer() {
    let scheduler = TestScheduler()
    let (signal, input) = Signal<Int, TestFailure>.pipe()
    let recorder = EventRecorder(signal.collect(every: .seconds(1), on: scheduler, discardWhenCompleted: false))
    input.send(value: 1)
    input.send(error: .boom)
    scheduler.advance()
    #expect(recorder.events == [.failed(.boom)])
    #expect(scheduler.pendingCount == 0)
}

@Test func collectEveryForwardsAnInterruptionAtOnce() {
    let scheduler = TestScheduler()
    let (signal, input) = Signal<Int, Never>.pipe()
    let recorder = EventRecorder(signal.collect(every: .seconds(1), on: scheduler, discardWhenCompleted: false))
    input.send(value: 1)
    input.sendInterrupted()
    scheduler.advance()
    #expect(recorder.events == [.interrupted])
    #expect(scheduler.pendingCount == 0)
}

@Test func collectEveryStopsItsTimerAndReleasesTheValuesOnceNobodyObserves() {
    let scheduler = TestScheduler()
    let (signal, input) = Signal<Token, Never>.pipe()
    let recorder = EventRecorder(signal.collect(every: .seconds(1), on: scheduler))
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

@Test func collectEveryAcceptsValuesSentFromItsOwnObserver() {
    let scheduler = TestScheduler()
    let (signal, input) = Signal<Int, Never>.pipe()
    let collected = signal.collect(every: .seconds(1), on: scheduler, skipEmpty: true)
    let recorder = EventRecorder(collected)
    collected.observeValues { values in
        if let last = values.last, last < 3 { input.send(value: last + 1) }
    }
    input.send(value: 1)
    scheduler.advance(by: 3)
    #expect(recorder.values == [[1], [2], [3]])
}

@Test func collectEveryLosesNoValueWhenSendersRaceTheClock() {
    let scheduler = TestScheduler()
    let (signal, input) = Signal<Int, Never>.pipe()
    let upstream = EventRecorder(signal)
    let recorder = EventRecorder(
        signal.collect(every: .milliseconds(1), on: scheduler, skipEmpty: true, discardWhenCompleted: false)
    )
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
        input.sendCompleted()
        scheduler.advance(by: .milliseconds(1))
    }
    guard finished else { return }
    #expect(recorder.values.flatMap { $0 } == upstream.values)
    #expect(recorder.events.last == .completed)
}
