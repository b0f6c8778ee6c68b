import Testing

@testable import Signals

@Suite("skip(until:)")
struct SkipUntilTests {
    @Test func dropsValuesUntilTheTriggerSendsAValue() {
        let (signal, input) = Signal<Int, OperatorTestFailure>.pipe()
        let (trigger, triggerInput) = Signal<Void, Never>.pipe()
        let recorder = EventRecorder(signal.skip(until: trigger))
        input.send(value: 1)
        triggerInput.send(value: ())
        input.send(value: 2)
        input.sendCompleted()
        #expect(recorder.events == [.value(2), .completed])
    }

    @Test func aCompletedTriggerOpensTheGateToo() {
        let (signal, input) = Signal<Int, OperatorTestFailure>.pipe()
        let (trigger, triggerInput) = Signal<Void, Never>.pipe()
        let recorder = EventRecorder(signal.skip(until: trigger))
        input.send(value: 1)
        triggerInput.sendCompleted()
        input.send(value: 2)
        #expect(recorder.events == [.value(2)])
    }

    @Test func anInterruptedTriggerOpensNothing() {
        let (signal, input) = Signal<Int, OperatorTestFailure>.pipe()
        let (trigger, triggerInput) = Signal<Void, Never>.pipe()
        let recorder = EventRecorder(signal.skip(until: trigger))
        triggerInput.sendInterrupted()
        input.send(value: 1)
        input.sendCompleted()
        #expect(recorder.events == [.completed])
    }

    @Test func terminalEventsOfTheSignalPassThroughBeforeTheTrigger() {
        let (failing, failingInput) = Signal<Int, OperatorTestFailure>.pipe()
        let (trigger, _) = Signal<Void, Never>.pipe()
        let failed = EventRecorder(failing.skip(until: trigger))
        failingInput.send(value: 1)
        failingInput.send(error: .boom)
        #expect(failed.events == [.failed(.boom)])
        #expect(trigger.observationCount == 0)

        let (interrupting, interruptingInput) = Signal<Int, OperatorTestFailure>.pipe()
        let interrupted = EventRecorder(interrupting.skip(until: trigger))
        interruptingInput.sendInterrupted()
        #expect(interrupted.events == [.interrupted])
    }

    @Test func theTriggerIsNoLongerObservedOnceItFired() {
        let (signal, _) = Signal<Int, OperatorTestFailure>.pipe()
        let (trigger, triggerInput) = Signal<Void, Never>.pipe()
        let recorder = EventRecorder(signal.skip(until: trigger))
        #expect(trigger.observationCount == 1)
        triggerInput.send(value: ())
        #expect(trigger.observationCount == 0)
        #expect(signal.observationCount == 1)
        _ = recorder
    }

    @Test func disposingTheObservationDetachesBothSignals() {
        let (signal, input) = Signal<Int, OperatorTestFailure>.pipe()
        let (trigger, triggerInput) = Signal<Void, Never>.pipe()
        let recorder = EventRecorder(signal.skip(until: trigger))
        recorder.disposable?.dispose()
        #expect(signal.observationCount == 0)
        #expect(trigger.observationCount == 0)
        triggerInput.send(value: ())
        input.send(value: 1)
        #expect(recorder.events == [])
    }

    @Test func aTriggerSentFromInsideAnEarlierObserverLetsTheCurrentValueThrough() {
        let (signal, input) = Signal<Int, Never>.pipe()
        let (trigger, triggerInput) = Signal<Void, Never>.pipe()
        signal.observeValues { value in
            if value == 2 { triggerInput.send(value: ()) }
        }
        let recorder = EventRecorder(signal.skip(until: trigger))
        for value in 1...3 { input.send(value: value) }
        #expect(recorder.values == [2, 3])
    }

    @Test func aTriggerSentFromInsideALaterObserverLetsTheNextValueThrough() {
        let (signal, input) = Signal<Int, Never>.pipe()
        let (trigger, triggerInput) = Signal<Void, Never>.pipe()
        let recorder = EventRecorder(signal.skip(until: trigger))
        signal.observeValues { value in
            if value == 2 { triggerInput.send(value: ()) }
        }
        for value in 1...3 { input.send(value: value) }
        #expect(recorder.values == [3])
    }

    @Test func aTriggerFromAnotherThreadLetsThroughATailOfTheValues() {
        for round in 0..<20 {
            let (signal, input) = Signal<Int, Never>.pipe()
            let (trigger, triggerInput) = Signal<Void, Never>.pipe()
            let all = EventRecorder(signal)
            let skipped = EventRecorder(signal.skip(until: trigger))
            runOnThreads(2, withinSeconds: 60) { thread in
                if thread == 0 {
                    for value in 0..<5_000 { input.send(value: value) }
                } else {
                    triggerInput.send(value: ())
                }
            }
            input.send(value: 5_000)
            #expect(skipped.values == Array(all.values.suffix(skipped.values.count)), "round \(round)")
            #expect(skipped.values.last == 5_000, "round \(round)")
        }
    }
}
