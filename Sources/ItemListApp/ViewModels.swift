import Signals

/// Lists items; says where to go through `navigationSignal` and knows nothing about screens.
final class ItemListViewModel {
    let (navigationSignal, navigationInput) = Signal<ItemListRoute, Never>.pipe()
    let items = Property(value: ["Apples", "Bread", "Cheese"])
    private let catalogueService: CatalogueService

    init(catalogueService: CatalogueService = CatalogueService()) {
        self.catalogueService = catalogueService
    }

    func select(_ item: String) {
        navigationInput.send(value: .item(item))
    }

    func openConfiguration() {
        navigationInput.send(value: .configuration(ConfigurationViewModel()))
    }

    func openCatalogue() {
        navigationInput.send(value: .catalogue(CatalogueViewModel(service: catalogueService)))
    }
}

/// Edits settings and asks to leave when done.
final class ConfigurationViewModel {
    let (navigationSignal, navigationInput) = Signal<ConfigurationRoute, Never>.pipe()
    /// How many times the settings were reset.
    let resets = MutableProperty(0)

    func save() {
        navigationInput.send(value: .done)
    }

    /// Asks the user to confirm before resetting: the coordinator shows an alert.
    func askToReset() {
        navigationInput.send(value: .confirmReset(self))
    }

    /// Resets the settings, once the user confirmed.
    func reset() {
        resets.value += 1
    }
}
