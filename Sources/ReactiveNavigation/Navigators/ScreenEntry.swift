/// A screen shown by a navigator, the route that showed it and what it keeps alive.
@MainActor
final class ScreenEntry<Route> {
    let route: Route
    let viewController: PlatformViewController
    /// The child coordinator or flow that the screen shows, for the library's walk of the coordinator tree.
    weak var child: AnyObject?
    private var onLeave: (@MainActor () -> Void)?
    private var onDeparture: (@MainActor () -> Void)?

    /// - Parameters:
    ///   - onLeave: Runs once when the screen leaves the navigator; whatever it captures (a child coordinator, a
    ///     flow) stays alive until then.
    ///   - onDeparture: Runs once when a transition the navigator started begins to take the screen away, before
    ///     it has left.
    ///   - child: The child coordinator or flow that the screen shows, if any.
    init(
        route: Route,
        viewController: PlatformViewController,
        child: AnyObject? = nil,
        onLeave: (@MainActor () -> Void)? = nil,
        onDeparture: (@MainActor () -> Void)? = nil
    ) {
        self.route = route
        self.viewController = viewController
        self.child = child
        self.onLeave = onLeave
        self.onDeparture = onDeparture
    }

    /// Tells whoever cares that a transition of the navigator is taking the screen away.
    func willLeaveScreen() {
        let action = onDeparture
        onDeparture = nil
        action?()
    }

    /// Takes over what `predecessor`, an entry of the same screen, keeps alive: the screen stays, under this entry.
    func inherit(from predecessor: ScreenEntry) {
        if child == nil { child = predecessor.child }
        if onDeparture == nil {
            onDeparture = predecessor.onDeparture
            predecessor.onDeparture = nil
        }
        guard let inherited = predecessor.onLeave else { return }
        predecessor.onLeave = nil
        if let own = onLeave {
            onLeave = {
                own()
                inherited()
            }
        } else {
            onLeave = inherited
        }
    }

    func didLeaveScreen() {
        let action = onLeave
        onLeave = nil
        action?()
    }
}
