import ReactiveNavigation

/// A coordinator that records the routes it handles.
final class RecordingCoordinator<Route>: Coordinator {
    let navigationController = HeadlessNavigationController()
    private(set) var handled: [Route] = []

    var rootViewController: PlatformViewController { navigationController }

    func handle(route: Route) {
        handled.append(route)
    }
}
