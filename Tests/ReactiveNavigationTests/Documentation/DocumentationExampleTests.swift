import ReactiveNavigation
import Testing

/// The fenced examples of the documentation, compiled and run.
@MainActor
@Suite(.checksForLeaks) struct DocumentationExampleTests {
    enum AppRoute: Equatable {
        case detail(Int)
    }

    final class DetailScreen {
        let route: AppRoute

        init(route: AppRoute) {
            self.route = route
        }
    }

    final class ListScreen {}

    // The example of `Coordinator`.
    final class AppCoordinator: Coordinator {
        private let navigationController = HeadlessNavigationController()
        private lazy var navigator = StackNavigator<AppRoute>(navigationController: navigationController)

        var rootViewController: PlatformViewController { navigationController }

        func handle(route: AppRoute) {
            navigator.push(route: route, viewController: DetailScreen(route: route), animated: true)
        }
    }

    @Test func theCoordinatorExamplePushesAScreenPerRoute() {
        let coordinator = AppCoordinator()
        trackForLeaks(coordinator, coordinator.rootViewController)
        coordinator.handle(routes: [.detail(1), .detail(2)])
        let screens = (coordinator.rootViewController as? HeadlessNavigationController)?.viewControllers ?? []
        #expect(screens.compactMap { ($0 as? DetailScreen)?.route } == [.detail(1), .detail(2)])
    }

    @Test func theStackNavigatorExampleFollowsTheBackButton() {
        let navigationController = HeadlessNavigationController()
        let navigator = StackNavigator<String>(navigationController: navigationController)
        trackForLeaks(navigationController, navigator)
        navigator
            .push(route: "list", viewController: ListScreen(), animated: false)
            .push(route: "detail", viewController: DetailScreen(route: .detail(1)), animated: true)
        navigationController.simulateBackButtonTap()
        #expect(navigator.routes == ["list"])
    }
}
