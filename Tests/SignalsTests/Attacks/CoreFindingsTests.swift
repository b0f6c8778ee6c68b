import Dispatch
import TestSupport
import Testing

@testable import Signals

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The findings of the hostile review of the core, each written from its scenario. Every test fails (or reports under
/// a sanitizer) on the code before the fix; deadlocks fail through a time limit instead of hanging.
@Suite("Attacks: findings of the core review")
struct CoreFindingsTests {
    enum PruneRoute: CaseIterable, Sendable {
        case direct, throughMap, throughBinding
    }

    // MARK: Finding 1: a pruned observation is freed while a delivery on another thread still reads it

    @Test(arguments: PruneRoute.allCases)
    func pruningADeadOwnersObservationWhileAnotherThreadDeliversIsMemorySafe(route: PruneRoute) {
        withTimeLimit(seconds: 300) {
            let (pipe, input) = Signal<Int, Never>.pipe()
            let signal = route == .throughMap ? pipe.map { $0 + 1 } : pipe
            whileSending(into: input) {
                for _ in 0..<10_000 {
                    var owner: Screen? = Screen()
                    let observation: Disposable?
                    switch route {
                    case .direct, .throughMap:
                        observation = signal.take(duringLifetimeOf: owner!).observe { _ in }
                    case .throughBinding:
                        let target = owner!.reactive.makeBindingTarget { screen, value in screen.value = value }
                        observation = bind(target, to: signal)
                    }
                    owner = nil
                    signal.observeValues { _ in }?.dispose()
                    observation?.dispose()
                }
            }
        }
    }

    /// The deterministic form: the sending thread has taken its snapshot of the single observer when a replaced
    /// value's deinit lets another thread prune that observer and drop it. (AddressSanitizer reports the old code.)
    @Test func aSingleObserverPrunedBetweenSnapshotAndDeliveryIsStillOwnedByTheDelivery() {
        let pruned = DispatchSemaphore(value: 0)
        let property = MutableProperty<DeinitAction?>(nil)
        let owner = Locked<Screen?>(Screen())
        // Records whether each event was terminal, without keeping the values alive.
        let terminalFlags = Locked<[Bool]>([])
        let observation = Locked<Disposable?>(nil)
        let pruner = Locked<Disposable?>(nil)
        observation.withLock {
            $0 = property.signal.take(duringLifetimeOf: owner.withLock { $0! }).observe { event in
                terminalFlags.withLock { $0.append(event.isTerminating) }
            }
        }
        property.value = DeinitAction {
            DispatchQueue.global().async {
                owner.withLock { $0 = nil }
                // Observing prunes the dead owner's observation; disposing of it frees it.
                pruner.withLock { $0 = property.signal.observeValues { _ in } }
                observation.withLock { $0?.dispose() }
                observation.withLock { $0 = nil }
                pruned.signal()
            }
            pruned.wait()
        }
        withTimeLimit {
            // Replacing the value releases the old one after the lock, once the observers to deliver to are chosen.
            property.value = nil
        }
        #expect(terminalFlags.withLock { $0 } == [false, true])
    }

    // MARK: Finding 2: teardown after a terminal event waits for other threads

    @Test func completingWhileATriggerObserverRunsOnAnotherThreadNeitherBlocksNorDeadlocks() {
        let (data, dataInput) = Signal<Int, Never>.pipe()
        let (cancel, cancelInput) = Signal<Void, Never>.pipe()
        let triggerObserverEntered = DispatchSemaphore(value: 0)
        let completionSent = DispatchSemaphore(value: 0)
        let observation = Locked<Disposable?>(nil)
        cancel.observeValues { _ in
            triggerObserverEntered.signal()
            completionSent.wait()
            observation.withLock { $0 }?.dispose()
        }
        let recorder = EventRecorder(data.take(until: cancel))
        observation.withLock { $0 = recorder.disposable }

        let trigger = DispatchQueue(label: "trigger")
        trigger.async { cancelInput.send(value: ()) }
        triggerObserverEntered.wait()
        let isInTime = withTimeLimit(seconds: 10, "sendCompleted()") { dataInput.sendCompleted() }
        completionSent.signal()
        if isInTime {
            withTimeLimit(seconds: 10, "the trigger's delivery") { trigger.sync {} }
        }
        #expect(recorder.events == [.completed])
    }

    @Test func aCompletionDeliveredOnASchedulerDoesNotWaitForASlowObserverOfTheUpstream() {
        let (upstream, input) = Signal<Int, Never>.pipe()
        let queue = DispatchQueue(label: "observe-on")
        let completed = DispatchSemaphore(value: 0)
        upstream.observe(on: QueueScheduler(queue: queue)).observeCompleted { completed.signal() }
        let slowObserverEntered = DispatchSemaphore(value: 0)
        let release = DispatchSemaphore(value: 0)
        upstream.observeCompleted {
            slowObserverEntered.signal()
            release.wait()
        }

        let sender = DispatchQueue(label: "sender")
        sender.async { input.sendCompleted() }
        slowObserverEntered.wait()
        withTimeLimit(seconds: 10, "the scheduler's delivery of the completion") {
            completed.wait()
            queue.sync {}
        }
        release.signal()
        sender.sync {}
    }

    @Test func releasingATokenWhileTheUpstreamDeliversOnAnotherThreadDoesNotWait() {
        let (upstream, input) = Signal<Int, Never>.pipe()
        let token = Locked<Lifetime.Token?>(Lifetime.Token())
        let recorder = EventRecorder(upstream.take(during: Lifetime(token.withLock { $0! })))
        let slowObserverEntered = DispatchSemaphore(value: 0)
        let release = DispatchSemaphore(value: 0)
        upstream.observeValues { _ in
            slowObserverEntered.signal()
            release.wait()
        }

        let sender = DispatchQueue(label: "sender")
        sender.async { input.send(value: 1) }
        slowObserverEntered.wait()
        withTimeLimit(seconds: 10, "releasing the token") { token.withLock { $0 = nil } }
        release.signal()
        sender.sync {}
        #expect(recorder.events == [.value(1), .completed])
    }

    // MARK: Finding 5: finished observations keep their place in a lifetime

    @Test func finishedObservationsLeaveTheLifetimeTheyWereTiedTo() {
        let (lifetime, token) = Lifetime.make()
        weak var lastSignal: Signal<Int, Never>?
        for _ in 0..<1_000 {
            let (signal, input) = Signal<Int, Never>.pipe()
            lastSignal = signal
            lifetime += signal.observeValues { _ in }
            input.sendCompleted()
        }
        #expect(lifetime.ended.observationCount == 0)
        #expect(lastSignal == nil)
        _ = token
    }

    @Test func finishedBindingsAndCompositesLeaveTheLifetimeTheyWereTiedTo() {
        let (lifetime, token) = Lifetime.make()
        let composite = CompositeDisposable()
        let target = MutableProperty(0)
        for _ in 0..<1_000 {
            let (signal, input) = Signal<Int, Never>.pipe()
            lifetime += bind(target, to: signal)
            composite += signal.observeValues { _ in }
            input.send(value: 1)
            input.sendCompleted()
        }
        #expect(lifetime.ended.observationCount == 0)
        #expect(target.lifetime.ended.observationCount == 0)
        #expect(composite.count == 0)
        _ = token
    }

    // MARK: Finding 6: a waiting dispose burns a core

    @Test func aDisposeThatWaitsForAnotherThreadDoesNotSpin() {
        let (signal, input) = Signal<Int, Never>.pipe()
        let entered = DispatchSemaphore(value: 0)
        signal.observeValues { _ in
            entered.signal()
            usleep(300_000)
        }
        let victim = signal.observeValues { _ in }
        let sender = DispatchQueue(label: "sender")
        sender.async { input.send(value: 1) }
        entered.wait()

        let before = threadCPUSeconds()
        let wallStart = ContinuousClock.now
        victim?.dispose()
        let waited = ContinuousClock.now - wallStart
        let burned = threadCPUSeconds() - before
        sender.sync {}

        #expect(waited > .milliseconds(100), "the dispose returned before the delivery ended")
        #expect(burned < 0.05, "waiting \(waited) cost \(burned) s of CPU")
    }
}

/// A screen-like object for owner-bound observations and bindings.
final class Screen: ReactiveExtensionsProvider, @unchecked Sendable {
    // Safety: only the test's own threads touch `value`, one at a time through the signal's serialized delivery.
    var value = 0
}

/// Runs an action when deinitialized: lets a test act at the moment the library releases a value.
final class DeinitAction: @unchecked Sendable {
    // Safety: immutable.
    let action: () -> Void

    init(_ action: @escaping () -> Void) {
        self.action = action
    }

    deinit {
        action()
    }
}

/// `target <~ source`, as an expression the formatter accepts inside another statement.
func bind<Target: BindingTargetProvider, Source: BindingSource>(
    _ target: Target,
    to source: Source
) -> Disposable? where Source.Value == Target.Value {
    target <~ source
}

/// CPU time the calling thread has used, in seconds.
func threadCPUSeconds() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
    return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
}
