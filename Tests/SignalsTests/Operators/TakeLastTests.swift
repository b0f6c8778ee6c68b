import TestSupport
import Testing

@testable import Signals

@Suite("take(last:)")
struct TakeLastTests {
    @Test func sendsTheLastValuesInOrderWhenTheSignalCompletes() {
        let (signal, input) = Signal<Int, OperatorTestFailure>.pipe()
        let recorder = EventRecorder(signal.take(last: 3))
        for value in 1...7 { input.send(value: value) }
        #expect(recorder.events == [])
        input.sendCompleted()
        #expect(recorder.events == [.value(5), .value(6), .value(7), .completed])
    }

    @Test func sendsEveryValueWhenThereWereFewer() {
        let (signal, input) = Signal<Int, OperatorTestFailure>.pipe()
        let recorder = EventRecorder(signal.take(last: 5))
        for value in 1...2 { input.send(value: value) }
        input.sendCompleted()
        #expect(recorder.events == [.value(1), .value(2), .completed])
    }

    @Test func zeroSendsOnlyTheCompletion() {
        let (signal, input) = Signal<Int, OperatorTestFailure>.pipe()
        let recorder = EventRecorder(signal.take(last: 0))
        input.send(value: 1)
        input.sendCompleted()
        #expect(recorder.events == [.completed])
    }

    @Test func aFailureOrInterruptionDropsTheKeptValues() {
        let (failing, failingInput) = Signal<Int, OperatorTestFailure>.pipe()
        let failed = EventRecorder(failing.take(last: 2))
        failingInput.send(value: 1)
        failingInput.send(error: .boom)
        #expect(failed.events == [.failed(.boom)])

        let (interrupting, interruptingInput) = Signal<Int, OperatorTestFailure>.pipe()
        let interrupted = EventRecorder(interrupting.take(last: 2))
        interruptingInput.send(value: 1)
        interruptingInput.sendInterrupted()
        #expect(interrupted.events == [.interrupted])
    }

    @Test func disposingTheObservationDetachesTheUpstream() {
        expectDisposalDetachesTheUpstream { $0.take(last: 2) }
    }

    @Test func terminationReleasesTheKeptValues() {
        let (signal, input) = Signal<Token, Never>.pipe()
        weak var weakToken: Token?
        let recorder = EventRecorder(signal.take(last: 1))
        do {
            let token = Token()
            weakToken = token
            input.send(value: token)
        }
        #expect(weakToken != nil)
        input.sendInterrupted()
        #expect(weakToken == nil)
        #expect(recorder.events.count == 1)
    }

    @Test func aValueSentFromInsideAnotherObserverIsKept() {
        let (signal, input) = Signal<Int, Never>.pipe()
        let recorder = EventRecorder(signal.take(last: 2))
        signal.observeValues { value in
            if value == 1 { input.send(value: 10) }
        }
        input.send(value: 1)
        input.send(value: 2)
        input.sendCompleted()
        #expect(recorder.events == [.value(10), .value(2), .completed])
    }

    @Test func aValueDroppedFromTheKeptOnesMaySendIntoTheSignalFromItsDeinit() {
        let (signal, input) = Signal<DeinitAction?, Never>.pipe()
        let recorder = EventRecorder(signal.take(last: 1).map { $0 == nil ? "nil" : "action" })
        input.send(value: DeinitAction { input.sendCompleted() })
        withTimeLimit(seconds: 10, "replacing the kept value") { input.send(value: nil) }
        #expect(recorder.events == [.value("nil"), .completed])
    }

    @Test func valuesFromSeveralThreadsKeepTheLastOnes() {
        let (signal, input) = Signal<Int, Never>.pipe()
        let all = EventRecorder(signal)
        let last = EventRecorder(signal.take(last: 10))
        sendConcurrently(into: input)
        input.sendCompleted()
        #expect(last.values == Array(all.values.suffix(10)))
    }
}
