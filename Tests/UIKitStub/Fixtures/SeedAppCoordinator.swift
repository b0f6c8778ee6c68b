// swift-format-ignore-file
// The ReactiveSwift variant of navigation-example.md's AppCoordinator, in its UIKit spelling, so that
// scripts/typecheck-uikit.sh checks that the seed compiles against the UIKit adapters unchanged (only the
// imports differ; the seed elides the configuration handling, filled in with a pop). Screens and view
// models are trimmed to what the coordinator touches. Kept in the seed's own style, hence unformatted.
import ReactiveNavigationUIKit
import Signals
import UIKit

enum ItemListRoute {
    case item(String)
    case configuration(ConfigurationViewModel)
    case help
}

enum ConfigurationRoute {
    case done
}

enum AppRoute {
    case start(ItemListViewModel)
    case itemList(ItemListRoute)
    case configuration(ConfigurationRoute)
}

final class ItemListViewModel {
    let (navigationSignal, navigationObserver) = Signal<ItemListRoute, Never>.pipe()
    let items = Property(value: ["First", "Second", "Third"])
}

final class ConfigurationViewModel {
    let (navigationSignal, navigationObserver) = Signal<ConfigurationRoute, Never>.pipe()
}

final class ItemListViewController: UIViewController {
    let viewModel: ItemListViewModel

    init(viewModel: ItemListViewModel) {
        self.viewModel = viewModel
        super.init(nibName: nil, bundle: nil)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { fatalError("init(coder:) is not supported") }
}

final class ItemViewController: UIViewController {
    let item: String

    init(item: String) {
        self.item = item
        super.init(nibName: nil, bundle: nil)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { fatalError("init(coder:) is not supported") }
}

final class ConfigurationViewController: UIViewController {
    let viewModel: ConfigurationViewModel

    init(viewModel: ConfigurationViewModel) {
        self.viewModel = viewModel
        super.init(nibName: nil, bundle: nil)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { fatalError("init(coder:) is not supported") }
}

final class HelpViewController: UIViewController {}

final class AppCoordinator: Coordinator, ReactiveExtensionsProvider {
    // MARK: - Properties

    private let navigator: StackNavigator<AppRoute>

    private let navigationController = UINavigationController()

    // MARK: - Init

    init() {
        navigator = StackNavigator(navigationController: navigationController)
    }

    // MARK: - Coordinator

    var rootViewController: UIViewController { navigationController }

    func handle(route: AppRoute) {
        switch route {
        case let .start(viewModel):
            let viewController = ItemListViewController(viewModel: viewModel)
            reactive.handle <~ viewModel.navigationSignal
                .take(duringLifetimeOf: viewController)
                .map(AppRoute.itemList)
            navigator.set([(route: route, viewController: viewController)], animated: false)

        case let .itemList(itemListRoute):
            handle(route: route, listRoute: itemListRoute)

        case let .configuration(configurationRoute):
            handle(route: route, configurationRoute: configurationRoute)
        }
    }

    private func handle(route: AppRoute, listRoute: ItemListRoute) {
        switch listRoute {
        case let .item(item):
            let viewController = ItemViewController(item: item)
            navigator.push(route: route, viewController: viewController, animated: true)

        case let .configuration(viewModel):
            let viewController = ConfigurationViewController(viewModel: viewModel)
            reactive.handle <~ viewModel.navigationSignal
                .take(duringLifetimeOf: viewController)
                .map(AppRoute.configuration)
            navigator.push(route: route, viewController: viewController, animated: true)

        case .help:
            let viewController = HelpViewController()
            navigator.push(route: route, viewController: viewController, animated: true)
        }
    }

    private func handle(route: AppRoute, configurationRoute: ConfigurationRoute) {
        navigator.pop(animated: true)
    }
}
