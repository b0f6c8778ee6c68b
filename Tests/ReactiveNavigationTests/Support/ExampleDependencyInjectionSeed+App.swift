// swift-format-ignore-file
// The launch code follows the seed's AppDelegate, without the window.
import ReactiveNavigation

extension ExampleDependencyInjectionSeed {
    final class App: SeedApp {
        nonisolated static let isReactive = false
        private var appCoordinator: AppCoordinator?
        private var itemListCoordinator: ItemListCoordinator?
        private var configurationCoordinator: ConfigurationCoordinator?

        init() {
            let coordinator = AppCoordinator()
            self.appCoordinator = coordinator
            let itemListCoordinator = ItemListCoordinator(appCoordinator: coordinator)
            self.itemListCoordinator = itemListCoordinator // needed because of unowned reference
            let configurationCoordinator = ConfigurationCoordinator(appCoordinator: coordinator)
            self.configurationCoordinator = configurationCoordinator // needed because of unowned reference
            let viewModel = ItemListViewModel(coordinator: itemListCoordinator.eraseToUnownedCoordinator(),
                                              configurationCoordinator: configurationCoordinator.eraseToUnownedCoordinator())
            coordinator.handle(route: .start(viewModel))
        }

        var coordinator: AnyObject { appCoordinator! }

        var routeNames: [String] {
            navigator(of: AppRoute.self).routes.map(\.name)
        }

        private var itemListViewModel: ItemListViewModel {
            (navigationController.viewControllers[0] as! ItemListViewController).viewModel as! ItemListViewModel
        }

        func pressItem(_ item: String) {
            itemListViewModel.itemPressed(item)
        }

        func pressConfiguration() {
            itemListViewModel.connectionPressed()
        }

        func pressClose(on viewModel: AnyObject?) -> AnyObject? {
            let viewModel = (viewModel ?? topViewModel) as! ConfigurationViewModel
            viewModel.closePressed()
            return viewModel
        }
    }
}

extension ExampleDependencyInjectionSeed.AppRoute {
    var name: String {
        switch self {
        case .start: "start"
        case let .itemList(.item(item)): "item \(item)"
        case .itemList(.configuration): "configuration"
            case .itemList(.help): "help"
        case .configuration(.close): "close"
        }
    }
}
