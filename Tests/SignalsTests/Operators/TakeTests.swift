import Testing

@testable import Signals

private enum TestFailure: Error, Equatable {
    case boom
}

@Test func takeFirstForwardsTheFirstValuesThenCompletesAndDetaches() {
    let (signal, input) = Signal<Int, Never>.pipe()
    let recorder = EventRecorder(signal.take(first: 2))
    for value in 1...4 { input.send(value: value) }
    #expect(recorder.events == [.value(1), .value(2), .completed])
    #expect(signal.observationCount == 0)
}

@Test func takeFirstForwardsATerminalEventThatComesEarly() {
    let (signal, input) = Signal<Int, TestFailure>.pipe()
    let recorder = EventRecorder(signal.take(first: 3))
    input.send(value: 1)
    input.send(error: .boom)
    #expect(recorder.events == [.value(1), .failed(.boom)])
}

@Test func takeFirstZeroHasAlreadyCompleted() {
    let (signal, input) = Signal<Int, Never>.pipe()
    let recorder = EventRecorder(signal.take(first: 0))
    input.send(value: 1)
    #expect(recorder.events == [.interrupted])
    #expect(signal.observationCount == 0)
}

@Test func takeUntilCompletesWhenTheTriggerSendsAValue() {
    let (signal, input) = Signal<Int, Never>.pipe()
    let (trigger, triggerInput) = Signal<Void, Never>.pipe()
    let recorder = EventRecorder(signal.take(until: trigger))
    input.send(value: 1)
    triggerInput.send(value: ())
    input.send(value: 2)
    #expect(recorder.events == [.value(1), .completed])
    #expect(signal.observationCount == 0)
    #expect(trigger.observationCount == 0)
}

@Test func takeUntilCompletesWhenTheTriggerCompletes() {
    let (signal, input) = Signal<Int, Never>.pipe()
    let (trigger, triggerInput) = Signal<Void, Never>.pipe()
    let recorder = EventRecorder(signal.take(until: trigger))
    triggerInput.sendCompleted()
    input.send(value: 1)
    #expect(recorder.events == [.completed])
}

@Test func takeUntilIgnoresAnInterruptedTrigger() {
    let (signal, input) = Signal<Int, Never>.pipe()
    let (trigger, triggerInput) = Signal<Void, Never>.pipe()
    let recorder = EventRecorder(signal.take(until: trigger))
    triggerInput.sendInterrupted()
    input.send(value: 1)
    input.sendCompleted()
    #expect(recorder.events == [.value(1), .completed])
}
