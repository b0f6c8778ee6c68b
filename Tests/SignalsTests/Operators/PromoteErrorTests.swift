import Signals
import Testing

private enum TestFailure: Error, Equatable {
    case boom
}

@Test func promoteErrorForwardsEveryEventWithTheNewErrorType() {
    let (signal, input) = Signal<Int, Never>.pipe()
    let promoted: Signal<Int, TestFailure> = signal.promoteError()
    let recorder = EventRecorder(promoted)
    input.send(value: 1)
    input.sendCompleted()
    #expect(recorder.events == [.value(1), .completed])
}

@Test func promoteErrorLetsANeverFailingSignalMergeWithAFailingOne() {
    let (safe, safeInput) = Signal<Int, Never>.pipe()
    let (risky, riskyInput) = Signal<Int, TestFailure>.pipe()
    let recorder = EventRecorder(safe.promoteError(TestFailure.self).merge(with: risky))
    safeInput.send(value: 1)
    riskyInput.send(error: .boom)
    #expect(recorder.events == [.value(1), .failed(.boom)])
}
