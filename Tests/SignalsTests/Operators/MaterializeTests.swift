import Testing

@testable import Signals

@Suite("materialize and dematerialize")
struct MaterializeTests {
    @Test func materializeSendsEveryEventAsAValueThenCompletes() {
        let (signal, input) = Signal<Int, OperatorTestFailure>.pipe()
        let recorder = EventRecorder(signal.materialize())
        input.send(value: 1)
        input.sendCompleted()
        #expect(recorder.events == [.value(.value(1)), .value(.completed), .completed])
    }

    @Test func materializeTurnsAFailureIntoAValueThenCompletes() {
        let (signal, input) = Signal<Int, OperatorTestFailure>.pipe()
        let recorder = EventRecorder(signal.materialize())
        input.send(error: .boom)
        #expect(recorder.events == [.value(.failed(.boom)), .completed])
    }

    @Test func materializeSendsAnInterruptionAsAValueThenIsInterrupted() {
        let (signal, input) = Signal<Int, OperatorTestFailure>.pipe()
        let recorder = EventRecorder(signal.materialize())
        input.sendInterrupted()
        #expect(recorder.events == [.value(.interrupted), .interrupted])
    }

    @Test func dematerializeRestoresTheEvents() {
        let (signal, input) = Signal<Int, OperatorTestFailure>.pipe()
        let recorder = EventRecorder(signal.materialize().dematerialize())
        input.send(value: 1)
        input.send(value: 2)
        input.send(error: .boom)
        #expect(recorder.events == [.value(1), .value(2), .failed(.boom)])
    }

    @Test func dematerializeEndsWithACarriedTerminalEvent() {
        let (signal, input) = Signal<Signal<Int, OperatorTestFailure>.Event, Never>.pipe()
        let recorder = EventRecorder(signal.dematerialize())
        input.send(value: .value(1))
        input.send(value: .completed)
        input.send(value: .value(2))
        #expect(recorder.events == [.value(1), .completed])
        #expect(signal.observationCount == 0)
    }

    @Test func dematerializeForwardsTheTerminalEventsOfItsSignal() {
        let (completing, completingInput) = Signal<Signal<Int, OperatorTestFailure>.Event, Never>.pipe()
        let completed = EventRecorder(completing.dematerialize())
        completingInput.sendCompleted()
        #expect(completed.events == [.completed])

        let (interrupting, interruptingInput) = Signal<Signal<Int, OperatorTestFailure>.Event, Never>.pipe()
        let interrupted = EventRecorder(interrupting.dematerialize())
        interruptingInput.sendInterrupted()
        #expect(interrupted.events == [.interrupted])
    }

    @Test func materializeResultsTurnsValuesIntoSuccessesAndAFailureIntoAFailureValue() {
        let (signal, input) = Signal<Int, OperatorTestFailure>.pipe()
        let recorder = EventRecorder(signal.materializeResults())
        input.send(value: 1)
        input.send(error: .boom)
        #expect(recorder.events == [.value(.success(1)), .value(.failure(.boom)), .completed])
    }

    @Test func materializeResultsForwardsCompletionAndInterruption() {
        let (completing, completingInput) = Signal<Int, OperatorTestFailure>.pipe()
        let completed = EventRecorder(completing.materializeResults())
        completingInput.sendCompleted()
        #expect(completed.events == [.completed])

        let (interrupting, interruptingInput) = Signal<Int, OperatorTestFailure>.pipe()
        let interrupted = EventRecorder(interrupting.materializeResults())
        interruptingInput.sendInterrupted()
        #expect(interrupted.events == [.interrupted])
    }

    @Test func dematerializeResultsSendsSuccessesAndFailsWithTheFirstFailure() {
        let (signal, input) = Signal<Result<Int, OperatorTestFailure>, Never>.pipe()
        let recorder = EventRecorder(signal.dematerializeResults())
        input.send(value: .success(1))
        input.send(value: .failure(.boom))
        input.send(value: .success(2))
        #expect(recorder.events == [.value(1), .failed(.boom)])
        #expect(signal.observationCount == 0)
    }

    @Test func dematerializeResultsForwardsCompletionAndInterruption() {
        let (completing, completingInput) = Signal<Result<Int, OperatorTestFailure>, Never>.pipe()
        let completed = EventRecorder(completing.dematerializeResults())
        completingInput.sendCompleted()
        #expect(completed.events == [.completed])

        let (interrupting, interruptingInput) = Signal<Result<Int, OperatorTestFailure>, Never>.pipe()
        let interrupted = EventRecorder(interrupting.dematerializeResults())
        interruptingInput.sendInterrupted()
        #expect(interrupted.events == [.interrupted])
    }

    @Test func disposingTheObservationDetachesTheUpstream() {
        expectDisposalDetachesTheUpstream { $0.materialize() }
        expectDisposalDetachesTheUpstream { $0.materializeResults() }
        expectDisposalDetachesTheUpstream { $0.materialize().dematerialize() }
        expectDisposalDetachesTheUpstream { $0.materializeResults().dematerializeResults() }
    }

    @Test func aRoundTripSurvivesAnEventSentFromInsideAnObserver() {
        let (signal, input) = Signal<Int, OperatorTestFailure>.pipe()
        let roundTrip = signal.materialize().dematerialize()
        roundTrip.observe { event in
            if event == .value(1) { input.send(error: .boom) }
        }
        let recorder = EventRecorder(roundTrip)
        input.send(value: 1)
        input.send(value: 2)
        #expect(recorder.events == [.value(1), .failed(.boom)])
    }

    @Test func valuesFromSeveralThreadsAreMaterializedOnceEach() {
        let (signal, input) = Signal<Int, Never>.pipe()
        let recorder = EventRecorder(signal.materialize())
        sendConcurrently(into: input)
        #expect(recorder.values.compactMap(\.value).sorted() == Array(0..<40_000))
    }
}
