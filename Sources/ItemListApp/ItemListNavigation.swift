import ReactiveNavigation
import Signals

/// What the example app's coordinators share: the routes they perform, the same way whatever shows the screens.
///
/// ``AppCoordinator`` shows them in a navigation controller, as a UIKit app does; ``ViewStateAppCoordinator`` in the
/// view states a SwiftUI app binds to. Both perform every route with this `handle(route:)`.
@MainActor
protocol ItemListNavigation: Coordinator where Route == AppRoute {
    /// The navigator of the stack of screens.
    var navigator: StackNavigator<AppRoute> { get }
    /// Presents the alerts the screens ask for.
    var alerts: ModalNavigator<AppRoute> { get }

    /// The screen the navigator shows for `content`: the content itself, or a screen whose view it is.
    func screen(_ content: HeadlessViewController) -> PlatformViewController
}

extension ItemListNavigation {
    /// Performs a route of the example app.
    ///
    /// - Parameter route: The route.
    func handle(route: AppRoute) {
        switch route {
        case .start(let viewModel):
            let shown = screen(ItemListScreen(viewModel: viewModel))
            reactive.handle <~ viewModel.navigationSignal.take(duringLifetimeOf: shown).map(AppRoute.itemList)
            navigator.set([(route: route, viewController: shown)], animated: false)

        case .itemList(.item(let item)):
            navigator.push(route: route, viewController: screen(ItemScreen(item: item)), animated: true)

        case .itemList(.configuration(let viewModel)):
            let shown = screen(ConfigurationScreen(viewModel: viewModel))
            reactive.handle <~ viewModel.navigationSignal.take(duringLifetimeOf: shown).map(AppRoute.configuration)
            navigator.push(route: route, viewController: shown, animated: true)

        case .itemList(.catalogue(let viewModel)):
            navigator.push(route: route, viewController: screen(CatalogueScreen(viewModel: viewModel)), animated: true)

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
