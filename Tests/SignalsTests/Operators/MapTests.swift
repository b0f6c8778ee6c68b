import Testing

@testable import Signals

private enum TestFailure: Error, Equatable {
    case boom
}

private struct Item {
    let name: String
}

@Test func mapTransformsValuesAndForwardsCompletion() {
    let (signal, input) = Signal<Int, Never>.pipe()
    let recorder = EventRecorder(signal.map { $0 * 2 })
    input.send(value: 1)
    input.send(value: 2)
    input.sendCompleted()
    #expect(recorder.events == [.value(2), .value(4), .completed])
}

@Test func mapForwardsFailureAndInterruption() {
    let (failing, failingInput) = Signal<Int, TestFailure>.pipe()
    let failed = EventRecorder(failing.map { $0 + 1 })
    failingInput.send(value: 1)
    failingInput.send(error: .boom)
    #expect(failed.events == [.value(2), .failed(.boom)])

    let (interrupting, interruptingInput) = Signal<Int, TestFailure>.pipe()
    let interrupted = EventRecorder(interrupting.map { $0 + 1 })
    interruptingInput.sendInterrupted()
    #expect(interrupted.events == [.interrupted])
}

@Test func mapValueReplacesEveryValue() {
    let (signal, input) = Signal<Int, Never>.pipe()
    let recorder = EventRecorder(signal.map(value: "tap"))
    input.send(value: 1)
    input.send(value: 2)
    #expect(recorder.events == [.value("tap"), .value("tap")])
}

@Test func mapKeyPathReadsTheValueAtThePath() {
    let (signal, input) = Signal<Item, Never>.pipe()
    let recorder = EventRecorder(signal.map(\.name))
    input.send(value: Item(name: "first"))
    input.sendCompleted()
    #expect(recorder.events == [.value("first"), .completed])
}

@Test func mapOfATerminatedSignalIsInterruptedAtOnce() {
    let (signal, input) = Signal<Int, Never>.pipe()
    input.sendCompleted()
    let recorder = EventRecorder(signal.map { $0 })
    #expect(recorder.events == [.interrupted])
}

@Test func disposingTheOnlyObserverDetachesTheUpstreamObservation() {
    let (signal, input) = Signal<Int, Never>.pipe()
    let recorder = EventRecorder(signal.map { $0 })
    #expect(signal.observationCount == 1)
    recorder.disposable?.dispose()
    #expect(signal.observationCount == 0)
    input.send(value: 1)
    #expect(recorder.events == [])
}

@Test func releasingAnUnobservedMappedSignalDetachesTheUpstreamObservation() {
    let (signal, _) = Signal<Int, Never>.pipe()
    do {
        let mapped = signal.map { $0 }
        #expect(signal.observationCount == 1)
        _ = mapped
    }
    #expect(signal.observationCount == 0)
}

@Test func terminationOfTheMappedSignalReleasesTheTransform() {
    let (signal, input) = Signal<Int, Never>.pipe()
    weak var weakToken: Token?
    var recorder: EventRecorder<Int, Never>?
    do {
        let token = Token()
        weakToken = token
        recorder = EventRecorder(signal.map { value in withExtendedLifetime(token) { value } })
    }
    #expect(weakToken != nil)
    input.sendCompleted()
    #expect(weakToken == nil)
    #expect(recorder?.events == [.completed])
}
