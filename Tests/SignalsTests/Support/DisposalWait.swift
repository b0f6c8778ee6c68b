import Dispatch

@testable import Signals

/// Tells a test when a disposal made on another thread is asleep, waiting for a delivery in flight, or has returned
/// without waiting: the test lets the delivery go on then, instead of sleeping in the hope that the disposal got there.
///
/// It learns that the disposal sleeps from `DeliveryParking.whenParked`, which runs on the disposing thread once it is
/// certain to be woken by the end of the delivery it waits for.
final class DisposalWait: Sendable {
    private let settled = DispatchSemaphore(value: 0)
    private let state = Locked((isAsleep: false, hasReturned: false))

    /// Whether the disposal went to sleep, waiting for a delivery on another thread.
    var isAsleep: Bool { state.withLock { $0.isAsleep } }

    /// Whether `disposal` has returned.
    var hasReturned: Bool { state.withLock { $0.hasReturned } }

    /// Runs `disposal` on the calling thread, reporting when it goes to sleep in the parking place and when it returns.
    func run(_ disposal: () -> Void) {
        let report: @Sendable () -> Void = { [state, settled] in
            state.withLock { $0.isAsleep = true }
            settled.signal()
        }
        DeliveryParking.$whenParked.withValue(report) { disposal() }
        state.withLock { $0.hasReturned = true }
        settled.signal()
    }

    /// Waits until the disposal is asleep or has returned, at most `seconds`.
    ///
    /// - Returns: Whether it was asleep or had returned in time.
    @discardableResult
    func waitUntilAsleepOrReturned(seconds: Double = 20) -> Bool {
        settled.wait(timeout: .now() + seconds) == .success
    }
}
