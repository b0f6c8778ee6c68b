import TestSupport
import Testing

@testable import Signals

@Suite("take(untilReplacement:)")
struct TakeUntilReplacementTests {
    @Test func forwardsTheSignalThenOnlyTheReplacementFromItsFirstEvent() {
        let (signal, input) = Signal<Int, OperatorTestFailure>.pipe()
        let (replacement, replacementInput) = Signal<Int, OperatorTestFailure>.pipe()
        let recorder = EventRecorder(signal.take(untilReplacement: replacement))
        input.send(value: 1)
        input.send(value: 2)
        replacementInput.send(value: 10)
        input.send(value: 3)
        replacementInput.send(value: 11)
        replacementInput.sendCompleted()
        #expect(recorder.events == [.value(1), .value(2), .value(10), .value(11), .completed])
    }

    @Test func theSignalIsNoLongerObservedOnceReplaced() {
        let (signal, _) = Signal<Int, OperatorTestFailure>.pipe()
        let (replacement, replacementInput) = Signal<Int, OperatorTestFailure>.pipe()
        let recorder = EventRecorder(signal.take(untilReplacement: replacement))
        #expect(signal.observationCount == 1)
        replacementInput.send(value: 10)
        #expect(signal.observationCount == 0)
        #expect(replacement.observationCount == 1)
        #expect(recorder.values == [10])
    }

    @Test func theCompletionOfTheSignalIsNotForwarded() {
        let (signal, input) = Signal<Int, OperatorTestFailure>.pipe()
        let (replacement, replacementInput) = Signal<Int, OperatorTestFailure>.pipe()
        let recorder = EventRecorder(signal.take(untilReplacement: replacement))
        input.send(value: 1)
        input.sendCompleted()
        #expect(recorder.events == [.value(1)])
        replacementInput.send(value: 2)
        replacementInput.sendCompleted()
        #expect(recorder.events == [.value(1), .value(2), .completed])
    }

    @Test func aFailureOrInterruptionOfTheSignalIsForwardedBeforeTheReplacement() {
        let (failing, failingInput) = Signal<Int, OperatorTestFailure>.pipe()
        let (replacement, _) = Signal<Int, OperatorTestFailure>.pipe()
        let failed = EventRecorder(failing.take(untilReplacement: replacement))
        failingInput.send(error: .boom)
        #expect(failed.events == [.failed(.boom)])
        #expect(replacement.observationCount == 0)

        let (interrupting, interruptingInput) = Signal<Int, OperatorTestFailure>.pipe()
        let (otherReplacement, _) = Signal<Int, OperatorTestFailure>.pipe()
        let interrupted = EventRecorder(interrupting.take(untilReplacement: otherReplacement))
        interruptingInput.sendInterrupted()
        #expect(interrupted.events == [.interrupted])
    }

    @Test func aFailureOfTheSignalAfterTheReplacementIsIgnored() {
        let (signal, input) = Signal<Int, OperatorTestFailure>.pipe()
        let (replacement, replacementInput) = Signal<Int, OperatorTestFailure>.pipe()
        let recorder = EventRecorder(signal.take(untilReplacement: replacement))
        replacementInput.send(value: 1)
        input.send(error: .boom)
        replacementInput.send(value: 2)
        #expect(recorder.events == [.value(1), .value(2)])
    }

    @Test func aTerminalFirstEventOfTheReplacementIsForwarded() {
        for (event, expected) in [
            (Signal<Int, OperatorTestFailure>.Event.completed, Signal<Int, OperatorTestFailure>.Event.completed),
            (.failed(.boom), .failed(.boom)),
            (.interrupted, .interrupted),
        ] {
            let (signal, input) = Signal<Int, OperatorTestFailure>.pipe()
            let (replacement, replacementInput) = Signal<Int, OperatorTestFailure>.pipe()
            let recorder = EventRecorder(signal.take(untilReplacement: replacement))
            input.send(value: 1)
            replacementInput.send(event)
            input.send(value: 2)
            #expect(recorder.events == [.value(1), expected])
            #expect(signal.observationCount == 0)
        }
    }

    @Test func disposingTheObservationDetachesBothSignals() {
        let (signal, input) = Signal<Int, OperatorTestFailure>.pipe()
        let (replacement, replacementInput) = Signal<Int, OperatorTestFailure>.pipe()
        let recorder = EventRecorder(signal.take(untilReplacement: replacement))
        recorder.disposable?.dispose()
        #expect(signal.observationCount == 0)
        #expect(replacement.observationCount == 0)
        input.send(value: 1)
        replacementInput.send(value: 2)
        #expect(recorder.events == [])
    }

    @Test func aReplacementSentFromInsideAnObserverComesAfterTheCurrentValue() {
        let (signal, input) = Signal<Int, Never>.pipe()
        let (replacement, replacementInput) = Signal<Int, Never>.pipe()
        let taken = signal.take(untilReplacement: replacement)
        taken.observeValues { value in
            if value == 1 {
                replacementInput.send(value: 10)
                input.send(value: 2)
            }
        }
        let recorder = EventRecorder(taken)
        input.send(value: 1)
        input.send(value: 3)
        replacementInput.send(value: 11)
        #expect(recorder.values == [1, 10, 11])
    }

    @Test func aValueReleasedAfterItsDeliveryMaySendIntoTheReplacement() {
        let (signal, input) = Signal<DeinitAction?, Never>.pipe()
        let (replacement, replacementInput) = Signal<DeinitAction?, Never>.pipe()
        let recorder = EventRecorder(signal.take(untilReplacement: replacement).map { $0 == nil ? "nil" : "action" })
        withTimeLimit(seconds: 10, "sending a value whose deinit sends into the replacement") {
            input.send(value: DeinitAction { replacementInput.send(value: nil) })
        }
        #expect(recorder.values == ["action", "nil"])
        #expect(signal.observationCount == 0)
    }

    @Test func noValueOfTheSignalFollowsTheReplacementAcrossThreads() {
        for round in 0..<20 {
            let (signal, input) = Signal<Int, Never>.pipe()
            let (replacement, replacementInput) = Signal<Int, Never>.pipe()
            let recorder = EventRecorder(signal.take(untilReplacement: replacement))
            runOnThreads(2, withinSeconds: 60) { thread in
                let input = thread == 0 ? input : replacementInput
                for value in 0..<2_000 {
                    input.send(value: thread == 0 ? value : -1 - value)
                }
            }
            let values = recorder.values
            let originals = values.prefix { $0 >= 0 }
            let replacements = values.dropFirst(originals.count)
            #expect(originals.elementsEqual(0..<originals.count), "round \(round)")
            #expect(Array(replacements) == (0..<2_000).map { -1 - $0 }, "round \(round)")
        }
    }
}
