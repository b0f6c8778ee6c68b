import Dispatch
import Testing

@testable import Signals

@Test func observeOnDeliversEventsWhenTheSchedulerRunsThemInOrder() {
    let (signal, input) = Signal<Int, Never>.pipe()
    let scheduler = TestScheduler()
    let recorder = EventRecorder(signal.observe(on: scheduler))
    input.send(value: 1)
    input.send(value: 2)
    input.sendCompleted()
    #expect(recorder.events == [])
    #expect(scheduler.pendingCount == 3)
    scheduler.advance()
    #expect(recorder.events == [.value(1), .value(2), .completed])
}

@Test func observeOnImmediateSchedulerDeliversAtOnce() {
    let (signal, input) = Signal<Int, Never>.pipe()
    let recorder = EventRecorder(signal.observe(on: ImmediateScheduler()))
    input.send(value: 1)
    #expect(recorder.events == [.value(1)])
}

@Test func observeOnDropsQueuedEventsOnceNobodyObserves() {
    let (signal, input) = Signal<Int, Never>.pipe()
    let scheduler = TestScheduler()
    let recorder = EventRecorder(signal.observe(on: scheduler))
    input.send(value: 1)
    recorder.disposable?.dispose()
    scheduler.advance()
    #expect(recorder.events == [])
    #expect(signal.observationCount == 0)
}

@Test func observeOnQueueSchedulerDeliversEveryEventInOrderOnItsQueue() async {
    let (signal, input) = Signal<Int, Never>.pipe()
    let scheduler = QueueScheduler(name: "ObserveOnTests")
    let key = DispatchSpecificKey<Bool>()
    scheduler.queue.setSpecific(key: key, value: true)
    let offQueue = Locked(0)
    let onQueue = signal.observe(on: scheduler).on(event: { _ in
        if DispatchQueue.getSpecific(key: key) != true { offQueue.withLock { $0 += 1 } }
    })
    let recorder = EventRecorder(onQueue)
    await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
        onQueue.observeCompleted { continuation.resume() }
        for value in 0..<1_000 { input.send(value: value) }
        input.sendCompleted()
    }
    #expect(recorder.values == Array(0..<1_000))
    #expect(recorder.events.last == .completed)
    #expect(offQueue.withLock { $0 } == 0)
}
