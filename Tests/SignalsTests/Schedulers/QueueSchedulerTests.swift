import Dispatch
import Testing

@testable import Signals

@Test func queueSchedulerRunsActionsInOrderOnItsQueue() async {
    let scheduler = QueueScheduler(qos: .userInitiated, name: "QueueSchedulerTests")
    let key = DispatchSpecificKey<Int>()
    scheduler.queue.setSpecific(key: key, value: 7)
    let order = Locked<[Int]>([])
    await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
        for index in 0..<100 {
            scheduler.schedule {
                #expect(DispatchQueue.getSpecific(key: key) == 7)
                order.withLock { $0.append(index) }
            }
        }
        scheduler.schedule { continuation.resume() }
    }
    #expect(order.withLock { $0 } == Array(0..<100))
}

@Test func queueSchedulerTargetingAQueueRunsThere() async {
    let target = DispatchQueue(label: "QueueSchedulerTests.target")
    let key = DispatchSpecificKey<Bool>()
    target.setSpecific(key: key, value: true)
    let scheduler = QueueScheduler(targeting: target)
    let isOnTarget = await withCheckedContinuation { (continuation: CheckedContinuation<Bool, Never>) in
        scheduler.schedule { continuation.resume(returning: DispatchQueue.getSpecific(key: key) == true) }
    }
    #expect(isOnTarget)
}

@Test func disposingAQueuedActionCancelsIt() async {
    let scheduler = QueueScheduler(name: "QueueSchedulerTests.cancel")
    let gate = DispatchSemaphore(value: 0)
    let ran = Locked<[String]>([])
    scheduler.schedule { gate.wait() }
    let cancelled = scheduler.schedule { ran.withLock { $0.append("cancelled") } }
    cancelled?.dispose()
    #expect(cancelled?.isDisposed == true)
    gate.signal()
    await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
        scheduler.schedule { continuation.resume() }
    }
    #expect(ran.withLock { $0 } == [])
}

@Test func mainQueueSchedulerRunsAsynchronouslyEvenOnTheMainQueue() async {
    let ran = await MainActor.run {
        let ran = Locked(false)
        QueueScheduler.main.schedule { ran.withLock { $0 = true } }
        #expect(ran.withLock { $0 } == false)
        return ran
    }
    await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
        DispatchQueue.main.async { continuation.resume() }
    }
    #expect(ran.withLock { $0 })
}
