/// A call that ReactiveNavigation refused or ignored, with a message that names the route involved.
public struct NavigationDiagnostic: Sendable, Equatable, CustomStringConvertible {
    /// What went wrong.
    public enum Kind: Sendable, Equatable {
        /// `pop` was called on a stack that has no screen to pop.
        case nothingToPop
        /// `pop(to:)` or `select(where:)` found no matching route.
        case routeNotFound
        /// A screen that is already shown was pushed, set twice or presented again.
        case screenAlreadyShown
        /// `present` was called while another screen is presented.
        case alreadyPresenting
        /// `dismiss` was called while nothing is presented.
        case nothingPresented
        /// A ``WeakCoordinator`` received a route after its coordinator was released.
        case coordinatorReleased
    }

    /// What went wrong.
    public let kind: Kind

    /// A sentence describing the refused call, naming the route when there is one.
    public let message: String

    /// The message.
    public var description: String { message }

    /// Creates a diagnostic.
    ///
    /// - Parameters:
    ///   - kind: What went wrong.
    ///   - message: A sentence describing the refused call.
    public init(kind: Kind, message: String) {
        self.kind = kind
        self.message = message
    }
}
