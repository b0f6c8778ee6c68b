import Dispatch
import TestSupport
import Testing

@testable import Signals

/// Teardown the library does itself (a terminal event detaching its upstream, a scheduler's delivery of a terminal
/// event, a lifetime ending) never waits for a delivery on another thread; deadlocks fail through a time limit
/// instead of hanging.
@Suite("Contract: the library's own teardown never waits")
struct LibraryTeardownTests {
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
}
