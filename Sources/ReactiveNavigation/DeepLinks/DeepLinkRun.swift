import Signals

/// Follows one deep link: hands its routes to a coordinator one at a time, each once the navigation before it has
/// settled, and stops at the first step a navigator refuses.
///
/// Navigation has settled when no navigator call runs or waits, no host of a navigator runs a transition, and every
/// link started during this link's steps (by a child coordinator that follows the rest of the link) has ended. A call
/// made during a step and refused, even later, when its turn comes, stops the link at that step; so does a link a
/// step started that stopped. An outermost link waits for its turn in its hierarchy's queue and keeps it until it ends:
/// calls made meanwhile by anything but its steps, and later links, wait until then, so a link is never interleaved
/// with other navigation, except while a guard waits for a flow it started: the link gives up its turn meanwhile.
@MainActor
final class DeepLinkRun<Route> {
    private let routes: [Route]
    private let handle: @MainActor (Route) -> Void
    /// Decides, before each step, whether to take it.
    private let check: (@MainActor (Route) -> DeepLinkGuardDecision)?
    /// The transition queue of the coordinator's window hierarchy, looked up each time: a child coordinator's
    /// hierarchy joins its parent's once it is presented or pushed.
    private let queue: @MainActor () -> TransitionQueue
    private let completion: @MainActor (DeepLinkOutcome<Route>) -> Void
    private let record = HeldTurn()
    private var step = 0

    init(
        routes: [Route],
        animation: DeepLinkAnimation,
        queue: @escaping @MainActor () -> TransitionQueue,
        handle: @escaping @MainActor (Route) -> Void,
        check: (@MainActor (Route) -> DeepLinkGuardDecision)? = nil,
        completion: @escaping @MainActor (DeepLinkOutcome<Route>) -> Void
    ) {
        self.routes = routes
        self.check = check
        record.animation = animation
        self.queue = queue
        self.handle = handle
        self.completion = completion
    }

    /// Starts following the link; it keeps itself alive until it ends.
    func start() {
        record.queue = queue
        record.allowsRefusals = queue().audit?.allowsRefusals ?? false
        record.parent = queue().stepping
        record.parent?.children += 1
        guard record.parent == nil else { return record.whenSettled { self.takeNextStep() } }
        // An outermost link runs as one unit, in its turn in its hierarchy's queue: what else asks for navigation
        // meanwhile, a second link included, waits until it ends.
        record.takeTurn(in: queue()) { self.record.whenSettled { self.takeNextStep() } }
    }

    /// How the link stops when something it asked for was refused: at the step whose deferred change a host refused
    /// at the hand-over, or else at step `index`, whose call was refused; `nil` while nothing was.
    private func stopped(otherwiseAt index: Int) -> DeepLinkOutcome<Route>? {
        guard let (stopped, reason) = record.refusedChange ?? record.failure.map({ (index, $0) }) else { return nil }
        return .stopped(step: stopped, route: routes[stopped], reason: reason)
    }

    private func takeNextStep() {
        if let stopped = stopped(otherwiseAt: step - 1) { return end(stopped) }
        guard step < routes.count else { return end(.completed) }
        let route = routes[step]
        guard let check else { return take(route) }
        // The guard's calls (a sign-in flow it presents) are not the link's steps: they wait for the link's turn, which
        // the link gives up while the guard waits.
        let queue = self.queue()
        let outer = queue.stepping
        queue.stepping = nil
        let decision = check(route)
        queue.stepping = outer
        switch decision {
        case .proceed:
            take(route)
        case .stop(let reason):
            stopAtGuard(route, reason: reason)
        case .wait(let allowed):
            wait(for: allowed, before: route)
        }
    }

    /// Waits for a guard's decision with the link's turn given up, then takes `route` or stops.
    ///
    /// The decision is observed at once, before anything else runs: the steps' deferred changes first reach their
    /// hosts, then the link gives up its turn, which runs the calls that waited (the guard's own presentation
    /// among them), and any of that may decide.
    private func wait(for allowed: Signal<Bool, Never>, before route: Route) {
        let decision = Box<Bool?>(nil)
        let isSuspended = Box(false)
        let observation = Box<Disposable?>(nil)
        let goOn = { (allows: Bool) in
            // What the guard's flow started (its dismissal, say) ends before the link goes on.
            self.record.whenSettled {
                // A host refused the screens handed over before the guard waited: the link stops there.
                if self.record.refusedChange != nil || self.record.failure != nil { return self.takeNextStep() }
                if allows {
                    self.take(route)
                } else {
                    self.stopAtGuard(route, reason: "its guard did not allow it")
                }
            }
        }
        observation.value = allowed.observe(on: MainActor.shared) { [record] event in
            guard decision.value == nil else { return }
            let allows = if case .value(true) = event { true } else { false }
            decision.value = allows
            observation.value?.dispose()
            if isSuspended.value { record.resume { goOn(allows) } }
        }
        record.commitDeferred { [record] _ in
            if let allows = decision.value {
                observation.value?.dispose()
                return goOn(allows)
            }
            isSuspended.value = true
            record.suspend()
        }
    }

    /// Takes the next step: hands `route` to the coordinator, then waits for its navigation to settle.
    private func take(_ route: Route) {
        step += 1
        record.stepIndex = step - 1
        record.isOnLastStep = step == routes.count
        let queue = self.queue()
        let outer = queue.stepping
        queue.stepping = record
        handle(route)
        queue.stepping = outer
        record.whenSettled { self.takeNextStep() }
    }

    private func stopAtGuard(_ route: Route, reason: String) {
        end(.stopped(step: step, route: route, reason: NavigationDiagnostic(kind: .stoppedByGuard, message: reason)))
    }

    private func end(_ outcome: DeepLinkOutcome<Route>) {
        guard record.parent == nil else { return finish(outcome) }
        // The navigators whose changes the steps deferred get their final screens now, each in one transition.
        record.failure = nil
        record.commitAndSettle {
            // A host refused what a step deferred: the link stops at that step, or at its last one.
            guard case .completed = outcome, !self.routes.isEmpty,
                let stopped = self.stopped(otherwiseAt: self.routes.count - 1)
            else { return self.finish(outcome) }
            self.finish(stopped)
        }
    }

    private func finish(_ outcome: DeepLinkOutcome<Route>) {
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
        if record.parent == nil { record.endTurn() }
    }
}
