import ReactiveNavigation

/// The types the seed uses but leaves out: its screens and its configuration flow.
extension ReadmeDependencyInjectionSeed {
    enum ConfigurationRoute {
        case close
    }

    protocol ConfigurationViewModelType {
        func closePressed()
    }

    final class ConfigurationViewModel: ConfigurationViewModelType {
        private let coordinator: UnownedCoordinator<ConfigurationRoute>

        init(coordinator: UnownedCoordinator<ConfigurationRoute>) {
            self.coordinator = coordinator
        }

        func closePressed() {
            coordinator.handle(route: .close)
        }
    }

    final class ItemListViewController {
        let viewModel: ItemListViewModelType

        init(viewModel: ItemListViewModelType) {
            self.viewModel = viewModel
        }
    }

    final class ItemViewController {
        let item: String

        init(item: String) {
            self.item = item
        }
    }

    final class ConfigurationViewController {
        let viewModel: ConfigurationViewModelType

        init(viewModel: ConfigurationViewModelType) {
            self.viewModel = viewModel
        }
    }
}
