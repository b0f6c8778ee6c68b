import TestSupport
import Testing

@testable import Signals

private enum TestFailure: Error, Equatable {
    case boom
}

@Test func lazyMapTransformsOnlyTheLatestValueWhenTheSchedulerRuns() {
    let scheduler = TestScheduler()
    let (signal, input) = Signal<Int, Never>.pipe()
    let transformed = Locked<[Int]>([])
    let recorder = EventRecorder(
        signal.lazyMap(on: scheduler) { value in
            transformed.withLock { $0.append(value) }
            return "\(value)"
        }
    )
    input.send(value: 1)
    input.send(value: 2)
    #expect(transformed.withLock { $0 } == [])
    scheduler.advance()
    #expect(transformed.withLock { $0 } == [2])
    #expect(recorder.values == ["2"])
    input.send(value: 3)
    scheduler.advance()
    #expect(recorder.values == ["2", "3"])
}

@Test func lazyMapImmediateSchedulerTransformsEveryValue() {
    let (signal, input) = Signal<Int, Never>.pipe()
    let recorder = EventRecorder(signal.lazyMap(on: ImmediateScheduler()) { $0 * 10 })
    input.send(value: 1)
    input.send(value: 2)
    input.sendCompleted()
    #expect(recorder.events == [.value(10), .value(20), .completed])
}

@Test func lazyMapCompletesAfterTheWaitingValue() {
    let scheduler = TestScheduler()
    let (signal, input) = Signal<Int, Never>.pipe()
    let recorder = EventRecorder(signal.lazyMap(on: scheduler) { $0 * 10 })
    input.send(value: 1)
    input.sendCompleted()
    #expect(recorder.events == [])
    scheduler.advance()
    #expect(recorder.events == [.value(10), .completed])
    #expect(signal.observationCount == 0)
}

@Test func lazyMapFailsAfterTheWaitingValue() {
    let scheduler = TestScheduler()
    let (signal, input) = Signal<Int, TestFailure>.pipe()
    let recorder = EventRecorder(signal.lazyMap(on: scheduler) { $0 * 10 })
    input.send(value: 1)
    input.send(error: .boom)
    scheduler.advance()
    #expect(recorder.events == [.value(10), .failed(.boom)])
}

@Test func lazyMapInterruptionDropsTheWaitingValue() {
    let scheduler = TestScheduler()
    let (signal, input) = Signal<Int, Never>.pipe()
    let transformed = Locked(0)
    let recorder = EventRecorder(
        signal.lazyMap(on: scheduler) { value in
            transformed.withLock { $0 += 1 }
            return value
        }
    )
    input.send(value: 1)
    input.sendInterrupted()
    scheduler.advance()
    #expect(recorder.events == [.interrupted])
    #expect(transformed.withLock { $0 } == 0)
    #expect(scheduler.pendingCount == 0)
}

@Test func lazyMapCancelsAndReleasesTheWaitingValueOnceNobodyObserves() {
    let scheduler = TestScheduler()
    let (signal, input) = Signal<Token, Never>.pipe()
    let recorder = EventRecorder(signal.lazyMap(on: scheduler) { $0 })
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

@Test func lazyMapAcceptsValuesSentFromItsTransformAndObserver() {
    let scheduler = TestScheduler()
    let (signal, input) = Signal<Int, Never>.pipe()
    let mapped = signal.lazyMap(on: scheduler) { $0 }
    let recorder = EventRecorder(mapped)
    mapped.observeValues { value in
        if value < 3 { input.send(value: value + 1) }
    }
    input.send(value: 1)
    scheduler.advance()
    #expect(recorder.values == [1, 2, 3])
}

@Test func lazyMapSendsTheLastValueInOrderWhenSendersRaceTheScheduler() {
    let scheduler = TestScheduler()
    let (signal, input) = Signal<Int, Never>.pipe()
    let upstream = EventRecorder(signal)
    let recorder = EventRecorder(signal.lazyMap(on: scheduler) { $0 })
    let senders = 4
    let perSender = 2_000
    let sendersDone = Locked(0)
    let finished = withTimeLimit {
        runOnThreads(senders + 1) { thread in
            if thread < senders {
                for index in 0..<perSender { input.send(value: thread * perSender + index) }
                sendersDone.withLock { $0 += 1 }
            } else {
                while sendersDone.withLock({ $0 }) < senders { scheduler.advance() }
            }
        }
        input.sendCompleted()
        scheduler.run()
    }
    guard finished else { return }
    #expect(recorder.values.isOrderedSubsequence(of: upstream.values))
    #expect(recorder.values.last == upstream.values.last)
    #expect(recorder.events.last == .completed)
}
