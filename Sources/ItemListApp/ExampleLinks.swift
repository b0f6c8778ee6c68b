import ReactiveNavigation

/// The links the example app opens, such as `itemlist://items/Apples/configuration`.
@MainActor
enum ExampleLinks {
    /// The link the menu's deep link opens.
    static let applesConfiguration = "itemlist://items/Apples/configuration"

    /// The app's link patterns: an item, an item's configuration, the configuration, the catalogue.
    ///
    /// - Parameter catalogueService: The service the catalogue a link opens loads from.
    /// - Returns: A router from links to the steps of a deep link.
    static func router(catalogueService: CatalogueService) -> DeepLinkRouter<[AppRoute]> {
        var router = DeepLinkRouter<[AppRoute]>()
        router.add("items/:item") { parameters throws(DeepLinkError) in
            [.itemList(.item(try parameters.string("item")))]
        }
        router.add("items/:item/configuration") { parameters throws(DeepLinkError) in
            [.itemList(.item(try parameters.string("item"))), .itemList(.configuration(ConfigurationViewModel()))]
        }
        router.add("configuration") { _ in [.itemList(.configuration(ConfigurationViewModel()))] }
        router.add("catalogue") { _ in [.itemList(.catalogue(CatalogueViewModel(service: catalogueService)))] }
        return router
    }
}
