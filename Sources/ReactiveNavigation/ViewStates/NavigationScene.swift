import Signals

/// The navigation of one window scene of a SwiftUI app: the transition queue its navigators share, how long its
/// transitions take, and what SwiftUI would log about them.
///
/// Every view state of a scene (``NavigationStackState``, ``PresentationState``, ``TabViewState``,
/// ``SplitViewState``) takes it at creation. SwiftUI does not say when a `NavigationStack` push or a sheet's
/// animation ends, so the scene assumes its ``timing``: ``main`` assumes the platform's third of a second on the main
/// queue; tests on Linux pass ``TransitionTiming/animated(_:on:)`` on a `TestScheduler` to see the same overlaps a
/// device has, or ``TransitionTiming/instant``.
@MainActor
public final class NavigationScene {
    /// The scene of the app's main window: transitions assumed to last 350 ms on the main queue, and the
    /// ``TransitionQueue/main`` queue that UIKit hosts use too, so a mixed app has one queue.
    public static let main = NavigationScene(timing: .animated(on: QueueScheduler.main), queue: .main)

    /// How long an animated transition of the scene's view states lasts.
    public let timing: TransitionTiming

    /// The queue shared by the navigators of the scene.
    public let queue: TransitionQueue

    /// What SwiftUI would log, or do wrong, for the changes made to the scene's view states: a path changed while a
    /// push was still animating, a second sheet presented on a presenting view.
    public internal(set) var transitionWarnings: [String] = []

    private let waiters = IdleWaiters()

    /// Creates a scene.
    ///
    /// - Parameters:
    ///   - timing: How long animated transitions last; ``TransitionTiming/instant`` ends them at once.
    ///   - queue: The transition queue of the scene's navigators; a new one by default.
    public init(timing: TransitionTiming, queue: TransitionQueue = TransitionQueue()) {
        self.timing = timing
        if let audit = timing.audit { queue.audit = audit }
        self.queue = queue
    }

    /// Runs a transition of `state`: `end` runs after the scene's duration when it is animated on animated timing, at
    /// once otherwise; then whoever waits for an idle state is told.
    func runTransition(animated: Bool, end: @escaping @MainActor () -> Void) {
        guard animated, timing.takesTime, let scheduler = timing.scheduler else {
            end()
            runReadyWaiters()
            return
        }
        scheduler.schedule(after: scheduler.currentDate.addingTimeInterval(timing.duration)) { [weak self] in
            MainActor.assumeIsolated {
                end()
                self?.runReadyWaiters()
            }
        }
    }

    /// Runs `action` once `state` has no transition in flight.
    func whenIdle(_ state: any TransitionHost, _ action: @escaping @MainActor () -> Void) {
        waiters.whenIdle(state, action)
    }

    /// Runs, in the order they were added, the waiting actions whose state is now idle.
    func runReadyWaiters() {
        waiters.runReady()
    }

    /// Records what SwiftUI would log or get wrong, and prints it in debug builds.
    func warn(_ message: String) {
        transitionWarnings.append(message)
        #if DEBUG
            print("[ReactiveNavigation] SwiftUI view state: \(message)")
        #endif
    }
}
