import Dispatch
import Testing

/// Runs `body` on a thread of its own and waits at most `seconds` for it; records a test failure if it has not
/// returned.
///
/// A deadlock then fails the test instead of hanging the whole run; the stuck thread is abandoned. The caller blocks
/// while it waits, so `body` must not need the caller's thread (on the main actor, work that `body` queues for the
/// main queue runs only after this returns).
///
/// - Returns: Whether `body` returned in time.
@discardableResult
package func withTimeLimit(
    seconds: Double = 20,
    _ what: String = "the test body",
    sourceLocation: SourceLocation = #_sourceLocation,
    _ body: @escaping @Sendable () -> Void
) -> Bool {
    let finished = DispatchSemaphore(value: 0)
    DispatchQueue.global().async {
        body()
        finished.signal()
    }
    let isInTime = finished.wait(timeout: .now() + seconds) == .success
    if !isInTime {
        Issue.record(
            "\(what) did not finish within \(seconds) s: a deadlock or a blocking wait", sourceLocation: sourceLocation)
    }
    return isInTime
}

/// Runs `body` on a thread of its own and waits at most `seconds` for what it returns.
///
/// Check the result with `#expect` on the test's own thread. A body that deadlocks is abandoned on its thread, so the
/// test fails instead of hanging.
///
/// - Returns: What `body` returned, or `nil` if it did not return in time.
package func withinTimeLimit<Result>(seconds: Double = 20, _ body: @escaping @Sendable () -> Result) -> Result? {
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
