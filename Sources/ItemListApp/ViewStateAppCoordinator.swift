import ReactiveNavigation
import Signals

/// The example app on the view states a SwiftUI app binds to: the same routes, performed by the same
/// ``ItemListNavigation`` `handle(route:)` as ``AppCoordinator``, with each screen a ``ViewScreen`` whose content
/// stands in for its SwiftUI view, and alerts presented over the stack.
///
/// On iOS the SwiftUI app shows ``screen`` (`ScreenView(coordinator.screen)`); on Linux the view states' `simulate`
/// methods make the user's gestures as SwiftUI writes them back.
@available(iOS 17, macOS 14, tvOS 17, watchOS 10, *)
final class ViewStateAppCoordinator: ItemListNavigation {
    /// The state of the `NavigationStack`.
    let stack: NavigationStackState
    /// The stack as one screen, with the alerts presented over it.
    let screen: ViewScreen
    let navigator: StackNavigator<AppRoute>
    let alerts: ModalNavigator<AppRoute>

    /// Creates the coordinator with an empty stack.
    ///
    /// - Parameters:
    ///   - scene: The scene of the view states: its timing and transition queue.
    ///   - diagnostics: Receives a report for every navigation the navigators refuse.
    init(scene: NavigationScene, diagnostics: NavigationDiagnostics = .debugLog) {
        stack = NavigationStackState(scene: scene)
        screen = ViewScreen(stack)
        navigator = StackNavigator(navigationController: stack, diagnostics: diagnostics)
        alerts = ModalNavigator(presenter: screen.presentations, diagnostics: diagnostics)
    }

    var rootViewController: PlatformViewController { screen }

    func screen(_ content: HeadlessViewController) -> PlatformViewController { ViewScreen(content) }
}
