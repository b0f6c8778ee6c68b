import Dispatch

@testable import Signals

/// Runs `body` on a thread of its own and returns its result, or `nil` if it did not return within `seconds`.
///
/// A test whose scenario could deadlock runs it through this, so that a deadlock fails the test instead of hanging the
/// run. A body that never returns is left blocked on its thread.
func runWithDeadline<Result: Sendable>(
    seconds: Double = 60,
    _ body: @escaping @Sendable () -> Result
) -> Result? {
    let done = DispatchSemaphore(value: 0)
    let result = Locked<Result?>(nil)
    DispatchQueue.global().async {
        let value = body()
        result.withLock { $0 = value }
        done.signal()
    }
    guard done.wait(timeout: .now() + seconds) == .success else { return nil }
    return result.withLock { $0 }
}
