// swift-format-ignore-file
// The launch code follows the seed's AppDelegate, without the window.
import ReactiveNavigation

extension ReadmeReactiveSeed {
    final class App: SeedApp {
        nonisolated static let isReactive = true
        private var appCoordinator: AppCoordinator?

        init() {
            let coordinator = AppCoordinator()
            self.appCoordinator = coordinator
            let viewModel = ItemListViewModel()
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
            itemListViewModel.itemPressedObserver.send(value: item)
        }

        func pressConfiguration() {
            itemListViewModel.configurationPressedObserver.send(value: ())
        }

        func pressClose(on viewModel: AnyObject?) -> AnyObject? {
            let viewModel = (viewModel ?? topViewModel) as! ConfigurationViewModel
            viewModel.closePressedObserver.send(value: ())
            return viewModel
        }
    }
}

extension ReadmeReactiveSeed.AppRoute {
    var name: String {
        switch self {
        case .start: "start"
        case let .itemList(.item(item)): "item \(item)"
        case .itemList(.configuration): "configuration"
        case .configuration(.close): "close"
        }
    }
}
