import Dispatch
import ReactiveNavigation

/// What a ``LoggingCoordinator`` did, kept apart from it so a test can look after it is gone.
final class CoordinatorLog<Route>: @unchecked Sendable {
    // Safety: `handled` is only touched on the main actor (by `handle(route:)` and the test); the deinitialization
    // records, written by whichever thread releases a coordinator, are only touched inside `queue.sync`.
    private let queue = DispatchQueue(label: "CoordinatorLog")
    private var deinitializations: [Bool] = []
    /// The routes handled, in order.
    @MainActor var handled: [Route] = []

    nonisolated init() {}

    /// Whether each deinitialization so far ran on the main queue, where the main actor runs.
    var deinitializedOnMainQueue: [Bool] { queue.sync { deinitializations } }

    /// Records a deinitialization and whether it runs on the main queue.
    func recordDeinitialization() {
        let onMainQueue = DispatchQueue.getSpecific(key: MainQueueMarker.key) != nil
        queue.sync { deinitializations.append(onMainQueue) }
    }
}

/// A coordinator that logs the routes it handles, and where it deinitializes, into a ``CoordinatorLog``.
final class LoggingCoordinator<Route>: Coordinator {
    let navigationController = HeadlessNavigationController()
    let log: CoordinatorLog<Route>
    /// Runs at the start of each `handle(route:)`, before the route is logged.
    var onHandle: (@MainActor (Route) -> Void)?

    init(log: CoordinatorLog<Route>) {
        _ = MainQueueMarker.key
        self.log = log
    }

    deinit {
        log.recordDeinitialization()
    }

    var rootViewController: PlatformViewController { navigationController }

    func handle(route: Route) {
        onHandle?(route)
        log.handled.append(route)
    }
}
