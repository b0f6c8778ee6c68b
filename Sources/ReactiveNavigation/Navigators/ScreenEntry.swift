/// A screen shown by a navigator, the route that showed it and what it keeps alive.
@MainActor
final class ScreenEntry<Route> {
    let route: Route
    let viewController: PlatformViewController
    private var onLeave: (@MainActor () -> Void)?

    /// - Parameter onLeave: Runs once when the screen leaves the navigator; whatever it captures
    ///   (a child coordinator, a flow) stays alive until then.
    init(route: Route, viewController: PlatformViewController, onLeave: (@MainActor () -> Void)? = nil) {
        self.route = route
        self.viewController = viewController
        self.onLeave = onLeave
    }

    func didLeaveScreen() {
        let action = onLeave
        onLeave = nil
        action?()
    }
}
