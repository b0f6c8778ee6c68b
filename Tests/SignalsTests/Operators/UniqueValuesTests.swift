import Testing

@testable import Signals

private struct Visit: Equatable {
    let user: String
    let page: Int
}

@Suite("uniqueValues")
struct UniqueValuesTests {
    @Test func forwardsOnlyValuesNotSeenBefore() {
        let (signal, input) = Signal<Int, OperatorTestFailure>.pipe()
        let recorder = EventRecorder(signal.uniqueValues())
        for value in [1, 2, 1, 3, 2, 4] { input.send(value: value) }
        input.sendCompleted()
        #expect(recorder.events == [.value(1), .value(2), .value(3), .value(4), .completed])
    }

    @Test func comparesTheIdentitiesGivenByTheTransform() {
        let (signal, input) = Signal<Visit, OperatorTestFailure>.pipe()
        let recorder = EventRecorder(signal.uniqueValues { $0.user })
        input.send(value: Visit(user: "ada", page: 1))
        input.send(value: Visit(user: "ada", page: 2))
        input.send(value: Visit(user: "grace", page: 1))
        #expect(recorder.values == [Visit(user: "ada", page: 1), Visit(user: "grace", page: 1)])
    }

    @Test func failureAndInterruptionPassThrough() {
        let (failing, failingInput) = Signal<Int, OperatorTestFailure>.pipe()
        let failed = EventRecorder(failing.uniqueValues())
        failingInput.send(error: .boom)
        #expect(failed.events == [.failed(.boom)])

        let (interrupting, interruptingInput) = Signal<Int, OperatorTestFailure>.pipe()
        let interrupted = EventRecorder(interrupting.uniqueValues())
        interruptingInput.sendInterrupted()
        #expect(interrupted.events == [.interrupted])
    }

    @Test func disposingTheObservationDetachesTheUpstream() {
        expectDisposalDetachesTheUpstream { $0.uniqueValues() }
    }

    @Test func terminationReleasesTheTransform() {
        expectTerminationReleasesTheClosures { signal, token in
            signal.uniqueValues { value in withExtendedLifetime(token) { value } }
        }
    }

    @Test func aValueSentFromInsideAnObserverIsCheckedAgainstTheValuesSeen() {
        let (signal, input) = Signal<Int, Never>.pipe()
        let unique = signal.uniqueValues()
        unique.observeValues { value in
            if value == 1 {
                input.send(value: 1)
                input.send(value: 2)
            }
        }
        let recorder = EventRecorder(unique)
        input.send(value: 1)
        #expect(recorder.values == [1, 2])
    }

    @Test func valuesFromSeveralThreadsAreForwardedOnceEach() {
        let (signal, input) = Signal<Int, Never>.pipe()
        let recorder = EventRecorder(signal.map { $0 % 1000 }.uniqueValues())
        sendConcurrently(into: input)
        #expect(recorder.values.sorted() == Array(0..<1000))
    }
}
