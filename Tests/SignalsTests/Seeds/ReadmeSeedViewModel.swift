import Signals

// The view model of the seed README's "ReactiveSwift + Signals" example, verbatim but for the import, wrapped in a
// namespace so that it can sit beside the other seed's variant. The configuration types are the seeds' unnamed "...".

enum ReadmeSeed {
    protocol ConfigurationViewModelType {
        var navigationSignal: Signal<ConfigurationRoute, Never> { get }
    }

    enum ConfigurationRoute {
        case done
    }

    final class ConfigurationViewModel: ConfigurationViewModelType {
        let (navigationSignal, navigationObserver) = Signal<ConfigurationRoute, Never>.pipe()
    }

    enum ItemListRoute {
        case item(String)
        case configuration(ConfigurationViewModelType)
    }

    protocol ItemListViewModelType {
        var navigationSignal: Signal<ItemListRoute, Never> { get }
        var items: Property<[String]> { get }
        var itemPressedObserver: Signal<String, Never>.Observer { get }
        var configurationPressedObserver: Signal<Void, Never>.Observer { get }
    }

    final class ItemListViewModel: ItemListViewModelType {
        private let (lifetime, token) = Lifetime.make()
        let (navigationSignal, navigationObserver) = Signal<ItemListRoute, Never>.pipe()
        let items = Property(value: ["First", "Second", "Third"])
        let (itemPressedSignal, itemPressedObserver) = Signal<String, Never>.pipe()
        let (configurationPressedSignal, configurationPressedObserver) = Signal<Void, Never>.pipe()

        init() {
            lifetime +=
                itemPressedSignal
                .map(ItemListRoute.item)
                .observe(navigationObserver)

            lifetime +=
                configurationPressedSignal
                .map { _ in
                    let viewModel = ConfigurationViewModel()
                    return .configuration(viewModel)
                }
                .observe(navigationObserver)
        }
    }
}
