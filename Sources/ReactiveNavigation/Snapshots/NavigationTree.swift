/// A coordinator's navigation as a value: the state of each of its navigators, and the navigation of the child
/// coordinators its screens show, as ``Coordinator/navigationTree()`` reads it. Save it with any `Encoder`; rebuild it
/// with ``Coordinator/restore(_:animation:completion:)``.
public struct NavigationTree: Codable, Hashable, Sendable {
    /// The coordinator's navigators, containers (tabs, pages, split views) first, then stacks, then modal navigators.
    public var navigators: [NavigatorState]

    /// Creates a tree.
    ///
    /// - Parameter navigators: The coordinator's navigators.
    public init(navigators: [NavigatorState]) {
        self.navigators = navigators
    }

    /// How many screens the tree holds, its children's included.
    public var screenCount: Int {
        navigators.reduce(0) { count, navigator in
            count + navigator.screens.reduce(0) { $0 + 1 + ($1.child?.screenCount ?? 0) }
        }
    }
}

/// What one navigator shows, as a value.
public struct NavigatorState: Codable, Hashable, Sendable {
    /// The kind of container a navigator drives.
    public enum Kind: String, Codable, Hashable, Sendable {
        /// A ``StackNavigator``.
        case stack
        /// A ``ModalNavigator``: its screens are the presented ones, bottom first.
        case modal
        /// A ``TabNavigator``.
        case tab
        /// A ``PageNavigator``.
        case page
        /// A ``SplitNavigator``: its screens are the columns that hold one.
        case split
    }

    /// A screen of another navigator of the same coordinator, whose screen hosts this navigator (a stack in a tab).
    public struct Container: Codable, Hashable, Sendable {
        /// The name of the containing navigator.
        public var navigator: String
        /// The index of the screen, in that navigator's ``NavigatorState/screens``.
        public var screen: Int

        /// Creates a container position.
        ///
        /// - Parameters:
        ///   - navigator: The name of the containing navigator.
        ///   - screen: The index of the screen.
        public init(navigator: String, screen: Int) {
            self.navigator = navigator
            self.screen = screen
        }
    }

    /// The name of the coordinator's property that holds the navigator.
    public var name: String
    /// The kind of container.
    public var kind: Kind
    /// The screens, in the navigator's order: bottom first for a stack or presentations, tab or page order, split
    /// columns primary, supplementary, secondary.
    public var screens: [ScreenState]
    /// The index in ``screens`` of the selected tab or page, or of the split view's top column.
    public var selection: Int?
    /// The screen of another navigator that hosts this one, if any.
    public var container: Container?

    /// Creates a navigator's state.
    ///
    /// - Parameters:
    ///   - name: The name of the coordinator's property that holds the navigator.
    ///   - kind: The kind of container.
    ///   - screens: The screens, in the navigator's order.
    ///   - selection: The index of the selected tab or page, or of the split view's top column.
    ///   - container: The screen of another navigator that hosts this one.
    public init(name: String, kind: Kind, screens: [ScreenState], selection: Int? = nil, container: Container? = nil) {
        self.name = name
        self.kind = kind
        self.screens = screens
        self.selection = selection
        self.container = container
    }
}

/// One screen of a navigator, as a value.
public struct ScreenState: Codable, Hashable, Sendable {
    /// The route that showed the screen, as data; `nil` when the route is not `Codable` and its coordinator does not
    /// identify it (``RouteIdentifying``), which restoring reports.
    public var route: RouteValue?
    /// The split column the screen is in, for a split navigator.
    public var column: String?
    /// The navigation of the child coordinator that the screen shows, if any.
    public var child: NavigationTree?

    /// Creates a screen's state.
    ///
    /// - Parameters:
    ///   - route: The route that showed the screen, as data.
    ///   - column: The split column the screen is in.
    ///   - child: The navigation of the child coordinator that the screen shows.
    public init(route: RouteValue?, column: String? = nil, child: NavigationTree? = nil) {
        self.route = route
        self.column = column
        self.child = child
    }
}
