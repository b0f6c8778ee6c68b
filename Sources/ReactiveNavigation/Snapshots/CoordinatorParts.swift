/// A coordinator's navigators and child coordinators, found in its stored properties (`lazy` ones once made), and how
/// its routes become data and back.
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
        var mirror: Mirror? = Mirror(reflecting: owner)
        while let current = mirror {
            for child in current.children {
                guard var name = child.label, let value = Self.unwrapped(child.value) else { continue }
                if name.hasPrefix(Self.lazyPrefix) { name.removeFirst(Self.lazyPrefix.count) }
                if let navigator = value as? any SnapshotNavigator {
                    if !navigators.contains(where: { $0.navigator === navigator }) {
                        navigators.append((name, navigator))
                    }
                } else if let coordinator = value as? any Coordinator, coordinator !== owner {
                    coordinators.append(coordinator)
                }
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

    /// The child coordinator that `screen` shows: the one its navigator keeps, or one the coordinator holds whose
    /// root is the screen.
    func childCoordinator(of screen: SnapshotScreen) -> (any Coordinator)? {
        if let child = screen.child as? any Coordinator { return child }
        return coordinators.first { ($0.rootViewController as AnyObject) === screen.viewController }
    }

    /// The navigator, and the index of its screen, whose screen is `host`.
    func container(of host: AnyObject) -> NavigatorState.Container? {
        for (name, navigator) in navigators where [.tab, .page, .split].contains(navigator.snapshotKind) {
            if let index = navigator.snapshotScreens.firstIndex(where: { $0.viewController === host }) {
                return NavigatorState.Container(navigator: name, screen: index)
            }
        }
        return nil
    }

    /// The hosts of the coordinator's navigators and of its children's, which a restoration waits for: it reads the
    /// navigators, which follow their hosts only once a transition (the user's too) has ended.
    func hosts() -> [any TransitionHost] {
        var hosts: [any TransitionHost] = []
        for (_, navigator) in navigators {
            if let host = navigator.snapshotHost as? any TransitionHost { hosts.append(host) }
            for screen in navigator.snapshotScreens {
                guard let child = childCoordinator(of: screen), child !== owner else { continue }
                hosts += Self.hosts(of: child)
            }
        }
        return hosts
    }

    private static func hosts<Child: Coordinator>(of coordinator: Child) -> [any TransitionHost] {
        CoordinatorParts<Child>(coordinator).hosts()
    }

    // MARK: - Routes as data

    /// `route` as data: its identity when the coordinator maps its routes, else its own encoding when it is
    /// `Codable`.
    func value(of route: Any) -> RouteValue? {
        if let identifying = owner as? any RouteIdentifying {
            return Self.identityValue(of: route, by: identifying)
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

    /// The coordinator's route that `value` saves.
    ///
    /// - Throws: A sentence saying why it cannot be read back.
    func route(from value: RouteValue) throws(RestorationError) -> Owner.Route {
        if let identifying = owner as? any RouteIdentifying {
            guard let route = try Self.identifiedRoute(value, by: identifying) as? Owner.Route else {
                throw RestorationError("\(type(of: owner)) no longer has a route for this identity")
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
