/// Actions waiting for a host to become idle: whenever a transition ends, those whose host is now idle run, in the
/// order they were added. The headless hosts of a hierarchy share its queue's (``TransitionQueue/idleWaiters``); each
/// ``NavigationScene`` has its own.
@MainActor
final class IdleWaiters {
    private var waiting: [(host: Weak, action: @MainActor () -> Void)] = []
    private var isRunning = false

    private struct Weak {
        weak var host: (any TransitionHost)?
    }

    /// Runs `action` at once if `host` is idle, otherwise once a transition has ended and left it idle.
    func whenIdle(_ host: any TransitionHost, _ action: @escaping @MainActor () -> Void) {
        guard host.isTransitioning else { return action() }
        waiting.append((Weak(host: host), action))
    }

    func runReady() {
        guard !isRunning else { return }
        isRunning = true
        defer { isRunning = false }
        while let index = waiting.firstIndex(where: { $0.host.host.map { !$0.isTransitioning } ?? true }) {
            let (reference, action) = waiting.remove(at: index)
            // An action whose host is gone has nothing left to wait for, and is dropped.
            if reference.host != nil { action() }
        }
    }
}
