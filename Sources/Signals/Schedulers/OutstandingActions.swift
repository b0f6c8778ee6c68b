/// The actions an operator has handed to a scheduler and that have not started yet.
///
/// Disposing of it cancels them all, releasing what they captured, and makes later ``schedule(_:using:)`` calls do
/// nothing. An action that the scheduler starts anyway (because it ignores cancellation, or was already starting) is
/// skipped. Time operators tie it to their lifetime, so their scheduled work ends with their signal.
final class OutstandingActions: Disposable, Sendable {
    // `state` is only touched under its lock; disposables taken out of it are disposed of, and released, after
    // the lock is released.
    private struct State {
        var nextID: UInt64 = 0
        /// The actions not started yet, by id; the disposable is `nil` until the scheduler has returned it.
        var waiting: [UInt64: Disposable?] = [:]
        var isDisposed = false
    }

    private let state = Locked(State())

    var isDisposed: Bool {
        state.withLock { $0.isDisposed }
    }

    /// Hands `action` to a scheduler through `schedule`, and keeps the returned disposable until the action starts.
    ///
    /// - Parameters:
    ///   - action: The work to run.
    ///   - schedule: Passes the action it is given to a scheduler, and returns the scheduler's disposable.
    func schedule(_ action: @escaping () -> Void, using schedule: (@escaping () -> Void) -> Disposable?) {
        let id = state.withLock { state -> UInt64? in
            guard !state.isDisposed else { return nil }
            defer { state.nextID += 1 }
            state.waiting[state.nextID] = .some(nil)
            return state.nextID
        }
        guard let id else { return }
        let disposable = schedule { [weak self] in
            guard let self, self.start(id) else { return }
            action()
        }
        // The action may already have started (a scheduler may run it before returning), or everything may have been
        // cancelled meanwhile; then the disposable is not kept.
        let unkept = state.withLock { state -> Disposable? in
            guard state.waiting[id] != nil else { return disposable }
            state.waiting[id] = disposable
            return nil
        }
        tearDown(unkept)
    }

    /// Cancels every action not started yet, and keeps accepting new ones.
    func cancelAll() {
        cancel(andStop: false)
    }

    /// Cancels every action not started yet; later ones are not scheduled.
    func dispose() {
        cancel(andStop: true)
    }

    private func cancel(andStop stop: Bool) {
        let waiting = state.withLock { state in
            if stop { state.isDisposed = true }
            defer { state.waiting = [:] }
            return state.waiting
        }
        for case let disposable? in waiting.values {
            tearDown(disposable)
        }
    }

    /// Marks the action `id` as started; returns `false` if it was cancelled.
    private func start(_ id: UInt64) -> Bool {
        // The scheduler's disposable is released after the lock: its deinitializer may be user code.
        let removed = state.withLock { $0.waiting.removeValue(forKey: id) }
        return removed != nil
    }
}
