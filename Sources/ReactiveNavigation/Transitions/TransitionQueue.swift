/// Runs the transitions of one window hierarchy one at a time, in the order they were asked for.
///
/// UIKit refuses, or corrupts, a transition that starts while another is running in the same window: a present during
/// a dismissal, a push during a pop. Every navigator therefore hands its calls to the queue of its hierarchy, which
/// starts each one once the previous one has finished and the navigator's host has no transition in flight, including
/// one the user started (a back swipe, a sheet swiped down).
///
/// A call made while the queue is idle starts at once, and with a host that does not animate (a headless host without
/// a duration, a non-animated call) it finishes before it returns; a call made from inside another one, such as from an
/// observer of a navigator, runs right after it.
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

    private var waiting: [Work] = []
    private var isRunning = false
    private var isDraining = false
    private var idleActions: [@MainActor () -> Void] = []

    /// Creates a queue with nothing waiting.
    public init() {}

    /// Whether no navigator call is running or waiting.
    public var isIdle: Bool { !isRunning && waiting.isEmpty }

    /// How many navigator calls wait behind the running one.
    public var waitingCount: Int { waiting.count }

    /// Appends `work`, and starts it at once when nothing runs.
    func enqueue(_ work: @escaping Work) {
        waiting.append(work)
        drain()
    }

    /// Runs `action` once no navigator call runs or waits: at once when the queue is idle.
    ///
    /// - Parameter action: The work to run, once.
    func whenIdle(_ action: @escaping @MainActor () -> Void) {
        if isIdle { action() } else { idleActions.append(action) }
    }

    /// Runs the waiting calls in order; a call that finishes synchronously lets the next one start in the same loop,
    /// so a long run of instant transitions takes constant stack. Once the queue is idle, whoever waits for that is
    /// told, outside the loop, so that what they queue runs as usual.
    private func drain() {
        guard !isDraining else { return }
        isDraining = true
        while !isRunning, !waiting.isEmpty {
            let work = waiting.removeFirst()
            isRunning = true
            let isFinished = Box(false)
            work { [weak self] in
                guard !isFinished.value, let self else { return }
                isFinished.value = true
                self.isRunning = false
                self.drain()
            }
        }
        isDraining = false
        guard isIdle, !idleActions.isEmpty else { return }
        let actions = idleActions
        idleActions = []
        for action in actions { action() }
    }
}
