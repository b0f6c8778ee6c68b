import Dispatch

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// A scheduler with a virtual clock: actions run only when the test advances the clock past their date.
///
/// Use it to test time operators, and view models built on them, without waiting:
///
/// ```swift
/// @Test func searchWaitsForTheUserToStopTyping() {
///     let scheduler = TestScheduler()
///     let (query, input) = Signal<String, Never>.pipe()
///     var searches: [String] = []
///     query.debounce(0.3, on: scheduler).observeValues { searches.append($0) }
///
///     input.send(value: "sig")
///     scheduler.advance(by: .milliseconds(100))
///     input.send(value: "signals")
///     scheduler.advance(by: .milliseconds(299))
///     #expect(searches == [])
///     scheduler.advance(by: .milliseconds(1))
///     #expect(searches == ["signals"])
/// }
/// ```
///
/// Actions run in the order of their dates, and actions with the same date in the order they were scheduled. They run
/// on the thread that advances the clock, one at a time, each with ``currentDate`` set to its date; actions they
/// schedule for a date the clock is advancing past run in the same call. Any thread may schedule; advance the clock
/// from one thread at a time.
///
/// In `async` tests, await the `@MainActor` forms of `advance()`, `advance(by:)`, `advance(to:)` and
/// `run()`, as in ReactiveSwift 7.2: before each action they let other tasks run until they suspend, so a task that
/// sleeps on the scheduler (``DateScheduler/sleep(for:leeway:)``) has scheduled its wake-up before the clock passes it.
/// Inside an `async` function Swift picks these forms, so a call there needs `await`.
///
/// The clock never goes back by itself: an action scheduled for a date that had already passed runs with
/// ``currentDate`` unchanged. (ReactiveSwift's test scheduler sets the clock back to such an action's date while it
/// runs, so work it schedules could come before work scheduled earlier.) Only ``rewind(by:)`` moves the clock back.
public final class TestScheduler: DateScheduler {
    private struct State {
        var currentDate: Date
        /// The actions waiting to run, latest first: the next one to run is the last, so taking it is cheap.
        var waiting: [Entry] = []

        /// Where an action for `date` goes: after every action with a later date, and before (so it runs after) every
        /// action with the same or an earlier date.
        func insertionIndex(for date: Date) -> Int {
            var low = 0
            var high = waiting.count
            while low < high {
                let middle = (low + high) / 2
                if waiting[middle].date > date {
                    low = middle + 1
                } else {
                    high = middle
                }
            }
            return low
        }
    }

    /// A waiting action; disposing of it removes it from the scheduler.
    private final class Entry: Disposable, @unchecked Sendable {
        // Safety: `date` and `scheduler` are immutable; `action` is only read and cleared under its lock, and is
        // called after it, by the one thread that takes the entry off the scheduler.
        let date: Date
        private weak let scheduler: TestScheduler?
        private let action: Locked<(action: StoredAction?, isDisposed: Bool)>

        init(date: Date, scheduler: TestScheduler, action: @escaping () -> Void) {
            self.date = date
            self.scheduler = scheduler
            self.action = Locked((StoredAction(action), false))
        }

        var isDisposed: Bool {
            action.withLock { $0.isDisposed }
        }

        func run() {
            let action = action.withLock { state in
                defer { state.action = nil }
                return state.action
            }
            action?.run()
        }

        func dispose() {
            let action = action.withLock { state in
                defer {
                    state.action = nil
                    state.isDisposed = true
                }
                return state.action
            }
            if action != nil { scheduler?.remove(self) }
        }
    }

    private let state: Locked<State>

    /// Creates a test scheduler whose clock starts at `startDate`.
    ///
    /// - Parameter startDate: The virtual date the clock starts at; by default the reference date (1 January 2001).
    public init(startDate: Date = Date(timeIntervalSinceReferenceDate: 0)) {
        state = Locked(State(currentDate: startDate))
    }

    deinit {
        // Actions still waiting are released here, after the lock, since releasing them may run user deinitializers.
        let waiting = state.withLock { state in
            defer { state.waiting = [] }
            return state.waiting
        }
        _ = waiting
    }

    /// The virtual date the clock is at.
    public var currentDate: Date {
        state.withLock { $0.currentDate }
    }

    /// How many actions wait to run.
    var pendingCount: Int {
        state.withLock { $0.waiting.count }
    }

    /// The date of the next action to run, or `nil` when none waits (for `SignalsTesting`'s timeline).
    package var nextActionDate: Date? {
        state.withLock { $0.waiting.last?.date }
    }

    /// Schedules `action` for the current virtual date: it runs at the next ``advance()-9j33o``.
    ///
    /// - Parameter action: The work to run.
    /// - Returns: A disposable that removes the action if it has not started.
    @discardableResult
    public func schedule(_ action: @escaping () -> Void) -> Disposable? {
        insert(action) { $0.currentDate }
    }

    /// Schedules `action` for `delay` after the current virtual date.
    ///
    /// - Parameters:
    ///   - delay: How long after ``currentDate`` the action runs.
    ///   - action: The work to run.
    /// - Returns: A disposable that removes the action if it has not started.
    @discardableResult
    public func schedule(after delay: DispatchTimeInterval, action: @escaping () -> Void) -> Disposable? {
        insert(action) { $0.currentDate.addingTimeInterval(delay) }
    }

    /// Schedules `action` for the virtual date `date`.
    ///
    /// - Parameters:
    ///   - date: When the action runs; a date that has passed runs it at the next ``advance()-9j33o``.
    ///   - action: The work to run.
    /// - Returns: A disposable that removes the action if it has not started.
    @discardableResult
    public func schedule(after date: Date, action: @escaping () -> Void) -> Disposable? {
        insert(action) { _ in date }
    }

    /// Schedules `action` for the virtual date `date`, then every `interval` after it.
    ///
    /// - Parameters:
    ///   - date: The date of the first run.
    ///   - interval: The virtual time between two runs; must not be negative.
    ///   - leeway: Ignored: virtual time is exact.
    ///   - action: The work to run each time.
    /// - Returns: A disposable that stops the repetition.
    @discardableResult
    public func schedule(
        after date: Date,
        interval: DispatchTimeInterval,
        leeway: DispatchTimeInterval = .seconds(0),
        action: @escaping () -> Void
    ) -> Disposable? {
        precondition(interval.timeInterval >= 0, "A repeating action needs an interval that is not negative")
        let repetition = SerialDisposable()
        scheduleRepeating(at: date, interval: interval, repetition: repetition, action: action)
        return repetition
    }

    private func scheduleRepeating(
        at date: Date,
        interval: DispatchTimeInterval,
        repetition: SerialDisposable,
        action: @escaping () -> Void
    ) {
        repetition.inner = schedule(after: date) { [weak self] in
            action()
            self?.scheduleRepeating(
                at: date.addingTimeInterval(interval),
                interval: interval,
                repetition: repetition,
                action: action
            )
        }
    }

    /// Advances the clock by one nanosecond, running the actions that are due, such as those scheduled with
    /// ``schedule(_:)``.
    public func advance() {
        advance(by: .nanoseconds(1))
    }

    /// Advances the clock by `interval`, running the actions that become due on the way.
    ///
    /// - Parameter interval: How far to advance the clock.
    public func advance(by interval: DispatchTimeInterval) {
        advance(to: currentDate.addingTimeInterval(interval))
    }

    /// Advances the clock by `interval` seconds, running the actions that become due on the way.
    ///
    /// - Parameter interval: How many seconds to advance the clock by.
    public func advance(by interval: TimeInterval) {
        advance(to: currentDate.addingTimeInterval(interval))
    }

    /// Advances the clock to `newDate`, running the actions due until then, in order.
    ///
    /// - Parameter newDate: The date to advance to; it must not be before ``currentDate``.
    public func advance(to newDate: Date) {
        assert(currentDate <= newDate, "A test scheduler's clock only advances; use rewind(by:) to go back")
        while let next = takeAction(dueBy: newDate) {
            next.run()
        }
    }

    /// Runs every action, including those they schedule, leaving the clock at `Date.distantFuture`.
    public func run() {
        advance(to: .distantFuture)
    }

    /// Moves the clock back by `interval`, as when the user changes the device's date; waiting actions keep their
    /// dates.
    ///
    /// - Parameter interval: How far to move the clock back.
    public func rewind(by interval: DispatchTimeInterval) {
        state.withLock { state in
            let newDate = state.currentDate.addingTimeInterval(-interval)
            assert(newDate <= state.currentDate, "Rewinding moves the clock back")
            state.currentDate = newDate
        }
    }

    /// Takes the next action due by `date` and moves the clock to its date; or, when none is due, moves the clock to
    /// `date` and returns `nil`.
    private func takeAction(dueBy date: Date) -> Entry? {
        state.withLock { state in
            guard let next = state.waiting.last, next.date <= date else {
                state.currentDate = date
                return nil
            }
            state.waiting.removeLast()
            // An action whose date had already passed when it was scheduled does not take the clock back.
            state.currentDate = max(state.currentDate, next.date)
            return next
        }
    }

    private func insert(_ action: @escaping () -> Void, at date: (State) -> Date) -> Disposable {
        state.withLock { state in
            let entry = Entry(date: date(state), scheduler: self, action: action)
            state.waiting.insert(entry, at: state.insertionIndex(for: entry.date))
            return entry
        }
    }

    private func remove(_ entry: Entry) {
        // The entry is released after the lock; its action was already taken out by `dispose()`.
        let removed = state.withLock { state -> Entry? in
            var index = state.insertionIndex(for: entry.date)
            while index < state.waiting.count, state.waiting[index].date == entry.date {
                if state.waiting[index] === entry { return state.waiting.remove(at: index) }
                index += 1
            }
            return nil
        }
        _ = removed
    }
}

extension TestScheduler {
    /// Advances the clock by one nanosecond, running the actions that are due, after letting other tasks reach their
    /// next suspension point.
    ///
    /// Await this form from `async` tests: before each action it lets other tasks run, so a task that is about to
    /// schedule work (one that calls ``DateScheduler/sleep(for:leeway:)``, say) schedules it before the clock moves.
    @MainActor
    public func advance() async {
        await advance(by: .nanoseconds(1))
    }

    /// Advances the clock by `interval`, running the actions that become due on the way, and letting other tasks run
    /// before each one.
    ///
    /// - Parameter interval: How far to advance the clock.
    @MainActor
    public func advance(by interval: DispatchTimeInterval) async {
        await advance(to: currentDate.addingTimeInterval(interval))
    }

    /// Advances the clock by `interval` seconds, running the actions that become due on the way, and letting other
    /// tasks run before each one.
    ///
    /// - Parameter interval: How many seconds to advance the clock by.
    @MainActor
    public func advance(by interval: TimeInterval) async {
        await advance(to: currentDate.addingTimeInterval(interval))
    }

    /// Advances the clock to `newDate`, running the actions due until then, in order, and letting other tasks run
    /// before each one.
    ///
    /// Work that a task schedules while it runs, for a date up to `newDate`, runs in the same call.
    ///
    /// - Parameter newDate: The date to advance to; it must not be before ``currentDate``.
    @MainActor
    public func advance(to newDate: Date) async {
        assert(currentDate <= newDate, "A test scheduler's clock only advances; use rewind(by:) to go back")
        while true {
            await Self.letOtherTasksRun()
            guard let next = takeAction(dueBy: newDate) else { return }
            next.run()
        }
    }

    /// Runs every action, including those they and other tasks schedule, leaving the clock at `Date.distantFuture`.
    @MainActor
    public func run() async {
        await advance(to: .distantFuture)
    }

    /// Gives the tasks waiting on the main actor and on the global executor several turns to reach their next
    /// suspension point.
    @MainActor
    private static func letOtherTasksRun() async {
        for _ in 0..<8 {
            await Task.yield()
            await Task.detached(priority: .low) { await Task.yield() }.value
        }
    }
}
