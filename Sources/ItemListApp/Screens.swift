import ReactiveNavigation
import Signals

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

/// Shows the catalogue's state in its status line, which stands in for a label.
final class CatalogueScreen: HeadlessViewController {
    let viewModel: CatalogueViewModel
    /// The status line's text, updated on the main thread.
    let statusText = MutableProperty("")

    init(viewModel: CatalogueViewModel) {
        self.viewModel = viewModel
        super.init()
        // The action delivers on the global concurrent executor; the label is updated on the main thread.
        statusText <~ viewModel.state.producer.observe(on: UIScheduler()).map(\.description)
    }
}
