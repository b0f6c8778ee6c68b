/// Where the item list wants to go.
enum ItemListRoute {
    case item(String)
    case configuration(ConfigurationViewModel)
    case catalogue(CatalogueViewModel)
}

/// Where the configuration screen wants to go.
enum ConfigurationRoute {
    case done
    /// Asks the user to confirm a reset, with an alert; the view model resets once confirmed.
    case confirmReset(ConfigurationViewModel)
}

/// Every navigation the app coordinator performs.
enum AppRoute: CustomStringConvertible {
    case start(ItemListViewModel)
    case itemList(ItemListRoute)
    case configuration(ConfigurationRoute)

    var description: String {
        switch self {
        case .start: "Items"
        case .itemList(.item(let item)): item
        case .itemList(.configuration): "Configuration"
        case .itemList(.catalogue): "Catalogue"
        case .configuration(.done): "Done"
        case .configuration(.confirmReset): "Reset?"
        }
    }
}
