import Dispatch

/// Runs a main-actor test body and ends the process with a message if the main queue stops answering for
/// `stuckSeconds`, or if the body has not finished within `totalSeconds`.
///
/// A main actor that is stuck cannot record a failure itself, so a watchdog thread does: it stops the run with the
/// name of the body instead of letting CI hang. It measures whether the main queue still answers rather than how
/// long the body takes, since main-actor tests share the main actor and run many times slower under sanitizers.
@MainActor
func withWatchdog(
    stuckSeconds: Double = 120,
    totalSeconds: Double = 900,
    _ what: String,
    _ body: @MainActor () async -> Void
) async {
    let watchdog = MainQueueWatchdog(what, stuckSeconds: stuckSeconds, totalSeconds: totalSeconds)
    await body()
    watchdog.stop()
}

/// Pings the main queue every second from a queue of its own, and ends the process when it stops answering.
final class MainQueueWatchdog: @unchecked Sendable {
    // Safety: `lastAnswer` and `isStopped` are only touched on `queue`, a serial queue.
    private let queue = DispatchQueue(label: "MainQueueWatchdog")
    private let what: String
    private let stuckNanoseconds: UInt64
    private let deadline: DispatchTime
    private var lastAnswer = DispatchTime.now()
    private var isStopped = false

    init(_ what: String, stuckSeconds: Double, totalSeconds: Double) {
        self.what = what
        stuckNanoseconds = UInt64(stuckSeconds * 1e9)
        deadline = .now() + totalSeconds
        queue.async { self.check() }
    }

    /// Ends the watch; the watchdog lets go of itself within a second.
    func stop() {
        queue.async { self.isStopped = true }
    }

    private func check() {
        guard !isStopped else { return }
        let now = DispatchTime.now()
        if now.uptimeNanoseconds - lastAnswer.uptimeNanoseconds > stuckNanoseconds {
            fatalError(
                "\(what): the main queue has not answered for \(stuckNanoseconds / 1_000_000_000) s (a deadlock)")
        }
        if now > deadline {
            fatalError("\(what) did not finish in time: a deadlock or a blocking wait")
        }
        DispatchQueue.main.async {
            self.queue.async { self.lastAnswer = .now() }
        }
        queue.asyncAfter(deadline: now + 1) { self.check() }
    }
}
