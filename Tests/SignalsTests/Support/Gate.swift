import Dispatch

@testable import Signals

/// A controlled continuation: tasks that `wait()` stay suspended until the test calls `open()`.
///
/// Tests use it instead of sleeping, to hold a task at a known point. A waiting task that is cancelled (by a test's
/// time limit, say) stops waiting, so a test that never opens its gate fails instead of hanging.
final class Gate: Sendable {
    private struct State {
        var isOpen = false
        var nextID = 0
        var waiters: [Int: CheckedContinuation<Void, Never>] = [:]
    }

    private let state = Locked(State())

    /// Whether the gate has been opened.
    var isOpen: Bool { state.withLock { $0.isOpen } }

    /// Suspends until the gate is open or the task is cancelled; returns at once if it already is.
    func wait() async {
        let id = state.withLock { state in
            defer { state.nextID += 1 }
            return state.nextID
        }
        await withTaskCancellationHandler {
            await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
                let isReady = state.withLock { state in
                    if state.isOpen || Task.isCancelled { return true }
                    state.waiters[id] = continuation
                    return false
                }
                if isReady { continuation.resume() }
            }
        } onCancel: {
            state.withLock { $0.waiters.removeValue(forKey: id) }?.resume()
        }
    }

    /// Opens the gate and resumes every waiting task.
    func open() {
        let waiters = state.withLock { state in
            state.isOpen = true
            defer { state.waiters = [:] }
            return state.waiters
        }
        for waiter in waiters.values { waiter.resume() }
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

/// Lets the main queue run, up to `attempts` times, until `condition` holds; returns whether it held. For tests on the
/// main actor, whose condition reads main-actor state.
@MainActor
func eventuallyOnMain(attempts: Int = 10_000, _ condition: @MainActor () -> Bool) async -> Bool {
    for _ in 0..<attempts {
        if condition() { return true }
        await mainQueueDrained()
        await Task.yield()
    }
    return condition()
}
