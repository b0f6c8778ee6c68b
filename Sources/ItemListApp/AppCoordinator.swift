import ReactiveNavigation
import Signals

/// Shows the item list in a headless navigation controller (a `UINavigationController` on iOS) and performs every
/// route its view models send, with ``ItemListNavigation``'s `handle(route:)`.
final class AppCoordinator: ItemListNavigation {
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

    func screen(_ content: HeadlessViewController) -> PlatformViewController { content }
}
