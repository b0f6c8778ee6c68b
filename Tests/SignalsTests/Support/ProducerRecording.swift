import Testing

@testable import Signals

extension SignalProducer {
    /// Starts the producer with a recorder attached to its signal; returns the recorder and the interrupt handle.
    func record() -> (recorder: EventRecorder<Value, Error>, disposable: Disposable) {
        startWithSignal { signal, interruptHandle in
            (EventRecorder(signal), interruptHandle)
        }
    }

    /// Starts the producer and returns every event it sent by the time the start returned.
    func synchronousEvents() -> [Signal<Value, Error>.Event] {
        record().recorder.events
    }
}

/// A test error.
enum TestError: Swift.Error, Equatable, Sendable {
    case first
    case second
}

/// A start handler whose observer and lifetime a test drives by hand, start after start.
final class ManualProducer<Value, Error: Swift.Error>: @unchecked Sendable {
    // Safety: `starts` is only touched under its lock.
    private let starts = Locked<[(observer: Signal<Value, Error>.Observer, lifetime: Lifetime)]>([])

    var producer: SignalProducer<Value, Error> {
        SignalProducer { [starts] observer, lifetime in
            starts.withLock { $0.append((observer, lifetime)) }
        }
    }

    /// How many times the producer was started.
    var startCount: Int { starts.withLock { $0.count } }

    /// The observer of start number `index`.
    func observer(_ index: Int = 0) -> Signal<Value, Error>.Observer { starts.withLock { $0[index].observer } }

    /// The lifetime of start number `index`.
    func lifetime(_ index: Int = 0) -> Lifetime { starts.withLock { $0[index].lifetime } }
}

/// Starts `makeOperator(upstream.producer)` on a hand-driven upstream, interrupts the start through its disposable,
/// and checks that the result was interrupted, the upstream start's lifetime ended, and nothing arrives afterwards.
///
/// - Parameters:
///   - upstream: The hand-driven upstream; it must not have been started yet.
///   - late: A value the upstream sends after the disposal, which must not reach the result.
///   - scheduler: The scheduler of an operator that sends on one: `interrupted` arrives once it has run.
///   - makeOperator: Applies the operator under test.
func expectDisposalInterruptsTheStart<Input, InputError, Output, OutputError>(
    of upstream: ManualProducer<Input, InputError>,
    thenSending late: Input,
    deliveredBy scheduler: TestScheduler? = nil,
    sourceLocation: SourceLocation = #_sourceLocation,
    _ makeOperator: (SignalProducer<Input, InputError>) -> SignalProducer<Output, OutputError>
) {
    let (recorder, disposable) = makeOperator(upstream.producer).record()
    #expect(upstream.startCount == 1, sourceLocation: sourceLocation)
    guard upstream.startCount == 1 else { return }
    #expect(!upstream.lifetime().hasEnded, sourceLocation: sourceLocation)
    disposable.dispose()
    #expect(upstream.lifetime().hasEnded, sourceLocation: sourceLocation)
    if let scheduler {
        // An operator that sends on a scheduler delivers `interrupted` there, like its other events.
        #expect(recorder.events.last?.isTerminating != true, sourceLocation: sourceLocation)
        scheduler.advance()
    }
    let events = recorder.events
    guard case .interrupted? = events.last else {
        Issue.record("expected the start to end with interrupted, got \(events)", sourceLocation: sourceLocation)
        return
    }
    upstream.observer().send(value: late)
    upstream.observer().sendCompleted()
    #expect(recorder.events.count == events.count, sourceLocation: sourceLocation)
}

/// A producer that sends `values`, then fails with `error`.
func failing<Value>(after values: Value..., with error: TestError = .first) -> SignalProducer<Value, TestError> {
    SignalProducer(values).concat(error: error)
}
