import Dispatch
import TestSupport
import Testing

@testable import Signals

/// An action's documented order (it stops executing, then its terminal event goes out) holds
/// while another thread is busy publishing the action's state.
@Suite("Attacks: an action's state before its events, under contention")
struct ActionOrderUnderContentionTests {
    /// What the observers of `completed` and of the applied producer saw, read when each was called.
    struct Sighting: Equatable {
        var isExecuting: Bool
        var isEnabled: Bool
    }

    @Test func anExecutionThatEndsWhileAnotherThreadStillPublishesItsStartShowsItStoppedBeforeCompleted() {
        let work = ManualProducer<Int, Never>()
        let state = MutableProperty(0)
        let action = Action<Void, Int, Never>(state: state, enabledIf: { $0 > 0 }, execute: { _, _ in work.producer })
        let publisher = DispatchQueue(label: "publisher")
        let isPublisher = DispatchSpecificKey<Bool>()
        publisher.setSpecific(key: isPublisher, value: true)
        let enabledShown = DispatchSemaphore(value: 0)
        let releaseEnabled = DispatchSemaphore(value: 0)
        let publisherHeld = DispatchSemaphore(value: 0)
        let releaseExecuting = DispatchSemaphore(value: 0)
        let holds = Locked((enabled: 0, executing: 0))
        // The publisher thread is held inside its own publication of `isEnabled = true`, then, if it is the one that
        // publishes the start decided meanwhile on the test's thread, inside its publication of `isExecuting = true`.
        action.isEnabled.signal.observeValues { isEnabled in
            guard isEnabled, DispatchQueue.getSpecific(key: isPublisher) == true else { return }
            guard
                holds.withLock({ holds in
                    defer { holds.enabled += 1 }
                    return holds.enabled == 0
                })
            else { return }
            enabledShown.signal()
            releaseEnabled.wait()
        }
        action.isExecuting.signal.observeValues { isExecuting in
            guard isExecuting, DispatchQueue.getSpecific(key: isPublisher) == true else { return }
            guard
                holds.withLock({ holds in
                    defer { holds.executing += 1 }
                    return holds.executing == 0
                })
            else { return }
            publisherHeld.signal()
            releaseExecuting.wait()
        }
        let sightings = Locked<[String: Sighting]>([:])
        let sight: @Sendable (String) -> Void = { who in
            let sighting = Sighting(isExecuting: action.isExecuting.value, isEnabled: action.isEnabled.value)
            sightings.withLock { $0[who] = sighting }
        }
        action.completed.observeValues { sight("completed") }
        publisher.async {
            state.value = 1
            publisherHeld.signal()
        }
        enabledShown.wait()
        withTimeLimit(seconds: 20, "starting the execution") {
            action.apply().startWithCompleted { sight("applied producer") }
        }
        releaseEnabled.signal()
        // The publisher is now held in the observer of `isExecuting`, or has finished.
        let isPublisherHeld = withTimeLimit(seconds: 20, "the publisher") { publisherHeld.wait() }
        if isPublisherHeld {
            withTimeLimit(seconds: 20, "ending the execution") { work.observer().sendCompleted() }
        }
        releaseExecuting.signal()
        withTimeLimit(seconds: 20, "the publisher") { publisher.sync {} }
        let stopped = Sighting(isExecuting: false, isEnabled: true)
        #expect(sightings.withLock { $0 } == ["completed": stopped, "applied producer": stopped])
        #expect(!action.isExecuting.value)
        #expect(action.isEnabled.value)
    }

    @Test func everyCompletionSeesTheActionStoppedWhileAnotherThreadChangesItsState() {
        let state = MutableProperty(0)
        let action = Action<Void, Int, Never>(
            state: state, enabledIf: { $0 % 3 != 0 }, execute: { _, _ in SignalProducer(value: 1) })
        let completionsWhileExecuting = Locked(0)
        let completions = Locked(0)
        action.completed.observeValues {
            completions.withLock { $0 += 1 }
            if action.isExecuting.value { completionsWhileExecuting.withLock { $0 += 1 } }
        }
        let isDone = Locked(false)
        withTimeLimit(seconds: 120) {
            runOnThreads(2) { index in
                if index == 0 {
                    var value = 1
                    while !isDone.withLock({ $0 }) {
                        state.value = value
                        value &+= 1
                    }
                } else {
                    for _ in 0..<20_000 { action.apply().start() }
                    isDone.withLock { $0 = true }
                }
            }
        }
        #expect(completions.withLock { $0 } > 0)
        #expect(completionsWhileExecuting.withLock { $0 } == 0)
    }
}
