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

/// A route is saved as what it shows, not as its view models: a restored screen gets new ones, as a deep link's does.
/// This is all the restoration code the app has; `navigationTree()` and `restore(_:)` do the rest.
extension AppRoute: Codable {
    private enum Saved: Codable {
        case start
        case item(String)
        case configuration, catalogue, done
    }

    init(from decoder: any Decoder) throws {
        self =
            switch try Saved(from: decoder) {
            case .start: .start(ItemListViewModel())
            case .item(let item): .itemList(.item(item))
            case .configuration: .itemList(.configuration(ConfigurationViewModel()))
            case .catalogue: .itemList(.catalogue(CatalogueViewModel(service: CatalogueService())))
            case .done: .configuration(.done)
            }
    }

    func encode(to encoder: any Encoder) throws {
        let saved: Saved =
            switch self {
            case .start: .start
            case .itemList(.item(let item)): .item(item)
            case .itemList(.configuration): .configuration
            case .itemList(.catalogue): .catalogue
            case .configuration(.done): .done
            case .configuration(.confirmReset):
                // The alert's answer goes to the view model of the screen below it, which a new alert would not have.
                throw EncodingError.invalidValue(
                    self, .init(codingPath: encoder.codingPath, debugDescription: "an open alert is not restored"))
            }
        try saved.encode(to: encoder)
    }
}
