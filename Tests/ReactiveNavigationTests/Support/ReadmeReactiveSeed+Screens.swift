/// The seed's names for the stand-ins of `SeedStandIns.swift`.
extension ReadmeReactiveSeed {
    typealias ConfigurationRoute = ReactiveConfiguration.Route
    typealias ConfigurationViewModelType = ReactiveConfiguration.ViewModelType
    typealias ConfigurationViewModel = ReactiveConfiguration.ViewModel
    typealias ItemListViewController = ViewModelScreen<ItemListViewModelType>
    typealias ItemViewController = ItemScreen
    typealias ConfigurationViewController = ViewModelScreen<ConfigurationViewModelType>
}
