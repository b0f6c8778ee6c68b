import TestSupport
import Testing

@testable import Signals

private enum TestFailure: Error, Equatable {
    case boom
}

@Test func throttleWhilePassesValuesThroughWhileNotThrottled() {
    let shouldThrottle = MutableProperty(false)
    let (signal, input) = Signal<Int, Never>.pipe()
    let recorder = EventRecorder(signal.throttle(while: shouldThrottle, on: ImmediateScheduler()))
    input.send(value: 1)
    input.send(value: 2)
    #expect(recorder.values == [1, 2])
}

@Test func throttleWhileSendsTheLatestHeldValueWhenResumed() {
    let shouldThrottle = MutableProperty(false)
    let (signal, input) = Signal<Int, Never>.pipe()
    let recorder = EventRecorder(signal.throttle(while: shouldThrottle, on: ImmediateScheduler()))
    shouldThrottle.value = true
    input.send(value: 1)
    input.send(value: 2)
    #expect(recorder.values == [])
    shouldThrottle.value = false
    #expect(recorder.values == [2])
    input.send(value: 3)
    #expect(recorder.values == [2, 3])
}

@Test func throttleWhileStartsThrottledWhenThePropertyIsTrue() {
    let shouldThrottle = MutableProperty(true)
    let (signal, input) = Signal<Int, Never>.pipe()
    let recorder = EventRecorder(signal.throttle(while: shouldThrottle, on: ImmediateScheduler()))
    input.send(value: 1)
    #expect(recorder.values == [])
    shouldThrottle.value = true
    shouldThrottle.value = false
    shouldThrottle.value = false
    #expect(recorder.values == [1])
}

@Test func throttleWhileSendsEveryValueHandedToTheScheduler() {
    let scheduler = TestScheduler()
    let shouldThrottle = MutableProperty(false)
    let (signal, input) = Signal<Int, Never>.pipe()
    let recorder = EventRecorder(signal.throttle(while: shouldThrottle, on: scheduler))
    input.send(value: 1)
    input.send(value: 2)
    shouldThrottle.value = true
    input.send(value: 3)
    input.sendCompleted()
    #expect(recorder.events == [])
    scheduler.advance()
    #expect(recorder.events == [.value(1), .value(2), .completed])
}

@Test func throttleWhileDropsAHeldValueOnFailure() {
    let shouldThrottle = MutableProperty(true)
    let (signal, input) = Signal<Int, TestFailure>.pipe()
    let recorder = EventRecorder(signal.throttle(while: shouldThrottle, on: ImmediateScheduler()))
    input.send(value: 1)
    input.send(error: .boom)
    shouldThrottle.value = false
    #expect(recorder.events == [.failed(.boom)])
}

@Test func throttleWhileForwardsAnInterruption() {
    let shouldThrottle = MutableProperty(false)
    let (signal, input) = Signal<Int, Never>.pipe()
    let recorder = EventRecorder(signal.throttle(while: shouldThrottle, on: ImmediateScheduler()))
    input.sendInterrupted()
    #expect(recorder.events == [.interrupted])
    #expect(signal.observationCount == 0)
}

@Test func throttleWhileStaysThrottledIfThePropertyEndsWhileThrottled() {
    var shouldThrottle: MutableProperty<Bool>? = MutableProperty(false)
    let (signal, input) = Signal<Int, Never>.pipe()
    let recorder = EventRecorder(signal.throttle(while: shouldThrottle!, on: ImmediateScheduler()))
    input.send(value: 1)
    shouldThrottle?.value = true
    input.send(value: 2)
    shouldThrottle = nil
    input.send(value: 3)
    #expect(recorder.values == [1])
}

@Test func throttleWhileStaysResumedIfThePropertyEndsWhileResumed() {
    var shouldThrottle: MutableProperty<Bool>? = MutableProperty(true)
    let (signal, input) = Signal<Int, Never>.pipe()
    let recorder = EventRecorder(signal.throttle(while: shouldThrottle!, on: ImmediateScheduler()))
    input.send(value: 1)
    shouldThrottle?.value = false
    input.send(value: 2)
    shouldThrottle = nil
    input.send(value: 3)
    #expect(recorder.values == [1, 2, 3])
}

@Test func throttleWhileDoesNotKeepThePropertyAlive() {
    weak var weakProperty: MutableProperty<Bool>?
    let (signal, input) = Signal<Int, Never>.pipe()
    let throttled: Signal<Int, Never>
    do {
        let shouldThrottle = MutableProperty(false)
        weakProperty = shouldThrottle
        throttled = signal.throttle(while: shouldThrottle, on: ImmediateScheduler())
    }
    let recorder = EventRecorder(throttled)
    input.send(value: 1)
    #expect(weakProperty == nil)
    #expect(recorder.values == [1])
}

@Test func throttleWhileCancelsAndReleasesWaitingValuesOnceNobodyObserves() {
    let scheduler = TestScheduler()
    let shouldThrottle = MutableProperty(false)
    let (signal, input) = Signal<Token, Never>.pipe()
    let recorder = EventRecorder(signal.throttle(while: shouldThrottle, on: scheduler))
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
    #expect(shouldThrottle.signal.observationCount == 0)
}

@Test func throttleWhileAcceptsChangesAndValuesFromItsOwnObserver() {
    let shouldThrottle = MutableProperty(false)
    let (signal, input) = Signal<Int, Never>.pipe()
    let throttled = signal.throttle(while: shouldThrottle, on: ImmediateScheduler())
    let recorder = EventRecorder(throttled)
    throttled.observeValues { value in
        guard value == 1 else { return }
        // The property changes at once; the values are queued by `signal`, which is still delivering 1.
        shouldThrottle.value = true
        input.send(value: 2)
        input.send(value: 3)
    }
    input.send(value: 1)
    #expect(recorder.values == [1])
    shouldThrottle.value = false
    #expect(recorder.values == [1, 3])
}

@Test func throttleWhileKeepsTheOrderWhenValuesAndChangesRace() {
    let scheduler = TestScheduler()
    let shouldThrottle = MutableProperty(false)
    let (signal, input) = Signal<Int, Never>.pipe()
    let upstream = EventRecorder(signal)
    let recorder = EventRecorder(signal.throttle(while: shouldThrottle, on: scheduler))
    let senders = 3
    let perSender = 2_000
    let sendersDone = Locked(0)
    let finished = withTimeLimit {
        runOnThreads(senders + 2) { thread in
            if thread < senders {
                for index in 0..<perSender { input.send(value: thread * perSender + index) }
                sendersDone.withLock { $0 += 1 }
            } else if thread == senders {
                while sendersDone.withLock({ $0 }) < senders { shouldThrottle.modify { $0.toggle() } }
            } else {
                while sendersDone.withLock({ $0 }) < senders { scheduler.advance() }
            }
        }
        shouldThrottle.value = false
        scheduler.run()
    }
    guard finished else { return }
    #expect(recorder.values.isOrderedSubsequence(of: upstream.values))
    #expect(recorder.values.last == upstream.values.last)
}
