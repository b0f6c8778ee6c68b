import Testing

@testable import Signals

@Suite("take(while:) and take(until:) with a predicate")
struct TakeWhileTests {
    @Test func takeWhileCompletesAtTheFirstRejectedValueWithoutIt() {
        let (signal, input) = Signal<Int, OperatorTestFailure>.pipe()
        let recorder = EventRecorder(signal.take(while: { $0 < 3 }))
        for value in [1, 2, 3, 1] { input.send(value: value) }
        #expect(recorder.events == [.value(1), .value(2), .completed])
        #expect(signal.observationCount == 0)
    }

    @Test func takeUntilCompletesAfterForwardingTheFirstRejectedValue() {
        let (signal, input) = Signal<Double, OperatorTestFailure>.pipe()
        let recorder = EventRecorder(signal.take(until: { $0 < 1 }))
        for value in [0.5, 1, 0.2] { input.send(value: value) }
        #expect(recorder.events == [.value(0.5), .value(1), .completed])
        #expect(signal.observationCount == 0)
    }

    @Test func takeUntilAsksAfterTheValueWasForwarded() {
        let (signal, input) = Signal<Int, Never>.pipe()
        var seenByObserver: [Int] = []
        let taken = signal.take(until: { _ in
            seenByObserver.append(-1)
            return true
        })
        taken.observeValues { seenByObserver.append($0) }
        input.send(value: 1)
        #expect(seenByObserver == [1, -1])
    }

    @Test func terminalEventsBeforeTheEndPassThrough() {
        for makeOperator in [
            { (signal: Signal<Int, OperatorTestFailure>) in signal.take(while: { _ in true }) },
            { (signal: Signal<Int, OperatorTestFailure>) in signal.take(until: { _ in true }) },
        ] {
            let (completing, completingInput) = Signal<Int, OperatorTestFailure>.pipe()
            let completed = EventRecorder(makeOperator(completing))
            completingInput.send(value: 1)
            completingInput.sendCompleted()
            #expect(completed.events == [.value(1), .completed])

            let (failing, failingInput) = Signal<Int, OperatorTestFailure>.pipe()
            let failed = EventRecorder(makeOperator(failing))
            failingInput.send(error: .boom)
            #expect(failed.events == [.failed(.boom)])

            let (interrupting, interruptingInput) = Signal<Int, OperatorTestFailure>.pipe()
            let interrupted = EventRecorder(makeOperator(interrupting))
            interruptingInput.sendInterrupted()
            #expect(interrupted.events == [.interrupted])
        }
    }

    @Test func disposingTheObservationDetachesTheUpstream() {
        expectDisposalDetachesTheUpstream { $0.take(while: { _ in true }) }
        expectDisposalDetachesTheUpstream { $0.take(until: { _ in true }) }
    }

    @Test func terminationReleasesThePredicate() {
        expectTerminationReleasesTheClosures { signal, token in
            signal.take(while: { _ in withExtendedLifetime(token) { true } })
        }
        expectTerminationReleasesTheClosures { signal, token in
            signal.take(until: { _ in withExtendedLifetime(token) { true } })
        }
    }

    @Test func aValueSentFromInsideAnObserverAfterTheEndIsNotForwarded() {
        let (signal, input) = Signal<Int, Never>.pipe()
        let taken = signal.take(until: { $0 < 2 })
        taken.observeValues { value in
            if value == 2 { input.send(value: 3) }
        }
        let recorder = EventRecorder(taken)
        input.send(value: 1)
        input.send(value: 2)
        #expect(recorder.events == [.value(1), .value(2), .completed])
    }

    @Test func valuesFromSeveralThreadsStopAtTheFirstRejectedOne() {
        let (signal, input) = Signal<Int, Never>.pipe()
        let all = EventRecorder(signal)
        let taken = EventRecorder(signal.take(while: { $0 % 10_000 != 5_000 }))
        sendConcurrently(into: input)
        let expected = all.values.prefix { $0 % 10_000 != 5_000 }
        #expect(taken.values == Array(expected))
        #expect(taken.isTerminated)
    }
}
