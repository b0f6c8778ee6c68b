import Testing

@testable import Signals

@Suite("reduce")
struct ReduceTests {
    @Test func sendsTheFinalResultThenCompletes() {
        let (signal, input) = Signal<Int, OperatorTestFailure>.pipe()
        let recorder = EventRecorder(signal.reduce(0, +))
        for value in 1...4 { input.send(value: value) }
        #expect(recorder.events == [])
        input.sendCompleted()
        #expect(recorder.events == [.value(10), .completed])
    }

    @Test func theInoutFormUpdatesTheResultInPlace() {
        let (signal, input) = Signal<String, OperatorTestFailure>.pipe()
        let recorder = EventRecorder(signal.reduce(into: Set<String>()) { tags, tag in tags.insert(tag) })
        for tag in ["a", "b", "a"] { input.send(value: tag) }
        input.sendCompleted()
        #expect(recorder.events == [.value(["a", "b"]), .completed])
    }

    @Test func completingWithoutValuesSendsTheInitialResult() {
        let (signal, input) = Signal<Int, OperatorTestFailure>.pipe()
        let recorder = EventRecorder(signal.reduce(7, +))
        input.sendCompleted()
        #expect(recorder.events == [.value(7), .completed])
    }

    @Test func aFailureOrInterruptionDropsTheResult() {
        let (failing, failingInput) = Signal<Int, OperatorTestFailure>.pipe()
        let failed = EventRecorder(failing.reduce(0, +))
        failingInput.send(value: 1)
        failingInput.send(error: .boom)
        #expect(failed.events == [.failed(.boom)])

        let (interrupting, interruptingInput) = Signal<Int, OperatorTestFailure>.pipe()
        let interrupted = EventRecorder(interrupting.reduce(into: 0) { $0 += $1 })
        interruptingInput.send(value: 1)
        interruptingInput.sendInterrupted()
        #expect(interrupted.events == [.interrupted])
    }

    @Test func disposingTheObservationDetachesTheUpstream() {
        expectDisposalDetachesTheUpstream { $0.reduce(0, +) }
        expectDisposalDetachesTheUpstream { $0.reduce(into: 0) { $0 += $1 } }
    }

    @Test func terminationReleasesTheResultAndTheClosure() {
        expectTerminationReleasesTheClosures { signal, token in signal.reduce(token) { result, _ in result } }
        expectTerminationReleasesTheClosures { signal, token in
            signal.reduce(into: 0) { result, value in withExtendedLifetime(token) { result += value } }
        }
    }

    @Test func aCompletionSentFromInsideAnObserverOfAnotherSignalIsQueued() {
        let (signal, input) = Signal<Int, Never>.pipe()
        let total = EventRecorder(signal.reduce(0, +))
        signal.observeValues { value in
            if value == 2 { input.sendCompleted() }
        }
        input.send(value: 1)
        input.send(value: 2)
        input.send(value: 3)
        #expect(total.events == [.value(3), .completed])
    }

    @Test func valuesFromSeveralThreadsAreAllCounted() {
        let (signal, input) = Signal<Int, Never>.pipe()
        let total = EventRecorder(signal.reduce(0, +))
        sendConcurrently(into: input)
        input.sendCompleted()
        #expect(total.events == [.value((0..<40_000).reduce(0, +)), .completed])
    }
}
