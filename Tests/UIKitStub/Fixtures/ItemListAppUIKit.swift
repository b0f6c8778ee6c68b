// typecheck-with: Sources/ItemListApp/Routes.swift Sources/ItemListApp/ViewModels.swift
// typecheck-with: Sources/ItemListApp/CatalogueViewModel.swift Sources/ItemListApp/CatalogueService.swift
// The README's "On iOS" section: the example app's coordinator in its UIKit spelling, with the example's own routes
// and view models (Sources/ItemListApp, typechecked with this file as they are), a UIKit screen and a scene
// delegate. scripts/typecheck-uikit.sh typechecks it against the UIKit stub; DocumentationCodeBlockTests checks that
// the README shows it as it is here.
import ReactiveNavigationUIKit
import Signals
import UIKit

final class AppCoordinator: Coordinator {
    let navigationController = UINavigationController()  // the example's is headless, with a transition timing
    let navigator: StackNavigator<AppRoute>
    let alerts: ModalNavigator<AppRoute>

    init() {
        navigator = StackNavigator(navigationController: navigationController)
        alerts = ModalNavigator(presenter: navigationController)
    }

    var rootViewController: UIViewController { navigationController }

    func handle(route: AppRoute) {
        switch route {
        case .start(let viewModel):
            let screen = ItemListScreen(viewModel: viewModel)
            reactive.handle <~ viewModel.navigationSignal.take(duringLifetimeOf: screen).map(AppRoute.itemList)
            navigator.set([(route: route, viewController: screen)], animated: false)

        case .itemList(.item(let item)):
            navigator.push(route: route, viewController: ItemScreen(item: item), animated: true)

        case .itemList(.configuration(let viewModel)):
            let screen = ConfigurationScreen(viewModel: viewModel)
            reactive.handle <~ viewModel.navigationSignal.take(duringLifetimeOf: screen).map(AppRoute.configuration)
            navigator.push(route: route, viewController: screen, animated: true)

        case .itemList(.catalogue(let viewModel)):
            navigator.push(route: route, viewController: CatalogueScreen(viewModel: viewModel), animated: true)

        case .configuration(.done):
            navigator.pop(to: { if case .start = $0 { true } else { false } }, animated: true)

        case .configuration(.confirmReset(let viewModel)):
            let alert = Alert(
                title: "Reset the configuration?",
                buttons: [
                    .init("Reset", role: .destructive, result: true), .init("Cancel", role: .cancel, result: false),
                ])
            alerts.present(alert: alert, route: route, animated: true).observeValues { [weak viewModel] answer in
                if case .finished(true) = answer { viewModel?.reset() }
            }
        }
    }
}

final class ItemListScreen: UIViewController {
    let viewModel: ItemListViewModel

    init(viewModel: ItemListViewModel) {
        self.viewModel = viewModel
        super.init(nibName: nil, bundle: nil)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { fatalError("init(coder:) is not supported") }

    // viewDidLoad builds the list; selecting a row calls viewModel.select(item).
}

final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
    private let coordinator = AppCoordinator()

    func scene(
        _ scene: UIScene,
        willConnectTo session: UISceneSession,
        options connectionOptions: UIScene.ConnectionOptions
    ) {
        guard let windowScene = scene as? UIWindowScene else { return }
        let window = UIWindow(windowScene: windowScene)
        window.rootViewController = coordinator.rootViewController
        window.makeKeyAndVisible()
        self.window = window
        coordinator.handle(route: .start(ItemListViewModel()))
    }
}

// The other screens, as the README says: like ItemListScreen.

final class ItemScreen: UIViewController {
    let item: String

    init(item: String) {
        self.item = item
        super.init(nibName: nil, bundle: nil)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { fatalError("init(coder:) is not supported") }
}

final class ConfigurationScreen: UIViewController {
    let viewModel: ConfigurationViewModel

    init(viewModel: ConfigurationViewModel) {
        self.viewModel = viewModel
        super.init(nibName: nil, bundle: nil)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { fatalError("init(coder:) is not supported") }
}

final class CatalogueScreen: UIViewController {
    let viewModel: CatalogueViewModel
    /// The status label's text; viewDidLoad binds the label to it.
    let statusText = MutableProperty("")

    init(viewModel: CatalogueViewModel) {
        self.viewModel = viewModel
        super.init(nibName: nil, bundle: nil)
        statusText <~ viewModel.state.producer.observe(on: UIScheduler()).map(\.description)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { fatalError("init(coder:) is not supported") }
}
