@testable import Signals

/// Records every event a signal sends, from any thread, so a test can compare the whole history at once.
final class EventRecorder<Value, Error: Swift.Error>: @unchecked Sendable {
    // Safety: `storage` is only touched under its lock.
    private let storage = Locked<[Signal<Value, Error>.Event]>([])
    private(set) var disposable: Disposable?

    init(_ signal: Signal<Value, Error>) {
        disposable = signal.observe { [storage] event in
            storage.withLock { $0.append(event) }
        }
    }

    /// Every event received, in order.
    var events: [Signal<Value, Error>.Event] {
        storage.withLock { $0 }
    }

    /// The values received, in order.
    var values: [Value] {
        events.compactMap(\.value)
    }

    /// Whether a terminal event was received.
    var isTerminated: Bool {
        events.last?.isTerminating ?? false
    }
}
