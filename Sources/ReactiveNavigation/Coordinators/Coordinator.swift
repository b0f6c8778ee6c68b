import Signals

/// An object that owns a part of the screen hierarchy and performs the navigation its routes ask for.
///
/// View models describe *what* should happen with a `Route`; the coordinator decides *how*.
///
/// ```swift
/// final class AppCoordinator: Coordinator {
///     private let navigationController = HeadlessNavigationController()
///     private lazy var navigator = StackNavigator<AppRoute>(navigationController: navigationController)
///
///     var rootViewController: PlatformViewController { navigationController }
///
///     func handle(route: AppRoute) {
///         navigator.push(route: route, viewController: DetailScreen(route: route), animated: true)
///     }
/// }
/// ```
///
/// Coordinators live on the main actor. Every coordinator has `reactive.handle`, a binding target
/// that delivers routes on the main actor.
@MainActor
public protocol Coordinator: AnyObject, ReactiveExtensionsProvider {
    /// The value that describes a navigation this coordinator performs.
    associatedtype Route

    /// The type of ``rootViewController``: inferred from it, so that a UIKit coordinator's root is a
    /// `UIViewController` (which a window takes), a headless one's a ``HeadlessNavigationController``.
    associatedtype RootViewController: AnyObject = PlatformViewController

    /// The screen that shows everything this coordinator manages.
    var rootViewController: RootViewController { get }

    /// Performs the navigation `route` describes.
    ///
    /// - Parameter route: The navigation to perform.
    func handle(route: Route)
}

extension Coordinator {
    /// Performs several navigations in order, as a deep link does.
    ///
    /// - Parameter routes: The navigations to perform, first one first.
    public func handle(routes: some Sequence<Route>) {
        for route in routes {
            handle(route: route)
        }
    }
}
