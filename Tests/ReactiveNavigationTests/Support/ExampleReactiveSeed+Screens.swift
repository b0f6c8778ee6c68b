/// The seed's names for the stand-ins of `SeedStandIns.swift`.
extension ExampleReactiveSeed {
    typealias ConfigurationRoute = ReactiveConfiguration.Route
    typealias ConfigurationViewModelType = ReactiveConfiguration.ViewModelType
    typealias ConfigurationViewModel = ReactiveConfiguration.ViewModel
    typealias ItemListViewController = ViewModelScreen<ItemListViewModelType>
    typealias ItemViewController = ItemScreen
    typealias ConfigurationViewController = ViewModelScreen<ConfigurationViewModelType>
    typealias HelpViewController = HelpScreen
}
