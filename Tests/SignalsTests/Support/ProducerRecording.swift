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
