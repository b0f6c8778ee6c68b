import Testing

@testable import Signals

@Suite("scanMap")
struct ScanMapTests {
    @Test func sendsTheOutputOfEachStepButNotTheState() {
        let (signal, input) = Signal<String, OperatorTestFailure>.pipe()
        let recorder = EventRecorder(signal.scanMap(0) { count, name in (count + 1, "\(count + 1). \(name)") })
        input.send(value: "Ada")
        input.send(value: "Grace")
        input.sendCompleted()
        #expect(recorder.events == [.value("1. Ada"), .value("2. Grace"), .completed])
    }

    @Test func theInoutFormUpdatesTheStateInPlace() {
        let (signal, input) = Signal<Int, OperatorTestFailure>.pipe()
        let recorder = EventRecorder(
            signal.scanMap(into: 0) { previous, total in
                defer { previous = total }
                return total - previous
            }
        )
        for total in [3, 5, 10] { input.send(value: total) }
        input.sendCompleted()
        #expect(recorder.events == [.value(3), .value(2), .value(5), .completed])
    }

    @Test func failureAndInterruptionPassThrough() {
        let (failing, failingInput) = Signal<Int, OperatorTestFailure>.pipe()
        let failed = EventRecorder(failing.scanMap(0) { sum, value in (sum + value, sum + value) })
        failingInput.send(value: 1)
        failingInput.send(error: .boom)
        #expect(failed.events == [.value(1), .failed(.boom)])

        let (interrupting, interruptingInput) = Signal<Int, OperatorTestFailure>.pipe()
        let interrupted = EventRecorder(interrupting.scanMap(into: 0) { _, value in value })
        interruptingInput.sendInterrupted()
        #expect(interrupted.events == [.interrupted])
    }

    @Test func disposingTheObservationDetachesTheUpstream() {
        expectDisposalDetachesTheUpstream { $0.scanMap(0) { ($0, $1) } }
        expectDisposalDetachesTheUpstream { $0.scanMap(into: 0) { _, value in value } }
    }

    @Test func terminationReleasesTheStateAndTheClosure() {
        expectTerminationReleasesTheClosures { signal, token in signal.scanMap(token) { ($0, $1) } }
        expectTerminationReleasesTheClosures { signal, token in
            signal.scanMap(into: 0) { _, value in withExtendedLifetime(token) { value } }
        }
    }

    @Test func aValueSentFromInsideAnObserverContinuesTheSameState() {
        let (signal, input) = Signal<Int, Never>.pipe()
        let sums = signal.scanMap(0) { sum, value in (sum + value, sum + value) }
        sums.observeValues { sum in
            if sum == 1 { input.send(value: 10) }
        }
        let recorder = EventRecorder(sums)
        input.send(value: 1)
        input.send(value: 100)
        #expect(recorder.values == [1, 11, 111])
    }

    @Test func valuesFromSeveralThreadsAreAccumulatedOneAtATime() {
        let (signal, input) = Signal<Int, Never>.pipe()
        let counts = EventRecorder(signal.scanMap(0) { count, _ in (count + 1, count + 1) })
        sendConcurrently(into: input)
        #expect(counts.values == Array(1...40_000))
    }
}
