/// Follows one deep link: hands its routes to a coordinator one at a time, each once the navigation before it has
/// settled, and stops at the first step a navigator refuses.
///
/// Navigation has settled when no navigator call runs or waits, no host of a navigator runs a transition, and every
/// link started during this link's steps (by a child coordinator that follows the rest of the link) has ended. A call
/// made during a step and refused, even later, when its turn comes, stops the link at that step; so does a link a
/// step started that stopped. An outermost link waits for its turn in its hierarchy's queue and keeps it until it ends:
/// calls made meanwhile by anything but its steps, and later links, wait until then, so a link is never interleaved
/// with other navigation.
@MainActor
final class DeepLinkRun<Route> {
    private let routes: [Route]
    private let handle: @MainActor (Route) -> Void
    /// The transition queue of the coordinator's window hierarchy, looked up each time: a child coordinator's
    /// hierarchy joins its parent's once it is presented or pushed.
    private let queue: @MainActor () -> TransitionQueue
    private let completion: @MainActor (DeepLinkOutcome<Route>) -> Void
    private let record = AnyDeepLinkRun()
    private var step = 0
    /// Ends an outermost link's turn in its queue.
    private var endTurn: (@MainActor () -> Void)?

    init(
        routes: [Route],
        animation: DeepLinkAnimation,
        queue: @escaping @MainActor () -> TransitionQueue,
        handle: @escaping @MainActor (Route) -> Void,
        completion: @escaping @MainActor (DeepLinkOutcome<Route>) -> Void
    ) {
        self.routes = routes
        record.animation = animation
        self.queue = queue
        self.handle = handle
        self.completion = completion
    }

    /// Starts following the link; it keeps itself alive until it ends.
    func start() {
        record.queue = queue
        record.parent = DeepLinkRuns.stepping
        record.parent?.children += 1
        guard record.parent == nil else { return whenSettled { self.takeNextStep() } }
        // An outermost link runs as one unit, in its turn in its hierarchy's queue: what else asks for navigation
        // meanwhile, a second link included, waits until it ends.
        queue().enqueueTurn(of: record) { finished in
            self.endTurn = finished
            self.whenSettled { self.takeNextStep() }
        }
    }

    private func takeNextStep() {
        if let reason = record.failure {
            return end(.stopped(step: step - 1, route: routes[step - 1], reason: reason))
        }
        guard step < routes.count else { return end(.completed) }
        let route = routes[step]
        step += 1
        record.isOnLastStep = step == routes.count
        let outer = DeepLinkRuns.stepping
        DeepLinkRuns.stepping = record
        handle(route)
        DeepLinkRuns.stepping = outer
        whenSettled { self.takeNextStep() }
    }

    private func end(_ outcome: DeepLinkOutcome<Route>) {
        let endTurn = self.endTurn
        self.endTurn = nil
        if let parent = record.parent {
            parent.children -= 1
            if case .stopped(let step, let route, let reason) = outcome, parent.failure == nil {
                parent.failure = NavigationDiagnostic(
                    kind: reason.kind,
                    message: "the link it started stopped at step \(step + 1) (\(route)): \(reason.message)")
            }
            parent.childEnded()
        }
        completion(outcome)
        endTurn?()
    }

    /// Runs `action` once navigation has settled for this link.
    private func whenSettled(_ action: @escaping @MainActor () -> Void) {
        if record.children > 0 {
            record.onChildEnded = { [weak self] in self?.whenSettled(action) }
            return
        }
        // The link's own hierarchy, and those of the links that started it: a child's first step waits for the
        // parent's step to end.
        var queues: [TransitionQueue] = []
        var link: AnyDeepLinkRun? = record
        while let current = link {
            if let queue = current.queue?(), !queues.contains(where: { $0 === queue }) { queues.append(queue) }
            link = current.parent
        }
        let root = record.root
        if let busy = queues.first(where: { !$0.isIdle(for: root) }) {
            return busy.whenIdle(for: root) { [weak self] in self?.whenSettled(action) }
        }
        for navigator in NavigatorRegistry.shared.navigators
        where queues.contains(where: { $0 === navigator.inspectedHost.transitionQueue }) {
            let host = navigator.inspectedHost
            if host.isTransitioning {
                return host.whenIdle { [weak self] in self?.whenSettled(action) }
            }
        }
        action()
    }
}

/// What a running link shares with the links it started and with the calls its steps made.
@MainActor
final class AnyDeepLinkRun {
    /// The link whose step started this one.
    weak var parent: AnyDeepLinkRun?
    /// How many links that this one's steps started have not ended.
    var children = 0
    /// The transition queue of the link's coordinator's hierarchy.
    var queue: (@MainActor () -> TransitionQueue)?

    /// Which transitions the outermost link animates; set on the outermost link.
    var animation = DeepLinkAnimation.allSteps
    /// Whether the step being handled is the link's last one.
    var isOnLastStep = false

    /// The outermost link this one belongs to.
    var root: AnyDeepLinkRun { parent?.root ?? self }

    /// Whether the calls made during the step being handled may animate, as the outermost link's ``animation`` says:
    /// under ``DeepLinkAnimation/lastStepOnly``, only while this link and every link that started it are on their last
    /// steps.
    var animatesCurrentStep: Bool {
        switch root.animation {
        case .allSteps: true
        case .none: false
        case .lastStepOnly: isOnLastStep && (parent?.animatesCurrentStep ?? true)
        }
    }
    /// Why the current step could not be taken, once a call of it was refused or a link it started stopped.
    var failure: NavigationDiagnostic?
    var onChildEnded: (@MainActor () -> Void)?

    func childEnded() {
        guard children == 0, let action = onChildEnded else { return }
        onChildEnded = nil
        action()
    }

    /// Notes that a call made during one of this link's steps was refused or superseded.
    func callFailed(_ diagnostic: NavigationDiagnostic) {
        if failure == nil { failure = diagnostic }
    }
}

/// The deep link whose step is being handled.
@MainActor
enum DeepLinkRuns {
    /// The link whose step is being handled, to which the calls made meanwhile belong.
    static var stepping: AnyDeepLinkRun?
}
