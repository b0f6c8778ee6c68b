import ReactiveNavigation

/// The screens: headless stand-ins for view controllers, each holding its view model.
final class ItemListScreen: HeadlessViewController {
    let viewModel: ItemListViewModel

    init(viewModel: ItemListViewModel) {
        self.viewModel = viewModel
    }
}

final class ItemScreen: HeadlessViewController {
    let item: String

    init(item: String) {
        self.item = item
    }
}

final class ConfigurationScreen: HeadlessViewController {
    let viewModel: ConfigurationViewModel

    init(viewModel: ConfigurationViewModel) {
        self.viewModel = viewModel
    }
}
