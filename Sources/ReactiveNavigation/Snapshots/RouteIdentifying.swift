/// A coordinator whose routes are saved as a `Codable` identity it maps, for routes that carry view models or
/// services and so are not `Codable` themselves.
///
/// ```swift
/// extension AppCoordinator: RouteIdentifying {
///     func routeIdentity(of route: AppRoute) -> String? {
///         if case .item(let name) = route { name } else { nil }
///     }
///
///     func route(identifiedBy identity: String) -> AppRoute? {
///         .item(identity)
///     }
/// }
/// ```
///
/// ``Coordinator/navigationTree()`` saves each route of the coordinator's navigators as its identity, and restoring
/// turns the identity back into a route (making its view models anew) before it hands it to
/// ``Coordinator/handle(route:)``. A coordinator whose routes are `Codable` needs none of this.
@MainActor
public protocol RouteIdentifying: Coordinator {
    /// What a route is saved as.
    associatedtype RouteIdentity: Codable

    /// The identity `route` is saved as, or `nil` for a route that is not restored (restoring reports it).
    func routeIdentity(of route: Route) -> RouteIdentity?

    /// The route to take again, with new view models, or `nil` when it can no longer be (an item that is gone).
    func route(identifiedBy identity: RouteIdentity) -> Route?
}
