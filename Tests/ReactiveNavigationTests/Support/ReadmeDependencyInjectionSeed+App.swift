// swift-format-ignore-file
// The launch code follows the seed's AppDelegate, without the window.
import ReactiveNavigation

extension ReadmeDependencyInjectionSeed {
    final class App: SeedApp {
        nonisolated static let isReactive = false
        private var appCoordinator: AppCoordinator?

        init() {
            let coordinator = AppCoordinator()
            self.appCoordinator = coordinator
            let viewModel = ItemListViewModel(coordinator: coordinator.eraseToUnownedCoordinator(transform: AppRoute.itemList),
                                              configurationCoordinator: coordinator.eraseToUnownedCoordinator(transform: AppRoute.configuration))
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
            itemListViewModel.configurationPressed()
        }

        func pressClose(on viewModel: AnyObject?) -> AnyObject? {
            let viewModel = (viewModel ?? topViewModel) as! ConfigurationViewModel
            viewModel.closePressed()
            return viewModel
        }
    }
}

extension ReadmeDependencyInjectionSeed.AppRoute {
    var name: String {
        switch self {
        case .start: "start"
        case let .itemList(.item(item)): "item \(item)"
        case .itemList(.configuration): "configuration"
        case .configuration(.close): "close"
        }
    }
}
