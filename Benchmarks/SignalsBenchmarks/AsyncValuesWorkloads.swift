import Dispatch
import Signals

/// A total that a consumer task adds to and the measuring thread reads once the consumer says it is done.
final class ConsumedTotal: @unchecked Sendable {
    // Safety: only the consumer task writes `pointer`, one value at a time; the measuring thread reads it after
    // `done.wait()`, which the consumer signals after writing, so the semaphore orders every access.
    let pointer = UnsafeMutablePointer<UInt64>.allocate(capacity: 1)
    /// Signalled by the consumer each time it takes the end-of-run marker.
    let done = DispatchSemaphore(value: 0)

    init() {
        pointer.initialize(to: 0)
    }

    deinit {
        pointer.deallocate()
    }

    /// Adds a value, or signals the end of a run for the marker `-1`.
    func consume(_ value: Int) {
        if value < 0 {
            done.signal()
        } else {
            pointer.pointee &+= UInt64(truncatingIfNeeded: value)
        }
    }
}

/// `asyncValues`: sends into a pipe whose `values` a `for await` loop in a task consumes.
///
/// The sending thread sends `count` values and an end marker, then waits until the loop has taken them all, so a run
/// measures the whole hand-over: the signal's delivery, the buffer, and the task waking up for values.
final class AsyncValuesWorkload: Workload {
    private let total = ConsumedTotal()
    private let input: Signal<Int, Never>.Observer
    private let consumer: Task<Void, Never>

    init() {
        let (signal, input) = Signal<Int, Never>.pipe()
        self.input = input
        let values = signal.values
        consumer = Task { [total] in
            for await value in values { total.consume(value) }
        }
    }

    deinit {
        consumer.cancel()
    }

    func run(_ count: Int) -> UInt64 {
        for value in 0..<count { input.send(value: value) }
        input.send(value: -1)
        total.done.wait()
        return total.pointer.pointee
    }
}

/// `asyncValues`' baseline: the same values yielded into an `AsyncStream` (unbounded, like `values`), consumed by the
/// same `for await` loop in a task.
final class AsyncStreamBaseline: Workload {
    private let total = ConsumedTotal()
    private let continuation: AsyncStream<Int>.Continuation
    private let consumer: Task<Void, Never>

    init() {
        let (stream, continuation) = AsyncStream<Int>.makeStream()
        self.continuation = continuation
        consumer = Task { [total] in
            for await value in stream { total.consume(value) }
        }
    }

    deinit {
        consumer.cancel()
    }

    func run(_ count: Int) -> UInt64 {
        for value in 0..<count { continuation.yield(value) }
        continuation.yield(-1)
        total.done.wait()
        return total.pointer.pointee
    }
}
