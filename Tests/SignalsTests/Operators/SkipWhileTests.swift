import Testing

@testable import Signals

@Suite("skip(while:)")
struct SkipWhileTests {
    @Test func dropsLeadingValuesThenForwardsEverything() {
        let (signal, input) = Signal<String, OperatorTestFailure>.pipe()
        let recorder = EventRecorder(signal.skip(while: { $0.isEmpty }))
        for text in ["", "", "a", "", "b"] { input.send(value: text) }
        input.sendCompleted()
        #expect(recorder.events == [.value("a"), .value(""), .value("b"), .completed])
    }

    @Test func stopsAskingOnceItForwards() {
        let (signal, input) = Signal<Int, Never>.pipe()
        var asked: [Int] = []
        let recorder = EventRecorder(
            signal.skip(while: { value in
                asked.append(value)
                return value < 2
            })
        )
        for value in 1...4 { input.send(value: value) }
        #expect(asked == [1, 2])
        #expect(recorder.values == [2, 3, 4])
    }

    @Test func terminalEventsPassThroughWhileSkipping() {
        let (failing, failingInput) = Signal<Int, OperatorTestFailure>.pipe()
        let failed = EventRecorder(failing.skip(while: { _ in true }))
        failingInput.send(value: 1)
        failingInput.send(error: .boom)
        #expect(failed.events == [.failed(.boom)])

        let (completing, completingInput) = Signal<Int, OperatorTestFailure>.pipe()
        let completed = EventRecorder(completing.skip(while: { _ in true }))
        completingInput.sendCompleted()
        #expect(completed.events == [.completed])

        let (interrupting, interruptingInput) = Signal<Int, OperatorTestFailure>.pipe()
        let interrupted = EventRecorder(interrupting.skip(while: { _ in true }))
        interruptingInput.sendInterrupted()
        #expect(interrupted.events == [.interrupted])
    }

    @Test func disposingTheObservationDetachesTheUpstream() {
        expectDisposalDetachesTheUpstream { $0.skip(while: { _ in false }) }
    }

    @Test func terminationReleasesThePredicate() {
        expectTerminationReleasesTheClosures { signal, token in
            signal.skip(while: { _ in withExtendedLifetime(token) { true } })
        }
    }

    @Test func aValueSentFromInsideAnObserverIsForwardedAfterTheCurrentOne() {
        let (signal, input) = Signal<Int, Never>.pipe()
        let skipped = signal.skip(while: { $0 < 2 })
        skipped.observeValues { value in
            if value == 2 { input.send(value: 1) }
        }
        let recorder = EventRecorder(skipped)
        input.send(value: 1)
        input.send(value: 2)
        #expect(recorder.values == [2, 1])
    }

    @Test func valuesFromSeveralThreadsAreForwardedFromTheFirstRejectedOne() {
        let (signal, input) = Signal<Int, Never>.pipe()
        let all = EventRecorder(signal)
        let skipped = EventRecorder(signal.skip(while: { $0 % 10_000 < 9_000 }))
        sendConcurrently(into: input)
        #expect(skipped.values == Array(all.values.drop { $0 % 10_000 < 9_000 }))
    }
}
