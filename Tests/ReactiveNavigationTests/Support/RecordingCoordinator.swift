import Dispatch
import ReactiveNavigation

/// A coordinator that records the routes it handles, and whether each ran on the main queue.
final class RecordingCoordinator<Route>: Coordinator {
    let navigationController = HeadlessNavigationController()
    private(set) var handled: [Route] = []
    private(set) var handledOnMainQueue: [Bool] = []

    var rootViewController: PlatformViewController { navigationController }

    func handle(route: Route) {
        handled.append(route)
        handledOnMainQueue.append(DispatchQueue.getSpecific(key: MainQueueMarker.key) != nil)
    }
}

/// Marks the main queue, so a test can tell whether code runs on it (where the main actor runs).
enum MainQueueMarker {
    static let key: DispatchSpecificKey<Bool> = {
        let key = DispatchSpecificKey<Bool>()
        DispatchQueue.main.setSpecific(key: key, value: true)
        return key
    }()
}
