import Signals

/// Lists items; says where to go through `navigationSignal` and knows nothing about screens.
final class ItemListViewModel {
    let (navigationSignal, navigationInput) = Signal<ItemListRoute, Never>.pipe()
    let items = Property(value: ["Apples", "Bread", "Cheese"])

    func select(_ item: String) {
        navigationInput.send(value: .item(item))
    }

    func openConfiguration() {
        navigationInput.send(value: .configuration(ConfigurationViewModel()))
    }
}

/// Edits settings and asks to leave when done.
final class ConfigurationViewModel {
    let (navigationSignal, navigationInput) = Signal<ConfigurationRoute, Never>.pipe()

    func save() {
        navigationInput.send(value: .done)
    }
}
