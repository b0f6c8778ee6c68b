import ReactiveNavigation
import Signals

/// Shows the item list in a navigation stack and performs every route its view models send.
final class AppCoordinator: Coordinator {
    let navigationController: HeadlessNavigationController  // UINavigationController on iOS
    let navigator: StackNavigator<AppRoute>
    /// Presents the alerts the screens ask for.
    let alerts: ModalNavigator<AppRoute>

    /// Creates the coordinator with an empty navigation stack.
    ///
    /// - Parameters:
    ///   - timing: How long the headless navigation controller's animated transitions take.
    ///   - diagnostics: Receives a report for every navigation the navigator refuses.
    init(timing: TransitionTiming = .instant, diagnostics: NavigationDiagnostics = .debugLog) {
        navigationController = HeadlessNavigationController(timing: timing)
        navigator = StackNavigator(navigationController: navigationController, diagnostics: diagnostics)
        alerts = ModalNavigator(presenter: navigationController, diagnostics: diagnostics)
    }

    var rootViewController: PlatformViewController { navigationController }

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
