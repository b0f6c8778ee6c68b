import Dispatch
import Testing

@testable import Signals

#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#endif

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

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

@Test func queueSchedulerLetsDispatchInferTheQualityOfServiceByDefault() {
    #expect(QueueScheduler().queue.qos == .unspecified)
}

@Test func queueSchedulerTellsTheWallClockDate() {
    let before = Date()
    let current = QueueScheduler.main.currentDate
    #expect(current >= before)
    #expect(current <= Date())
}

@Test func queueSchedulerRunsAnActionForADateThatHasPassedAtOnce() async {
    let scheduler = QueueScheduler(name: "QueueSchedulerTests.past")
    let key = DispatchSpecificKey<Bool>()
    scheduler.queue.setSpecific(key: key, value: true)
    let ranOnQueue = await withCheckedContinuation { (continuation: CheckedContinuation<Bool, Never>) in
        scheduler.schedule(after: Date(timeIntervalSinceNow: -60)) {
            continuation.resume(returning: DispatchQueue.getSpecific(key: key) == true)
        }
    }
    #expect(ranOnQueue)
}

@Test func queueSchedulerRunsDatedActionsInDateOrder() async {
    let scheduler = QueueScheduler(name: "QueueSchedulerTests.dates")
    let order = Locked<[Int]>([])
    let now = Date()
    await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
        scheduler.schedule(after: now.addingTimeInterval(0.02)) {
            order.withLock { $0.append(2) }
            continuation.resume()
        }
        scheduler.schedule(after: now.addingTimeInterval(0.01)) { order.withLock { $0.append(1) } }
    }
    #expect(order.withLock { $0 } == [1, 2])
}

@Test func disposingADatedActionCancelsAndReleasesIt() {
    let scheduler = QueueScheduler(name: "QueueSchedulerTests.cancelDated")
    weak var weakCaptured: Token?
    let action: Disposable?
    do {
        let captured = Token()
        weakCaptured = captured
        action = scheduler.schedule(after: Date(timeIntervalSinceNow: 3_600)) { _ = captured }
    }
    action?.dispose()
    #expect(action?.isDisposed == true)
    #expect(weakCaptured == nil)
}

@Test func aRepeatingQueueActionRunsUntilDisposedThenIsReleased() async {
    let scheduler = QueueScheduler(name: "QueueSchedulerTests.repeating")
    let runs = Locked(0)
    weak var weakCaptured: Token?
    let repetition = Locked<Disposable?>(nil)
    await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
        let captured = Token()
        weakCaptured = captured
        repetition.withLock {
            $0 = scheduler.schedule(after: Date(), interval: .milliseconds(1)) {
                _ = captured
                let count = runs.withLock { runs in
                    runs += 1
                    return runs
                }
                if count == 3 { continuation.resume() }
            }
        }
    }
    let disposable = repetition.withLock { $0 }
    disposable?.dispose()
    // A run that was in flight on the scheduler's queue holds the action until it returns.
    scheduler.queue.sync {}
    #expect(disposable?.isDisposed == true)
    #expect(runs.withLock { $0 } >= 3)
    #expect(weakCaptured == nil)
}

@Test func aRepeatingQueueActionRunTensOfThousandsOfTimesKeepsASmallStack() async {
    // The repeating action was once rewrapped in two thunks per run (a closure stored directly as locked state, read
    // through an `inout` in an unoptimized build), so each run called it through a longer chain of frames until the
    // queue's stack overflowed. The stack the action sees, on each thread the queue runs it on, must not grow.
    let runLimit = 20_000
    let scheduler = QueueScheduler(name: "QueueSchedulerTests.manyRuns")
    let stacks = Locked<(runs: Int, firstAddress: [UInt: Int], growth: Int)>((0, [:], 0))
    let repetition = Locked<Disposable?>(nil)
    await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
        repetition.withLock {
            $0 = scheduler.schedule(after: Date(), interval: .nanoseconds(1), leeway: .nanoseconds(0)) {
                var marker = 0
                let address = withUnsafeMutablePointer(to: &marker) { Int(bitPattern: $0) }
                let thread = UInt(bitPattern: Int(bitPattern: pthread_self()))
                let runs = stacks.withLock { stacks in
                    guard stacks.runs < runLimit else { return stacks.runs }
                    stacks.runs += 1
                    let first = stacks.firstAddress[thread, default: address]
                    stacks.firstAddress[thread] = first
                    // Stacks grow down: a deeper call has a lower address.
                    stacks.growth = max(stacks.growth, first - address)
                    return stacks.runs
                }
                guard runs == runLimit else { return }
                // Stops the repetition from its own run: a disposal on the scheduler's queue does not wait.
                repetition.withLock { $0 }?.dispose()
                continuation.resume()
            }
        }
    }
    scheduler.queue.sync {}
    let (runs, _, growth) = stacks.withLock { $0 }
    #expect(runs == runLimit)
    // AddressSanitizer may move locals whose address is taken to a stack of its own, where this measure means nothing.
    if !isRunningUnderAddressSanitizer() {
        #expect(growth < 64 * 1024, "the stack grew by \(growth) bytes over \(runs) runs")
    }
}

/// Whether this process was built with AddressSanitizer (its runtime defines `__asan_init`).
private func isRunningUnderAddressSanitizer() -> Bool {
    let program = dlopen(nil, RTLD_NOW)
    defer { if let program { dlclose(program) } }
    return dlsym(program, "__asan_init") != nil
}
