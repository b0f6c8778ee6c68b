import ReactiveNavigation
import Signals

/// The types the seed uses but leaves out: its screens and its configuration flow.
extension ExampleReactiveSeed {
    enum ConfigurationRoute {
        case close
    }

    protocol ConfigurationViewModelType {
        var navigationSignal: Signal<ConfigurationRoute, Never> { get }
        var closePressedObserver: Signal<Void, Never>.Observer { get }
    }

    final class ConfigurationViewModel: ConfigurationViewModelType {
        private let (lifetime, token) = Lifetime.make()
        let (navigationSignal, navigationObserver) = Signal<ConfigurationRoute, Never>.pipe()
        let (closePressedSignal, closePressedObserver) = Signal<Void, Never>.pipe()

        init() {
            lifetime += closePressedSignal.map(value: .close).observe(navigationObserver)
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

    final class HelpViewController {}
}
