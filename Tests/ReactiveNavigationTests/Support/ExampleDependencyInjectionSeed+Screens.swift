/// The seed's names for the stand-ins of `SeedStandIns.swift`.
extension ExampleDependencyInjectionSeed {
    typealias ConfigurationRoute = InjectedConfiguration.Route
    typealias ConfigurationViewModelType = InjectedConfiguration.ViewModelType
    typealias ConfigurationViewModel = InjectedConfiguration.ViewModel
    typealias ItemListViewController = ViewModelScreen<ItemListViewModelType>
    typealias ItemViewController = ItemScreen
    typealias ConfigurationViewController = ViewModelScreen<ConfigurationViewModelType>
    typealias HelpViewController = HelpScreen
}
