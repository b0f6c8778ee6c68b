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
        /// The host did not start the transition, as UIKit refuses a presentation from a screen that already
        /// presents one it did not get from the navigator.
        case hostRefused
        /// A call waited behind other transitions, and its navigator was released before its turn.
        case navigatorReleased
        /// A call waited behind other transitions, and a screen it meant to keep left meanwhile (the user popped it,
        /// or its flow ended): carrying it out would bring back a screen whose flow or coordinator is gone.
        case screenLeft
        /// A split navigator was asked for a column its split does not have, or to show a column that holds no
        /// screen.
        case columnUnavailable
        /// The host changed without telling the navigator (a UIKit callback the adapter relies on did not come); the
        /// navigator adopted what the host shows before its next call, and reported the change as the user's.
        case hostChangedUnreported
        /// A deep link's guard stopped the link before a step (``DeepLinkGuardDecision``).
        case stoppedByGuard
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
