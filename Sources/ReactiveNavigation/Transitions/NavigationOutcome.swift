/// How a navigation call ended: it happened, it was refused, or the user's own navigation made it impossible first.
///
/// Completion handlers and the `async` forms of every navigator call receive one once the transition has finished,
/// or once the call was refused. A refused or superseded call changed nothing and was also reported to the
/// navigator's ``NavigationDiagnostics``.
public enum NavigationOutcome: Equatable, Sendable {
    /// The transition ran to its end: the host shows what the call asked for.
    case completed
    /// The call could not be carried out, for the reason the diagnostic gives (a pop on a stack that holds only its
    /// root, a present while another screen is presented).
    case refused(NavigationDiagnostic)
    /// The call waited behind other transitions, and a navigation the user made meanwhile (a back swipe, a sheet
    /// swiped down, a tab tapped) made it impossible, for the reason the diagnostic gives.
    case superseded(NavigationDiagnostic)

    /// Whether the transition happened.
    public var isCompleted: Bool { self == .completed }

    /// The reason the call did not happen, or `nil` when it did.
    public var diagnostic: NavigationDiagnostic? {
        switch self {
        case .completed: nil
        case .refused(let diagnostic), .superseded(let diagnostic): diagnostic
        }
    }
}
