/// An action on its way from the thread that schedules it to the thread that runs it; disposing of it cancels it.
@usableFromInline
final class ScheduledAction: Disposable, @unchecked Sendable {
    // Safety: `action` is not Sendable. It is only reached under `state`'s lock, and taken out at most once: by the
    // single thread that runs it, or by `dispose()`, which drops it. The scheduling thread hands it over in `init` and
    // never touches it again, so the closure is never used by two threads. Running on another thread is the documented
    // contract of `Scheduler.schedule(_:)`.
    private struct State {
        var action: (() -> Void)?
        var isDisposed = false
    }

    private let state: Locked<State>

    @usableFromInline
    init(_ action: @escaping () -> Void) {
        state = Locked(State(action: action))
    }

    @usableFromInline
    var isDisposed: Bool {
        state.withLock { $0.isDisposed }
    }

    /// Runs the action unless it was cancelled; later calls do nothing.
    func run() {
        let action = state.withLock { state in
            defer { state.action = nil }
            return state.action
        }
        action?()
    }

    @usableFromInline
    func dispose() {
        // The action is released after the lock: releasing it may run deinitializers, which are user code.
        let action = state.withLock { state in
            defer {
                state.action = nil
                state.isDisposed = true
            }
            return state.action
        }
        _ = action
    }
}
