import Dispatch

/// Runs `body` on a thread of its own and waits at most `seconds` for it to return.
///
/// A body that deadlocks is abandoned on its thread, so the test fails with a clear expectation instead of hanging
/// the whole run. Check results with `#expect` on the test's own thread, from what `body` returns.
///
/// - Returns: What `body` returned, or `nil` if it did not return in time.
func withinTimeLimit<Result>(seconds: Double = 20, _ body: @escaping @Sendable () -> Result) -> Result? {
    let box = ResultBox<Result>()
    let done = DispatchSemaphore(value: 0)
    DispatchQueue.global().async {
        box.result = body()
        done.signal()
    }
    guard done.wait(timeout: .now() + seconds) == .success else { return nil }
    return box.result
}

/// Carries a result from the thread that computes it to the thread waiting on the semaphore.
private final class ResultBox<Result>: @unchecked Sendable {
    // Safety: written once before the semaphore is signalled, read only after the wait on it succeeded.
    var result: Result?
}

/// An object that runs `action` when it is deinitialized, to check when and where a value is released.
final class DeinitProbe: @unchecked Sendable {
    // Safety: `action` is immutable and only called once, from deinit.
    private let action: () -> Void

    init(_ action: @escaping () -> Void = {}) {
        self.action = action
    }

    deinit {
        action()
    }
}

/// Runs `body` on a thread of its own and waits at most `seconds` for it to return.
///
/// - Returns: Whether `body` returned in time.
func finishesInTime(seconds: Double = 20, _ body: @escaping @Sendable () -> Void) -> Bool {
    withinTimeLimit(seconds: seconds, body) != nil
}
