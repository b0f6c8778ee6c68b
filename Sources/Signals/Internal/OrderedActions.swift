/// The state of an operator that observes several signals, and the actions it decided but has not performed yet.
@usableFromInline
struct Decisions<State, Action> {
    @usableFromInline
    var state: State
    @usableFromInline
    var pending = PendingQueue<Action>()
    /// Whether a thread is performing actions right now; it also performs those queued meanwhile.
    @usableFromInline
    var isPerforming = false

    @inlinable
    init(state: State) {
        self.state = state
    }
}

/// Decides under a lock and acts after it, in the order of the decisions, whichever thread took them.
///
/// An operator that observes several signals (or inner signals) gets their events on any thread. It decides what to
/// do under its lock, but must send after the lock, so two threads could overtake each other between deciding and
/// sending. To keep the output in decision order, the first thread with an action to perform becomes the performer:
/// it performs its own actions, then those that other threads queued meanwhile, until none is left. The other threads
/// only queue, so nobody waits, and a reentrant decision (taken inside a perform on the performing thread) is queued
/// behind the action being performed.
@usableFromInline
struct OrderedActions<State, Action>: @unchecked Sendable {
    // Safety: the decisions, whose state and actions need not be `Sendable`, are only touched under their lock, and
    // an action is performed by one thread at a time, after the lock (see above).
    @usableFromInline
    let storage: Locked<Decisions<State, Action>>

    /// - Parameters:
    ///   - state: The operator's state.
    ///   - isPerforming: Whether the creating thread is the performer from the start: actions decided by other
    ///     threads are queued until it calls ``performQueued(_:)`` (an operator whose output does not exist yet).
    @inlinable
    init(_ state: State, isPerforming: Bool = false) {
        var decisions = Decisions<State, Action>(state: state)
        decisions.isPerforming = isPerforming
        storage = Locked(decisions)
    }

    /// Runs `decide` under the lock, then performs what it decided, in order, unless another thread is performing.
    ///
    /// `decide` appends the actions to perform to the batch it is given; it must not call out to user code. What it
    /// returns is handed back after the lock, so a value it takes out of the state is released there. Every caller
    /// must pass an equivalent `perform`, since a thread may perform the actions that another thread decided.
    ///
    /// - Parameters:
    ///   - decide: Updates the state and appends actions, under the lock.
    ///   - perform: Performs one action, after the lock.
    /// - Returns: What `decide` returned.
    @inlinable
    @inline(__always)
    func decide<Result>(
        _ decide: (inout State, inout DecidedActions<Action>) -> Result,
        perform: (Action) -> Void
    ) -> Result {
        let (result, first) = decideFirst(decide)
        if let first { performQueued(startingWith: first, perform) }
        return result
    }

    /// Runs `decide` under the lock as ``decide(_:perform:)`` does, but performs nothing: returns the first action
    /// when this thread has become the performer, which the caller then passes to ``performQueued(startingWith:_:)``
    /// once it has done what must come first (with the actions of other threads queued meanwhile).
    @inlinable
    @inline(__always)
    func decideFirst<Result>(
        _ decide: (inout State, inout DecidedActions<Action>) -> Result
    ) -> (Result, Action?) {
        storage.withLock { decisions in
            var batch = DecidedActions<Action>()
            let result = decide(&decisions.state, &batch)
            var next: Action?
            // The common case, one action and nobody performing, goes straight to this thread without the queue.
            if !decisions.isPerforming, let first = batch.first.take() {
                decisions.isPerforming = true
                next = first
            }
            if let first = batch.first { decisions.pending.append(first) }
            for action in batch.more { decisions.pending.append(action) }
            return (result, next)
        }
    }

    /// Performs `first`, if given, then every queued action, until none is left; then stops being the performer.
    /// Only the performer calls it: the thread that got an action from ``decideFirst(_:)``, or the creating thread
    /// of an instance made with `isPerforming`.
    @inlinable
    @inline(__always)
    func performQueued(startingWith first: Action? = nil, _ perform: (Action) -> Void) {
        var next = first ?? popOrStopPerforming()
        while let action = next {
            perform(action)
            next = popOrStopPerforming()
        }
    }

    /// The next queued action, or `nil` after giving up the performer's role. Takes the lock.
    @inlinable
    @inline(__always)
    func popOrStopPerforming() -> Action? {
        storage.withLock { decisions in
            if let action = decisions.pending.popFirst() { return action }
            decisions.isPerforming = false
            return nil
        }
    }

    /// Runs `body` under the lock without performing anything; what it returns is released after the lock.
    @inlinable
    func withState<Result>(_ body: (inout State) -> Result) -> Result {
        storage.withLock { body(&$0.state) }
    }
}

/// The actions one decision appends, kept inline when there is one, so the common case needs no queue.
@usableFromInline
struct DecidedActions<Action> {
    @usableFromInline
    var first: Action?
    @usableFromInline
    var more: [Action] = []

    @inlinable
    init() {}

    /// Appends an action to perform after the actions already appended.
    @inlinable
    @inline(__always)
    mutating func append(_ action: Action) {
        if first == nil && more.isEmpty {
            first = action
        } else {
            more.append(action)
        }
    }
}
