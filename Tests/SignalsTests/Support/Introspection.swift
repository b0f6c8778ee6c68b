@testable import Signals

extension Signal {
    /// How many observations the signal holds right now, dead or alive.
    var observationCount: Int {
        core.observerCount
    }
}

/// An object with no behaviour, whose deinitialization tests watch through a weak reference.
final class Token: Sendable {}

/// Counts callbacks that overlap, to prove an observer never runs concurrently with itself.
final class OverlapDetector: @unchecked Sendable {
    // Safety: `state` is only touched under its lock.
    private let state = Locked((running: 0, maximum: 0))

    func enter() {
        state.withLock { state in
            state.running += 1
            state.maximum = max(state.maximum, state.running)
        }
    }

    func exit() {
        state.withLock { $0.running -= 1 }
    }

    /// The most callbacks seen running at once.
    var maximumOverlap: Int { state.withLock { $0.maximum } }
}
