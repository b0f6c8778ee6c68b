import Dispatch

@testable import Signals

/// A controlled continuation: tasks that `wait()` stay suspended until the test calls `open()`.
///
/// Tests use it instead of sleeping, to hold a task at a known point.
final class Gate: Sendable {
    private struct State {
        var isOpen = false
        var waiters: [CheckedContinuation<Void, Never>] = []
    }

    private let state = Locked(State())

    /// Suspends until the gate is open; returns at once if it already is.
    func wait() async {
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            let isOpen = state.withLock { state in
                if !state.isOpen { state.waiters.append(continuation) }
                return state.isOpen
            }
            if isOpen { continuation.resume() }
        }
    }

    /// Opens the gate and resumes every waiting task.
    func open() {
        let waiters = state.withLock { state in
            state.isOpen = true
            defer { state.waiters = [] }
            return state.waiters
        }
        for waiter in waiters { waiter.resume() }
    }
}

/// Waits until the main queue has run everything queued on it so far.
func mainQueueDrained() async {
    await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
        DispatchQueue.main.async { continuation.resume() }
    }
}

/// Yields until `condition` holds, at most `attempts` times; returns whether it held. Never sleeps: other tasks run
/// while this one yields.
func eventually(attempts: Int = 100_000, _ condition: () -> Bool) async -> Bool {
    for _ in 0..<attempts {
        if condition() { return true }
        await Task.yield()
    }
    return condition()
}

extension AsyncValues {
    /// Waits, yielding, until a task waits for this sequence's next value.
    func consumerIsWaiting() async -> Bool {
        await eventually { storage?.hasWaitingConsumer == true }
    }
}
