import Dispatch

/// Runs `body(index)` on `count` dedicated threads at once and waits for all of them, but no longer than `timeLimit`.
///
/// Returns whether every thread finished in time, so that a deadlock fails the test (`#expect(...)`) instead of
/// hanging the run. Threads that are stuck are left behind.
func runOnThreads(_ count: Int, timeLimit: Duration, _ body: @escaping @Sendable (Int) -> Void) -> Bool {
    let finished = DispatchSemaphore(value: 0)
    DispatchQueue.global().async {
        runOnThreads(count, body)
        finished.signal()
    }
    let (seconds, attoseconds) = timeLimit.components
    let nanoseconds = Int(seconds) * 1_000_000_000 + Int(attoseconds / 1_000_000_000)
    return finished.wait(timeout: .now() + .nanoseconds(nanoseconds)) == .success
}
