import Dispatch
import Testing

/// Runs `body` on a thread of its own and waits at most `seconds` for it; records a failure if it has not returned.
///
/// The caller blocks while it waits, so `body` must not need the caller's thread (on the main actor, work that
/// `body` queues for the main queue runs only after this returns). A deadlock then fails the test instead of hanging
/// the run; the stuck thread is abandoned.
///
/// - Returns: Whether `body` returned in time.
@discardableResult
func runOnAnotherThread(
    withinSeconds seconds: Double = 20,
    _ what: String,
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

/// Runs a main-actor test body and ends the process with a message if it has not finished within `seconds`.
///
/// A main actor that is stuck cannot record a failure itself, so a watchdog thread does: it stops the run with the
/// name of the body instead of letting CI hang.
@MainActor
func withWatchdog(
    seconds: Double = 60,
    _ what: String,
    _ body: @MainActor () async -> Void
) async {
    let finished = DispatchSemaphore(value: 0)
    DispatchQueue.global().async {
        guard finished.wait(timeout: .now() + seconds) == .timedOut else { return }
        fatalError(
            "\(what) did not finish within \(seconds) s: the main actor is stuck (a deadlock or a blocking wait)")
    }
    await body()
    finished.signal()
}

/// Lets the main queue run everything queued on it so far, `rounds` times over (work queued by that work included).
@MainActor
func drainMainQueue(rounds: Int = 3) async {
    for _ in 0..<rounds {
        await withCheckedContinuation { continuation in DispatchQueue.main.async { continuation.resume() } }
    }
}
