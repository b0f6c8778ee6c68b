/// Queues a navigator's calls on the transition queue of its hierarchy and turns their ends into outcomes.
///
/// Each navigator owns one. A call runs once the calls queued before it, by any navigator of the hierarchy, have
/// finished and the navigator's host has no transition in flight, including one the user started; it finishes once
/// its own transition has ended. A call that runs at once (the queue idle, the host idle) starts before `submit`
/// returns, and with an instant host finishes before it too.
@MainActor
final class NavigationCalls {
    private let explicitQueue: TransitionQueue?
    private let host: any TransitionHost
    /// How many changes the user made (a back tap, a swipe, a sheet swiped down, a tab tapped) so far: a call that
    /// fails after one happened while it waited is reported as superseded, not refused.
    private(set) var userChanges = 0
    /// The other hosts the navigator drives (a modal navigator's stacked presenters), which must be idle too before a
    /// call starts.
    var otherHosts: @MainActor () -> [any TransitionHost] = { [] }
    /// Brings the navigator in step with a change its host made without reporting it, and diagnoses that change.
    ///
    /// Runs before each call starts: a UIKit host relies on delegate callbacks whose timing Apple does not document
    /// in every case (a back swipe, a pick from the "More" tab, a presented screen that dismisses itself), so a report that
    /// never came leaves the navigator behind its host until its next call, not for good.
    var adoptUnreportedChange: @MainActor () -> Void = {}

    init(host: any TransitionHost, queue: TransitionQueue?) {
        self.host = host
        explicitQueue = queue
    }

    /// The queue of the navigator's hierarchy, looked up at each call: a coordinator's host joins its parent's
    /// hierarchy when it is presented or pushed.
    var queue: TransitionQueue { explicitQueue ?? host.transitionQueue }

    /// While a call starts as a step of a deep link that defers changes (``HeldTurn/defersChanges``): that link.
    private(set) var deferringLink: HeldTurn?

    /// Whether a transition that a call of this navigator started is in flight: the host's reports meanwhile belong
    /// to that call, not to the user.
    private(set) var isCallInFlight = false

    /// Counts a change the user made.
    func noteUserChange() {
        userChanges += 1
    }

    /// Reports a call's transition as it begins and starts it; once it has ended, settles the navigator, reports the
    /// end and finishes the call.
    ///
    /// - Parameters:
    ///   - kind: What the transition does.
    ///   - reporter: The navigator's transitions signal.
    ///   - routes: What the navigator shows, for the reports.
    ///   - settle: Brings the navigator in step with its host once the transition has ended.
    ///   - finish: Finishes the call.
    ///   - transition: Starts the host's transition, and calls its argument once it has ended.
    /// - Returns: Whether the transition is still in flight when this returns.
    @discardableResult
    func runTransition<Route>(
        _ kind: NavigationTransition<Route>.Kind,
        reporter: TransitionReporter<Route>,
        routes: @escaping @MainActor () -> [Route],
        settle: @escaping @MainActor () -> Void,
        finish: @escaping @MainActor (NavigationOutcome) -> Void,
        _ transition: (_ done: @escaping @MainActor () -> Void) -> Void
    ) -> Bool {
        reporter.report(.began, kind, routes: routes())
        isCallInFlight = true
        let hasEnded = Box(false)
        transition { [weak self] in
            hasEnded.value = true
            self?.isCallInFlight = false
            settle()
            reporter.report(.finished, kind, routes: routes())
            finish(.completed)
        }
        return !hasEnded.value
    }

    /// Forgets a transition the host refused to start, reporting it as cancelled.
    func abandonTransition<Route>(
        _ kind: NavigationTransition<Route>.Kind,
        reporter: TransitionReporter<Route>,
        routes: [Route]
    ) {
        isCallInFlight = false
        reporter.report(.cancelled, kind, routes: routes)
    }

    /// Queues a call and returns what its start returned, or `ifQueued` when it has to wait.
    ///
    /// - Parameters:
    ///   - screens: The screens the call brings into its host's hierarchy: during a deep link's step, headless ones
    ///     join the hierarchy's queue at once (``QueueJoining``), so a child coordinator that follows the rest of the
    ///     link before its screen is shown still belongs to the link.
    ///   - mayDefer: Whether the call is one a link may defer (``HeldTurn/defersChanges``): a stack navigator's, a
    ///     modal navigator's; any other call of such a link first hands the navigators it deferred their screens.
    ///   - reachesShownScreens: For a call a link may defer, whether at its turn it changes screens its host shows,
    ///     such as a dismissal of a sheet shown before the link: the link's other deferred changes reach their hosts
    ///     first.
    ///   - animated: Whether the caller asked for an animated transition.
    ///   - ifQueued: The value to return when the call cannot start at once.
    ///   - completion: Gets the call's outcome once it finished or was refused.
    ///   - start: Starts the call (the navigator captured weakly; `nil` when it is gone), animated or not as the
    ///     caller and the deep link the call belongs to (its ``DeepLinkAnimation``) say, and calls its argument with the
    ///     outcome once the transition has ended, or at once when it refuses.
    /// - Returns: What `start` returned when it ran before `submit` returned, `ifQueued` otherwise.
    func submit<Result>(
        showing screens: [PlatformViewController] = [],
        mayDefer: Bool = false,
        reachesShownScreens: (@MainActor () -> Bool)? = nil,
        animated: Bool,
        ifQueued: Result,
        completion: (@MainActor (NavigationOutcome) -> Void)?,
        _ start:
            @escaping @MainActor (_ animated: Bool, _ finish: @escaping @MainActor (NavigationOutcome) -> Void) ->
            Result
    ) -> Result {
        let returned = Box<Result?>(nil)
        let changesBefore = userChanges
        let queue = self.queue
        let audit = queue.audit
        let link = queue.stepping
        let mayBeRefused = audit?.allowsRefusals == true || link?.root.allowsRefusals == true
        link?.touch([host] + otherHosts())
        let joining = link == nil ? [] : screens.compactMap { ($0 as AnyObject) as? QueueJoining }
        for screen in joining { screen.willJoin(queue) }
        let animated = animated && link?.animatesCurrentStep != false
        // Held weakly while the call waits: a navigator released meanwhile ends it refused, and the queue does not
        // keep itself alive through its waiting calls.
        weak let calls = self
        weak let host = self.host
        weak let weakQueue = queue
        func turn(_ done: @escaping @MainActor () -> Void) {
            // A host released while the call waited took its navigator with it: the call ends refused.
            guard let host else {
                for screen in joining { screen.willJoin(nil) }
                completion?(.refused(NavigationCalls.released))
                return done()
            }
            if let link, link.hasDeferredCommits, !mayDefer || reachesShownScreens?() == true, let queue = weakQueue {
                // A selection, or a dismissal of shown screens, starts from screens: the navigators the link changed
                // show theirs first, and the call takes its turn again right after them, ahead of the calls that
                // waited behind it. A selection is refused with them when a host refused them; a dismissal still
                // dismisses what is shown.
                let refusal = Box<NavigationDiagnostic?>(nil)
                queue.enqueueAhead {
                    link.commitDeferred { refusal.value = $0 }
                    queue.enqueue(link: link.root) { done in
                        guard let refusal = refusal.value, !mayDefer else { return turn(done) }
                        link.callFailed(refusal)
                        for screen in joining { screen.willJoin(nil) }
                        completion?(.refused(refusal))
                        done()
                    }
                }
                return done()
            }
            Self.whenIdle([host] + (calls?.otherHosts() ?? [])) {
                calls?.adoptUnreportedChange()
                let once = Box(false)
                let outerLink = calls?.deferringLink
                calls?.deferringLink = link.flatMap { $0.defersChanges ? $0 : nil }
                defer { calls?.deferringLink = outerLink }
                returned.value = start(animated) { outcome in
                    guard !once.value else { return }
                    once.value = true
                    var outcome = outcome
                    if let diagnostic = outcome.diagnostic { link?.callFailed(diagnostic) }
                    if case .refused(let diagnostic) = outcome {
                        if let calls, calls.userChanges != changesBefore {
                            outcome = .superseded(diagnostic)
                        } else {
                            audit?.refused(diagnostic, wasAllowed: mayBeRefused)
                        }
                    }
                    completion?(outcome)
                    // Shown, the screens are in the hierarchy; refused, they never joined it; deferred by a deep link,
                    // they join again until its end (a child coordinator's link from `completion` belongs to it).
                    for screen in joining { screen.willJoin(nil) }
                    done()
                }
            }
        }
        queue.enqueue(link: link?.root, turn)
        return returned.value ?? ifQueued
    }

    /// The outcome of a call whose navigator went away before its turn.
    static let released = NavigationDiagnostic(
        kind: .navigatorReleased, message: "The navigator was released before the call's turn")

    /// Runs `action` once none of `hosts` has a transition in flight, waiting for each busy one in turn; hosts released
    /// meanwhile no longer count, and are not kept alive by the wait.
    private static func whenIdle(_ hosts: [any TransitionHost], _ action: @escaping @MainActor () -> Void) {
        guard let busy = hosts.first(where: \.isTransitioning) else { return action() }
        let references = hosts.map(WeakHost.init)
        busy.whenIdle { whenIdle(references.compactMap(\.host), action) }
    }
}

/// A value that closures on the main actor share and change.
@MainActor
package final class Box<Value> {
    package var value: Value

    package init(_ value: Value) {
        self.value = value
    }
}

/// Runs `call` with a completion handler and returns the outcome it gets: the `async` form of a navigator call.
@MainActor
func outcome(of call: (_ completion: @escaping @MainActor (NavigationOutcome) -> Void) -> Void) async
    -> NavigationOutcome
{
    await withCheckedContinuation { continuation in
        call { continuation.resume(returning: $0) }
    }
}
