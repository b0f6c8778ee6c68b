/// What the navigation explorer watches while it drives an app: the child flows started and how often each ended,
/// and the calls that were refused. The explorer installs one through the ``TransitionTiming`` of the app it drives
/// (``TransitionTiming/audited(by:)``), which hands it to the hierarchy's ``TransitionQueue``; apps have none.
@MainActor
package final class NavigationAudit {
    /// A child flow started while recording.
    package final class FlowRecord {
        /// The flow's first screen, while it exists.
        package private(set) weak var screen: AnyObject?
        /// A description of the flow's route.
        package let route: String
        /// How many times the flow ended: sent its outcome, or was released after a refused show.
        package internal(set) var endings = 0

        init(screen: AnyObject, route: String) {
            self.screen = screen
            self.route = route
        }
    }

    /// A call refused while recording, and whether the step that made it allowed refusals.
    package struct Refusal {
        package let diagnostic: NavigationDiagnostic
        package let wasAllowed: Bool
    }

    /// Whether the step being performed may be refused; calls made meanwhile remember it.
    package var allowsRefusals = false
    /// The flows started.
    package private(set) var flows: [FlowRecord] = []
    /// The calls refused.
    package private(set) var refusals: [Refusal] = []

    /// Creates an audit that has recorded nothing.
    package init() {}

    func flowStarted(screen: AnyObject, route: Any) -> FlowRecord {
        let record = FlowRecord(screen: screen, route: "\(route)")
        flows.append(record)
        return record
    }

    func refused(_ diagnostic: NavigationDiagnostic, wasAllowed: Bool) {
        refusals.append(Refusal(diagnostic: diagnostic, wasAllowed: wasAllowed))
    }
}
