/// What the navigation explorer watches while it drives an app: the child flows started and how often each ended,
/// and the calls that were refused. It records nothing unless the explorer turns it on, so apps pay nothing for it.
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

    /// The audit of the process.
    package static let shared = NavigationAudit()

    /// Whether flows and refusals are recorded.
    package var isRecording = false
    /// Whether the step being performed may be refused; calls made meanwhile remember it.
    package var allowsRefusals = false
    /// The flows started while recording.
    package private(set) var flows: [FlowRecord] = []
    /// The calls refused while recording.
    package private(set) var refusals: [Refusal] = []

    /// Forgets everything recorded.
    package func reset() {
        flows = []
        refusals = []
    }

    func flowStarted(screen: AnyObject, route: Any) -> FlowRecord? {
        guard isRecording else { return nil }
        let record = FlowRecord(screen: screen, route: "\(route)")
        flows.append(record)
        return record
    }

    func refused(_ diagnostic: NavigationDiagnostic, wasAllowed: Bool) {
        guard isRecording else { return }
        refusals.append(Refusal(diagnostic: diagnostic, wasAllowed: wasAllowed))
    }
}
