import Testing

@testable import Signals

private struct WrappedFailure: Error, Equatable {
    let underlying: OperatorTestFailure
}

@Suite("mapError")
struct MapErrorTests {
    @Test func valuesAndCompletionPassThroughUnchanged() {
        let (signal, input) = Signal<Int, OperatorTestFailure>.pipe()
        let recorder = EventRecorder(signal.mapError(WrappedFailure.init))
        input.send(value: 1)
        input.send(value: 2)
        input.sendCompleted()
        #expect(recorder.events == [.value(1), .value(2), .completed])
    }

    @Test func aFailureIsTransformed() {
        let (signal, input) = Signal<Int, OperatorTestFailure>.pipe()
        let recorder = EventRecorder(signal.mapError(WrappedFailure.init))
        input.send(value: 1)
        input.send(error: .boom)
        input.send(value: 2)
        #expect(recorder.events == [.value(1), .failed(WrappedFailure(underlying: .boom))])
    }

    @Test func anInterruptionPassesThrough() {
        let (signal, input) = Signal<Int, OperatorTestFailure>.pipe()
        var calls = 0
        let recorder = EventRecorder(
            signal.mapError { error -> WrappedFailure in
                calls += 1
                return WrappedFailure(underlying: error)
            }
        )
        input.sendInterrupted()
        #expect(recorder.events == [.interrupted])
        #expect(calls == 0)
    }

    @Test func disposingTheObservationDetachesTheUpstream() {
        expectDisposalDetachesTheUpstream { $0.mapError(WrappedFailure.init) }
    }

    @Test func terminationReleasesTheTransform() {
        expectTerminationReleasesTheClosures { signal, token in
            signal.mapError { error in withExtendedLifetime(token) { WrappedFailure(underlying: error) } }
        }
    }

    @Test func aFailureSentFromInsideAnObserverIsDeliveredAfterTheCurrentValue() {
        let (signal, input) = Signal<Int, OperatorTestFailure>.pipe()
        let mapped = signal.mapError(WrappedFailure.init)
        mapped.observe { event in
            if event == .value(1) { input.send(error: .other) }
        }
        let recorder = EventRecorder(mapped)
        input.send(value: 1)
        #expect(recorder.events == [.value(1), .failed(WrappedFailure(underlying: .other))])
    }
}
