import Testing

@testable import Signals

@Suite("promoteValue and the identity promoteError")
struct PromoteValueTests {
    @Test func promoteValueForwardsTheTerminalEvents() {
        let (completing, completingInput) = Signal<Never, OperatorTestFailure>.pipe()
        let completed = EventRecorder(completing.promoteValue(Int.self))
        completingInput.sendCompleted()
        #expect(completed.events == [.completed])

        let (failing, failingInput) = Signal<Never, OperatorTestFailure>.pipe()
        let failed: EventRecorder<String, OperatorTestFailure> = EventRecorder(failing.promoteValue())
        failingInput.send(error: .boom)
        #expect(failed.events == [.failed(.boom)])

        let (interrupting, interruptingInput) = Signal<Never, OperatorTestFailure>.pipe()
        let interrupted = EventRecorder(interrupting.promoteValue(Int.self))
        interruptingInput.sendInterrupted()
        #expect(interrupted.events == [.interrupted])
    }

    @Test func promoteValueLetsALifetimeEndMergeWithValues() {
        let (lifetime, token) = Lifetime.make()
        let (values, input) = Signal<Int, Never>.pipe()
        let recorder = EventRecorder(values.merge(with: lifetime.ended.promoteValue()))
        input.send(value: 1)
        token.end()
        input.sendCompleted()
        #expect(recorder.events == [.value(1), .completed])
    }

    @Test func promoteValueWithoutAnotherTypeIsTheSignalItself() {
        let (signal, _) = Signal<Never, OperatorTestFailure>.pipe()
        let promoted = signal.promoteValue()
        #expect(promoted === signal)
    }

    @Test func promoteErrorWithoutAnotherTypeIsTheSignalItself() {
        let (signal, _) = Signal<Int, Never>.pipe()
        let promoted = signal.promoteError()
        #expect(promoted === signal)
    }

    @Test func disposingTheObservationDetachesTheUpstream() {
        let (signal, input) = Signal<Never, OperatorTestFailure>.pipe()
        let recorder = EventRecorder(signal.promoteValue(Int.self))
        #expect(signal.observationCount == 1)
        recorder.disposable?.dispose()
        #expect(signal.observationCount == 0)
        input.sendCompleted()
        #expect(recorder.events == [])
    }

    @Test func aTerminalEventSentFromInsideAnotherObserverIsDeliveredOnce() {
        let (signal, input) = Signal<Never, OperatorTestFailure>.pipe()
        let promoted = signal.promoteValue(Int.self)
        promoted.observe { event in
            if event == .completed { input.send(error: .boom) }
        }
        let recorder = EventRecorder(promoted)
        input.sendCompleted()
        #expect(recorder.events == [.completed])
    }
}
