import Dispatch
import Testing

/// Runs `body` on a thread of its own and records a test failure if it has not returned within `seconds`.
///
/// A deadlock then fails the test instead of hanging the whole run; the stuck thread is abandoned.
///
/// - Returns: Whether `body` returned in time.
@discardableResult
func withTimeLimit(
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
