import ReactiveNavigation
import Signals
import Testing

/// The coordinator of the README and of the ReactiveNavigation overview, compiled as written and driven.
@MainActor
@Suite(.checksForLeaks) struct ReadmeExampleTests {
    enum ItemListRoute {
        case item(String)
    }

    enum AppRoute {
        case start(ItemListViewModel)
        case itemList(ItemListRoute)
    }

    final class ItemListViewModel {
        let (navigationSignal, navigationObserver) = Signal<ItemListRoute, Never>.pipe()
    }

    final class ItemListScreen {
        let viewModel: ItemListViewModel

        init(viewModel: ItemListViewModel) {
            self.viewModel = viewModel
        }
    }

    final class ItemScreen {
        let item: String

        init(item: String) {
            self.item = item
        }
    }

    // As in the README and the ReactiveNavigation overview (DocumentationCodeBlockTests checks that it is).
    final class AppCoordinator: Coordinator {
        private let navigationController = HeadlessNavigationController()  // UINavigationController on iOS
        private lazy var navigator = StackNavigator<AppRoute>(navigationController: navigationController)

        var rootViewController: PlatformViewController { navigationController }

        func handle(route: AppRoute) {
            switch route {
            case .start(let viewModel):
                let screen = ItemListScreen(viewModel: viewModel)
                reactive.handle
                    <~ viewModel.navigationSignal
                    .take(duringLifetimeOf: screen)
                    .map(AppRoute.itemList)
                navigator.set([(route: route, viewController: screen)], animated: false)
            case .itemList(.item(let item)):
                navigator.push(route: route, viewController: ItemScreen(item: item), animated: true)
            }
        }
    }

    @Test func anItemSentByTheViewModelPushesItsScreen() {
        let coordinator = AppCoordinator()
        let viewModel = ItemListViewModel()
        trackForLeaks(coordinator, viewModel)
        coordinator.handle(route: .start(viewModel))

        viewModel.navigationObserver.send(value: .item("Bread"))

        let screens = (coordinator.rootViewController as? HeadlessNavigationController)?.viewControllers ?? []
        #expect(screens.count == 2)
        #expect((screens.last as? ItemScreen)?.item == "Bread")
    }
}
