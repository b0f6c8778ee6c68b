/// A coordinator's navigators and child coordinators, found in its stored properties (`lazy` ones once made, and the
/// elements of arrays), and how its routes become data and back.
///
/// Erasers (``AnyCoordinator``, ``WeakCoordinator``, ``UnownedCoordinator``) are seen through to the coordinator they
/// wrap. A coordinator that conforms to `CustomReflectable` is walked through its custom mirror.
@MainActor
struct CoordinatorParts<Owner: Coordinator> {
    let owner: Owner
    /// The navigators, with the names of the properties that hold them, containers first.
    let navigators: [(name: String, navigator: any SnapshotNavigator)]
    /// The child coordinators the coordinator holds in its properties.
    private let coordinators: [any Coordinator]

    init(_ owner: Owner) {
        self.owner = owner
        var navigators: [(name: String, navigator: any SnapshotNavigator)] = []
        var coordinators: [any Coordinator] = []
        func collect(_ value: Any, name: String) {
            guard let value = Self.unwrapped(value) else { return }
            if let navigator = value as? any SnapshotNavigator {
                if !navigators.contains(where: { $0.navigator === navigator }) { navigators.append((name, navigator)) }
            } else if let coordinator = value as? any Coordinator {
                if let child = unerased(coordinator), child !== owner { coordinators.append(child) }
            } else if Mirror(reflecting: value).displayStyle == .collection {
                for (index, element) in Mirror(reflecting: value).children.enumerated() {
                    collect(element.value, name: "\(name)[\(index)]")
                }
            }
        }
        var mirror: Mirror? = Mirror(reflecting: owner)
        while let current = mirror {
            for child in current.children {
                guard var name = child.label else { continue }
                if name.hasPrefix(Self.lazyPrefix) { name.removeFirst(Self.lazyPrefix.count) }
                collect(child.value, name: name)
            }
            mirror = current.superclassMirror
        }
        let order: [NavigatorState.Kind] = [.split, .tab, .page, .stack, .modal]
        self.navigators = navigators.enumerated().sorted { left, right in
            let (leftRank, rightRank) = (
                order.firstIndex(of: left.element.navigator.snapshotKind) ?? 0,
                order.firstIndex(of: right.element.navigator.snapshotKind) ?? 0
            )
            return leftRank == rightRank ? left.offset < right.offset : leftRank < rightRank
        }
        .map(\.element)
        self.coordinators = coordinators
    }

    private static var lazyPrefix: String { "$__lazy_storage_$_" }

    /// `value`, unwrapped when it is an optional (a `lazy` or `weak` property).
    private static func unwrapped(_ value: Any) -> Any? {
        let mirror = Mirror(reflecting: value)
        guard mirror.displayStyle == .optional else { return value }
        return mirror.children.first.flatMap { unwrapped($0.value) }
    }

    func navigator(named name: String) -> (any SnapshotNavigator)? {
        navigators.first { $0.name == name }?.navigator
    }

    /// Looks up the transition queue of the coordinator's hierarchy each time it is called (a child's hierarchy joins
    /// its parent's once it is shown): the queue of its first navigator, found once, or of its root screen.
    static func queueLookup(of owner: Owner) -> @MainActor () -> TransitionQueue {
        let navigator = CoordinatorParts(owner).navigators.first?.navigator
        return { [weak owner, weak navigator] in
            navigator?.snapshotQueue
                ?? ((owner?.rootViewController as AnyObject?) as? any TransitionHost)?.transitionQueue ?? .main
        }
    }

    /// The child coordinator that `screen` shows: the one its navigator keeps, or one the coordinator holds whose
    /// root is the screen.
    func childCoordinator(of screen: SnapshotScreen) -> (any Coordinator)? {
        if let child = screen.child as? any Coordinator { return unerased(child) }
        return coordinators.first { ($0.rootViewController as AnyObject) === screen.viewController }
    }

    /// The navigator, and the index of its screen, whose screen is `host`: the host itself, the controller a UIKit
    /// adapter adapts, or the view state a SwiftUI screen holds.
    func container(of host: AnyObject) -> NavigatorState.Container? {
        let screen = hostedScreen(of: host)
        for (name, navigator) in navigators where [.tab, .page, .split].contains(navigator.snapshotKind) {
            let index = navigator.snapshotScreens.firstIndex { shown in
                shown.viewController === screen || viewStateContent(of: shown.viewController) === screen
            }
            if let index { return NavigatorState.Container(navigator: name, screen: index) }
        }
        return nil
    }

    /// The hosts of the coordinator's navigators and of its children's, which a restoration waits for: it reads the
    /// navigators, which follow their hosts only once a transition (the user's too) has ended.
    func hosts(visited: inout Set<ObjectIdentifier>) -> [any TransitionHost] {
        guard visited.insert(ObjectIdentifier(owner)).inserted else { return [] }
        var hosts: [any TransitionHost] = []
        for (_, navigator) in navigators {
            if let host = navigator.snapshotHost as? any TransitionHost { hosts.append(host) }
            for screen in navigator.snapshotScreens {
                guard let child = childCoordinator(of: screen) else { continue }
                hosts += Self.hosts(of: child, visited: &visited)
            }
        }
        return hosts
    }

    private static func hosts<Child: Coordinator>(of coordinator: Child, visited: inout Set<ObjectIdentifier>)
        -> [any TransitionHost]
    {
        CoordinatorParts<Child>(coordinator).hosts(visited: &visited)
    }

    // MARK: - Routes as data

    /// `route` as data: its identity when the coordinator maps its routes, else its own encoding when it is
    /// `Codable`.
    func value(of route: Any) -> RouteValue? {
        if let identifying = owner as? any RouteIdentifying,
            let identity = Self.identityValue(of: route, by: identifying)
        {
            return identity
        }
        return (route as? any Encodable).flatMap { try? RouteValueEncoder.encode($0) }
    }

    private static func identityValue<Identifying: RouteIdentifying>(of route: Any, by owner: Identifying)
        -> RouteValue?
    {
        guard let route = route as? Identifying.Route, let identity = owner.routeIdentity(of: route) else {
            return nil
        }
        return try? RouteValueEncoder.encode(identity)
    }

    /// The coordinator's route that `value` saves, for a navigator whose routes are of type `routeType`.
    ///
    /// - Throws: A sentence saying why it cannot be read back.
    func route(from value: RouteValue, of routeType: Any.Type) throws(RestorationError) -> Owner.Route {
        guard routeType == Owner.Route.self else {
            throw RestorationError(
                "its navigator's routes are \(routeType), which \(Owner.self).handle(route:) does not take")
        }
        if let identifying = owner as? any RouteIdentifying {
            guard let route = try Self.identifiedRoute(value, by: identifying) as? Owner.Route else {
                throw RestorationError("\(Owner.self) no longer has a route for this identity")
            }
            return route
        }
        guard let type = Owner.Route.self as? any Decodable.Type else {
            throw RestorationError("\(Owner.Route.self) is not Codable, and \(Owner.self) is not RouteIdentifying")
        }
        do {
            guard let route = try RouteValueDecoder.decode(type, from: value) as? Owner.Route else {
                throw RestorationError("the route could not be read back")
            }
            return route
        } catch {
            throw RestorationError("the route could not be read back: \(error)")
        }
    }

    private static func identifiedRoute<Identifying: RouteIdentifying>(
        _ value: RouteValue, by owner: Identifying
    ) throws(RestorationError) -> Any? {
        let identity: Identifying.RouteIdentity
        do {
            identity = try RouteValueDecoder.decode(Identifying.RouteIdentity.self, from: value)
        } catch {
            throw RestorationError("the identity could not be read back: \(error)")
        }
        return owner.route(identifiedBy: identity)
    }

    // MARK: - Taking the tree

    /// The tree of the coordinator and of its children, each coordinator taken once.
    func tree(visited: inout Set<ObjectIdentifier>) -> NavigationTree {
        visited.insert(ObjectIdentifier(owner))
        var states: [NavigatorState] = []
        for (name, navigator) in navigators {
            let screens = navigator.snapshotScreens.map { screen in
                var child: NavigationTree?
                if let coordinator = childCoordinator(of: screen), !visited.contains(ObjectIdentifier(coordinator)) {
                    child = Self.tree(of: coordinator, visited: &visited)
                }
                return ScreenState(
                    route: value(of: screen.route), column: screen.column.map { "\($0)" }, child: child)
            }
            states.append(
                NavigatorState(
                    name: name, kind: navigator.snapshotKind, screens: screens,
                    selection: navigator.snapshotSelection, container: container(of: navigator.snapshotHost)))
        }
        return NavigationTree(navigators: states)
    }

    static func tree<Child: Coordinator>(of coordinator: Child, visited: inout Set<ObjectIdentifier>)
        -> NavigationTree
    {
        CoordinatorParts<Child>(coordinator).tree(visited: &visited)
    }
}

/// Why a saved route could not be read back.
struct RestorationError: Error {
    let reason: String

    init(_ reason: String) {
        self.reason = reason
    }
}
