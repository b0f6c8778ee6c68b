/// How following a deep link ended.
public enum DeepLinkOutcome<Route> {
    /// Every step was taken, and the navigation it started has finished.
    case completed
    /// A step could not be taken: a navigator refused a call it made, a gesture of the user superseded one, or a link
    /// it started in a child coordinator stopped. The steps before it were taken; the ones after it were not, except
    /// when a host refused, at the link's hand-over, a presentation the step had deferred
    /// (``DeepLinkAnimation/lastStepOnly``, ``DeepLinkAnimation/none``): the steps after it had been taken by then
    /// (for a presentation a child coordinator's link deferred, the step is the outermost link's).
    case stopped(step: Int, route: Route, reason: NavigationDiagnostic)

    /// Whether every step was taken.
    public var isCompleted: Bool {
        if case .completed = self { true } else { false }
    }
}

extension DeepLinkOutcome: Sendable where Route: Sendable {}
