/// A transition a navigator started or saw, as its ``StackNavigator/transitions`` signal reports it.
///
/// Every transition is reported when it begins and again when it has finished or was cancelled, with the routes the
/// navigator shows at that moment: before the change when it begins, after it when it ends. Transitions the user
/// makes (a back tap, a swipe, a sheet swiped down, a tab tapped) are reported when they end, since hosts report them
/// only then. Use it for analytics and UI tests.
public struct NavigationTransition<Route> {
    /// Where in its life a transition is.
    public enum Phase: Equatable, Sendable {
        /// The navigator asked its host for the transition.
        case began
        /// The transition ended and the host shows its result.
        case finished
        /// The transition ended without a change, such as a cancelled back swipe.
        case cancelled
    }

    /// What the transition does.
    public enum Kind: Equatable, Sendable {
        /// A screen pushed on a stack.
        case push
        /// One or more screens popped from a stack.
        case pop
        /// A stack's or tab bar's screens replaced.
        case set
        /// A screen presented.
        case present
        /// A presented screen dismissed.
        case dismiss
        /// A tab selected.
        case select
    }

    /// Where in its life the transition is.
    public let phase: Phase
    /// What the transition does.
    public let kind: Kind
    /// Whether the user started it, rather than the app through the navigator.
    public let isUserInitiated: Bool
    /// The routes the navigator shows: before the change when it begins, after it when it ends. For a modal navigator,
    /// the presented route or none; for a tab navigator, the selected route or none.
    public let routes: [Route]

    /// Creates a report.
    ///
    /// - Parameters:
    ///   - phase: Where in its life the transition is.
    ///   - kind: What the transition does.
    ///   - isUserInitiated: Whether the user started it.
    ///   - routes: The routes the navigator shows at that moment.
    public init(phase: Phase, kind: Kind, isUserInitiated: Bool, routes: [Route]) {
        self.phase = phase
        self.kind = kind
        self.isUserInitiated = isUserInitiated
        self.routes = routes
    }
}

extension NavigationTransition: Equatable where Route: Equatable {}

extension NavigationTransition: Sendable where Route: Sendable {}
