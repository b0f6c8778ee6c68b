/// Runs the transitions of one window hierarchy one at a time, in the order they were asked for.
///
/// UIKit refuses, or corrupts, a transition that starts while another is running in the same window: a present during
/// a dismissal, a push during a pop. Every navigator therefore hands its calls to the queue of its hierarchy, which
/// starts each one once the previous one has finished and the navigator's host has no transition in flight, including
/// one the user started (a back swipe, a sheet swiped down).
///
/// A call made while the queue is idle starts at once, and with a host that does not animate (a headless host without
/// a duration, a non-animated call) it finishes before it returns; a call made from inside another one, such as from an
/// observer of a navigator, runs right after it. While a deep link has its turn, only the calls of its steps run; the
/// others wait until it ends.
///
/// Navigators find their queue through their host (``TransitionHost/transitionQueue``): headless hosts share the queue of
/// the root of their hierarchy, UIKit hosts share ``main``. Give navigators their own queue (the `queue:` parameter of
/// their initializers) for a second window, such as another scene on iPad.
@MainActor
public final class TransitionQueue {
    /// A call waiting for its turn: it starts the transition and calls its argument once the transition has finished.
    typealias Work = @MainActor (_ finished: @escaping @MainActor () -> Void) -> Void

    /// The queue of the app's main window hierarchy, used by navigators on UIKit hosts.
    public static let main = TransitionQueue()

    /// A call, or a whole deep link, waiting for its turn.
    private struct Waiting {
        let work: Work
        /// The outermost deep link whose step made the call; for a link's own turn, that link.
        let link: HeldTurn?
        /// Whether this is a deep link's turn, during which only the link's calls run.
        let isLink: Bool
    }

    private var waiting: [Waiting] = []
    /// Where ``enqueue(link:_:)`` puts the next call while ``enqueueAhead(_:)`` runs; at the end otherwise.
    private var aheadIndex: Int?
    /// Whether a call, or a deep link, has its turn.
    private var isRunning = false
    /// The deep link that has its turn, if the running item is one.
    private var runningLink: HeldTurn?
    /// Whether one of the running link's calls runs.
    private var isRunningInLink = false
    private var isDraining = false
    private var idleActions: [(link: HeldTurn?, action: @MainActor () -> Void)] = []

    /// The turn of the deep link whose step is being handled: the calls made meanwhile on this hierarchy's navigators,
    /// and the links of child coordinators, belong to it.
    var stepping: HeldTurn?
    /// What the navigation explorer records of this hierarchy; installed by its timing, `nil` in apps.
    var audit: NavigationAudit?

    /// Creates a queue with nothing waiting.
    public init() {}

    /// Whether no navigator call is running or waiting.
    public var isIdle: Bool { !isRunning && waiting.isEmpty }

    /// How many navigator calls wait behind the running one.
    public var waitingCount: Int { waiting.count }

    /// Appends `work`, and starts it at once when nothing runs.
    ///
    /// - Parameters:
    ///   - link: The outermost deep link whose step made the call, if any: while that link has its turn, the call
    ///     runs ahead of what waits behind the link.
    ///   - work: The call.
    func enqueue(link: HeldTurn? = nil, _ work: @escaping Work) {
        let call = Waiting(work: work, link: link, isLink: false)
        if let index = aheadIndex {
            waiting.insert(call, at: index)
            aheadIndex = index + 1
        } else {
            waiting.append(call)
        }
        drain()
    }

    /// Runs `enqueueCalls`, and puts the calls it enqueues ahead of every call that waits, in the order it enqueues
    /// them.
    func enqueueAhead(_ enqueueCalls: () -> Void) {
        let outer = aheadIndex
        let before = waiting.count
        aheadIndex = 0
        enqueueCalls()
        aheadIndex = outer.map { $0 + waiting.count - before }
    }

    /// Appends a deep link's turn: once it comes, only the link's own calls run until the link calls `finished`.
    ///
    /// - Parameters:
    ///   - link: The outermost deep link.
    ///   - start: Starts the link, and calls its argument once the link has ended.
    func enqueueTurn(of link: HeldTurn, _ start: @escaping Work) {
        waiting.append(Waiting(work: start, link: link, isLink: true))
        drain()
    }

    /// Whether nothing runs or waits; for the deep link that has its turn, whether none of its calls runs or waits.
    func isIdle(for link: HeldTurn?) -> Bool {
        if let link, runningLink === link {
            return !isRunningInLink && !waiting.contains { runsInTurn($0, of: link) }
        }
        return isIdle
    }

    /// Runs `action` once ``isIdle(for:)`` holds: at once when it already does.
    ///
    /// - Parameters:
    ///   - link: The deep link that asks.
    ///   - action: The work to run, once.
    func whenIdle(for link: HeldTurn? = nil, _ action: @escaping @MainActor () -> Void) {
        if isIdle(for: link) { action() } else { idleActions.append((link, action)) }
    }

    /// Runs the waiting calls in order, one at a time, and during a deep link's turn the link's calls only; a call that
    /// finishes synchronously lets the next one start in the same loop, so a long run of instant transitions takes
    /// constant stack. Whoever waits for the queue to be idle is told outside the loop, so that what they queue runs as
    /// usual.
    private func drain() {
        guard !isDraining else { return }
        isDraining = true
        while true {
            if !isRunning, !waiting.isEmpty {
                let next = waiting.removeFirst()
                isRunning = true
                runningLink = next.isLink ? next.link : nil
                run(next.work) { queue in
                    queue.isRunning = false
                    queue.runningLink = nil
                }
            } else if let link = runningLink, !isRunningInLink,
                let index = waiting.firstIndex(where: { runsInTurn($0, of: link) })
            {
                let next = waiting.remove(at: index)
                isRunningInLink = true
                run(next.work) { queue in queue.isRunningInLink = false }
            } else {
                break
            }
        }
        isDraining = false
        let ready = idleActions.filter { isIdle(for: $0.link) }
        guard !ready.isEmpty else { return }
        idleActions.removeAll { isIdle(for: $0.link) }
        for waiter in ready { waiter.action() }
    }

    /// Whether `waiting` runs during `link`'s turn: it is one of the link's calls.
    private func runsInTurn(_ waiting: Waiting, of link: HeldTurn) -> Bool {
        !waiting.isLink && waiting.link === link
    }

    private func run(_ work: Work, whenFinished: @escaping @MainActor (TransitionQueue) -> Void) {
        let isFinished = Box(false)
        work { [weak self] in
            guard !isFinished.value, let self else { return }
            isFinished.value = true
            whenFinished(self)
            self.drain()
        }
    }
}
