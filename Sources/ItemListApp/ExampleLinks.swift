import ReactiveNavigation

/// The links the example app opens, such as `itemlist://items/Apples/configuration`.
@MainActor
enum ExampleLinks {
    /// The link the menu's deep link opens.
    static let applesConfiguration = "itemlist://items/Apples/configuration"

    /// The app's link patterns: an item, an item's configuration, the configuration, the catalogue. It takes the
    /// `itemlist` scheme only, and prints the links of an item and of an item's configuration back.
    ///
    /// - Parameter catalogueService: The service the catalogue a link opens loads from.
    /// - Returns: A router from links to the steps of a deep link.
    static func router(catalogueService: CatalogueService) -> DeepLinkRouter<[AppRoute]> {
        var router = DeepLinkRouter<[AppRoute]>(schemes: ["itemlist"])
        router.add("items/:item") { parameters in
            [.itemList(.item(try parameters.string("item")))]
        } link: { routes in
            guard routes.count == 1, case .itemList(.item(let item)) = routes[0] else { return nil }
            return ["item": item]
        }
        router.add("items/:item/configuration") { parameters in
            [.itemList(.item(try parameters.string("item"))), .itemList(.configuration(ConfigurationViewModel()))]
        } link: { routes in
            guard routes.count == 2, case .itemList(.item(let item)) = routes[0],
                case .itemList(.configuration) = routes[1]
            else { return nil }
            return ["item": item]
        }
        router.add("configuration") { _ in [.itemList(.configuration(ConfigurationViewModel()))] }
        router.add("catalogue") { _ in [.itemList(.catalogue(CatalogueViewModel(service: catalogueService)))] }
        return router
    }
}
