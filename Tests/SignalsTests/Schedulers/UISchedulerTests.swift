import Dispatch
import TestSupport
import Testing

@testable import Signals

@MainActor
@Test func uiSchedulerRunsAtOnceOnTheMainQueueWhenNothingIsQueued() {
    var hasRun = false
    let disposable = UIScheduler().schedule { hasRun = true }
    #expect(hasRun)
    #expect(disposable == nil)
}

@MainActor
@Test func uiSchedulerQueuesBehindItsOwnPendingWorkAndKeepsOrder() async {
    let scheduler = UIScheduler()
    let order = Locked<[Int]>([])
    scheduler.schedule {
        order.withLock { $0.append(1) }
        scheduler.schedule { order.withLock { $0.append(3) } }
        order.withLock { $0.append(2) }
    }
    scheduler.schedule { order.withLock { $0.append(4) } }
    #expect(order.withLock { $0 } == [1, 2])
    await drainMainQueue(rounds: 1)
    #expect(order.withLock { $0 } == [1, 2, 3, 4])
    scheduler.schedule { order.withLock { $0.append(5) } }
    #expect(order.withLock { $0 } == [1, 2, 3, 4, 5])
}

@Test func uiSchedulerMovesWorkFromABackgroundThreadToTheMainQueue() async {
    let scheduler = UIScheduler()
    let wasOnMain = await withCheckedContinuation { (continuation: CheckedContinuation<Bool, Never>) in
        DispatchQueue.global().async {
            let disposable = scheduler.schedule { continuation.resume(returning: MainThread.isCurrent) }
            #expect(disposable != nil)
        }
    }
    #expect(wasOnMain)
}

@MainActor
@Test func disposingAQueuedUIActionCancelsIt() async {
    let scheduler = UIScheduler()
    let ran = Locked(false)
    scheduler.schedule {
        let queued = scheduler.schedule { ran.withLock { $0 = true } }
        #expect(queued != nil)
        queued?.dispose()
    }
    await drainMainQueue(rounds: 1)
    #expect(ran.withLock { $0 } == false)
}

@MainActor
@Test func observeOnUISchedulerDeliversSynchronouslyOnTheMainQueue() {
    let (signal, input) = Signal<Int, Never>.pipe()
    let recorder = EventRecorder(signal.observe(on: UIScheduler()))
    input.send(value: 1)
    #expect(recorder.events == [.value(1)])
}

@Test func mainThreadIsNotCurrentOnABackgroundQueue() async {
    let isCurrent = await withCheckedContinuation { (continuation: CheckedContinuation<Bool, Never>) in
        DispatchQueue(label: "MainThreadTests").async { continuation.resume(returning: MainThread.isCurrent) }
    }
    #expect(isCurrent == false)
}

@MainActor
@Test func mainThreadIsCurrentOnTheMainActor() {
    #expect(MainThread.isCurrent)
}
