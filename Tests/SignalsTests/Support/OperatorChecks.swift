import TestSupport
import Testing

@testable import Signals

/// The error the operator tests send.
enum OperatorTestFailure: Error, Equatable {
    case boom
    case other
}

/// Checks that disposing of the only observation of an operator's signal detaches it from its upstream signal, and
/// that nothing reaches that observer afterwards.
func expectDisposalDetachesTheUpstream<Output, OutputError>(
    sourceLocation: SourceLocation = #_sourceLocation,
    _ makeOperator: (Signal<Int, OperatorTestFailure>) -> Signal<Output, OutputError>
) {
    let (signal, input) = Signal<Int, OperatorTestFailure>.pipe()
    let recorder = EventRecorder(makeOperator(signal))
    #expect(signal.observationCount == 1, sourceLocation: sourceLocation)
    recorder.disposable?.dispose()
    #expect(signal.observationCount == 0, sourceLocation: sourceLocation)
    input.send(value: 1)
    input.sendCompleted()
    #expect(recorder.events.isEmpty, sourceLocation: sourceLocation)
}

/// Checks that an operator's signal that ends releases what the operator's closures captured.
func expectTerminationReleasesTheClosures<Output, OutputError>(
    sourceLocation: SourceLocation = #_sourceLocation,
    _ makeOperator: (Signal<Int, OperatorTestFailure>, Token) -> Signal<Output, OutputError>
) {
    let (signal, input) = Signal<Int, OperatorTestFailure>.pipe()
    weak var weakToken: Token?
    var recorder: EventRecorder<Output, OutputError>?
    do {
        let token = Token()
        weakToken = token
        recorder = EventRecorder(makeOperator(signal, token))
    }
    #expect(weakToken != nil, sourceLocation: sourceLocation)
    input.sendInterrupted()
    #expect(weakToken == nil, sourceLocation: sourceLocation)
    #expect(recorder?.isTerminated == true, sourceLocation: sourceLocation)
}

/// Runs `body(index)` on `count` dedicated threads at once (see `runOnThreads(_:_:)`), and records a test failure
/// instead of hanging if they have not all finished within `seconds`.
///
/// - Returns: Whether every thread finished in time.
@discardableResult
func runOnThreads(
    _ count: Int,
    withinSeconds seconds: Double,
    sourceLocation: SourceLocation = #_sourceLocation,
    _ body: @escaping @Sendable (Int) -> Void
) -> Bool {
    withTimeLimit(seconds: seconds, "\(count) threads", sourceLocation: sourceLocation) {
        runOnThreads(count, body)
    }
}

/// Sends `valuesPerThread` values from each of `threads` threads into `input`, within a time limit; returns whether
/// every thread finished. Thread `t` sends `t * valuesPerThread ..< (t + 1) * valuesPerThread`, in order.
@discardableResult
func sendConcurrently<Failure>(
    into input: Signal<Int, Failure>.Observer,
    threads: Int = 4,
    valuesPerThread: Int = 10_000,
    sourceLocation: SourceLocation = #_sourceLocation
) -> Bool {
    runOnThreads(threads, withinSeconds: 60, sourceLocation: sourceLocation) { thread in
        for value in thread * valuesPerThread..<(thread + 1) * valuesPerThread {
            input.send(value: value)
        }
    }
}
