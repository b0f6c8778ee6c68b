import ReactiveNavigation

/// One of the seeds' item-list apps, launched the way the seed's AppDelegate does it and driven
/// through its view models, as its screens would.
@MainActor
protocol SeedApp: AnyObject, Sendable {
    /// Whether the seed binds view models with `reactive.handle` rather than injecting coordinators.
    nonisolated static var isReactive: Bool { get }

    /// Launches the app as the seed's AppDelegate does.
    init()

    /// The seed's `AppCoordinator`.
    var coordinator: AnyObject { get }

    /// The route stack of the app coordinator's navigator, one name per route.
    var routeNames: [String] { get }

    func pressItem(_ item: String)
    func pressConfiguration()

    /// Presses close on the configuration screen's view model, returned so a test can keep it.
    @discardableResult
    func pressClose(on viewModel: AnyObject?) -> AnyObject?
}

extension SeedApp {
    var navigationController: HeadlessNavigationController {
        Mirror(reflecting: coordinator).descendant("navigationController") as! HeadlessNavigationController
    }

    /// The app coordinator's private navigator, read through reflection.
    func navigator<Route>(of _: Route.Type) -> StackNavigator<Route> {
        Mirror(reflecting: coordinator).descendant("navigator") as! StackNavigator<Route>
    }

    /// The view model of the configuration screen on top of the stack.
    var topViewModel: AnyObject? {
        navigationController.topViewController.flatMap { Mirror(reflecting: $0).descendant("viewModel") as AnyObject }
    }
}
