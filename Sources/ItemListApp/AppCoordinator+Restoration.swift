import ReactiveNavigation

extension AppCoordinator: RestorableCoordinator {
    /// A screen of the stack as data: the routes carry view models, which a snapshot does not save.
    enum Step: Codable, Equatable {
        case item(String)
        case configuration
        case catalogue
    }

    func restorationSteps() -> [Step] {
        navigator.routes.compactMap { route in
            switch route {
            case .itemList(.item(let item)): .item(item)
            case .itemList(.configuration): .configuration
            case .itemList(.catalogue): .catalogue
            case .start, .configuration: nil
            }
        }
    }

    func route(restoring step: Step) -> AppRoute? {
        switch step {
        case .item(let item): .itemList(.item(item))
        case .configuration: .itemList(.configuration(ConfigurationViewModel()))
        case .catalogue: .itemList(.catalogue(CatalogueViewModel(service: CatalogueService())))
        }
    }
}
