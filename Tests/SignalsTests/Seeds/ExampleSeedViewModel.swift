import Signals

// The view model of the seed example's "ReactiveSwift + Signals" variant, verbatim but for the import, wrapped in a
// namespace so that it can sit beside the README's variant. The configuration types are the seeds' unnamed "...".

enum ExampleSeed {
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
        case help
    }

    typealias ItemListViewModelType = ItemListViewModelInputs & ItemListViewModelOutputs

    protocol ItemListViewModelInputs {
        var itemPressedObserver: Signal<String, Never>.Observer { get }
        var connectionPressedObserver: Signal<Void, Never>.Observer { get }
        var helpPressedObserver: Signal<Void, Never>.Observer { get }
    }

    protocol ItemListViewModelOutputs {
        var navigationSignal: Signal<ItemListRoute, Never> { get }
        var items: Property<[String]> { get }
    }

    final class ItemListViewModel: ItemListViewModelType {
        // MARK: - Private state

        private let (lifetime, token) = Lifetime.make()

        // MARK: - Inputs

        let (itemPressedSignal, itemPressedObserver) = Signal<String, Never>.pipe()
        let (connectionPressedSignal, connectionPressedObserver) = Signal<Void, Never>.pipe()
        let (helpPressedSignal, helpPressedObserver) = Signal<Void, Never>.pipe()

        // MARK: - Outputs

        let (navigationSignal, navigationObserver) = Signal<ItemListRoute, Never>.pipe()
        let items = Property(value: ["First", "Second", "Third"])

        // MARK: - Init

        init() {
            lifetime +=
                itemPressedSignal
                .map(ItemListRoute.item)
                .observe(navigationObserver)

            lifetime +=
                connectionPressedSignal
                .map { _ in
                    let viewModel = ConfigurationViewModel()
                    return .configuration(viewModel)
                }
                .observe(navigationObserver)

            lifetime +=
                helpPressedSignal
                .map(value: .help)
                .observe(navigationObserver)
        }
    }
}
