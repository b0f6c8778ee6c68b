/// A deep link's hold on its hierarchy's ``TransitionQueue``: the calls its steps make, the links those steps start,
/// and what they found.
///
/// While a step is handled, the queue of the link's hierarchy names its turn (``TransitionQueue/stepping``), so the
/// calls made meanwhile, and a child coordinator's link, know which link they belong to without any global state.
@MainActor
final class HeldTurn {
    /// The turn of the link whose step started this one.
    weak var parent: HeldTurn?
    /// How many links that this one's steps started have not ended.
    var children = 0
    /// The transition queue of the link's coordinator's hierarchy.
    var queue: (@MainActor () -> TransitionQueue)?
    /// Which transitions the outermost link animates; read on the outermost turn.
    var animation = DeepLinkAnimation.allSteps
    /// Whether the step being handled is the link's last one.
    var isOnLastStep = false
    /// For a deep link, the index of the step being handled, or last handled; read on the outermost turn. `nil` for a
    /// restoration, which does not count steps.
    var stepIndex: Int?
    /// Whether the navigation explorer allowed the action that started the link to make calls that are refused
    /// (``NavigationAudit/allowsRefusals`` as the link starts); read on the outermost turn: the calls of the link's
    /// steps may be refused too, though they run later. The hand-over of deferred screens is held to the usual rule.
    var allowsRefusals = false
    /// Read on the outermost turn of a deep link: the first step whose deferred presentation a host refused when the
    /// link handed the hosts their screens, with the refusal; the link stops there.
    private(set) var refusedChange: (step: Int, reason: NavigationDiagnostic)?
    /// Why the current step could not be taken, once a call of it was refused or a link it started stopped.
    var failure: NavigationDiagnostic?
    var onChildEnded: (@MainActor () -> Void)?
    /// Ends the outermost link's turn in its queue, while it has one.
    private var finishTurn: (@MainActor () -> Void)?
    /// The queue in which the outermost link has, or last had, its turn: the one its own calls go to, even once the
    /// coordinator that started it is gone.
    private(set) var turnQueue: TransitionQueue?
    /// How many of the link's guards wait for a flow they started (read on the outermost turn): meanwhile the link has
    /// given up its turn.
    private var suspensions = 0
    /// The hosts that the calls of this link and of the links it started drove, weakly: the link waits for their
    /// transitions, the user's included, before its next step.
    private var touched: [WeakHost] = []

    /// The turn of the outermost link this one belongs to.
    var root: HeldTurn { parent?.root ?? self }

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

    /// The queue of the outermost link's turn, or of its coordinator's hierarchy before it has one.
    private var linkQueue: TransitionQueue? { turnQueue ?? queue?() }

    /// Starts the outermost link in its turn in `queue`: `start` runs once the calls and links queued before it have
    /// ended, and until ``endTurn()`` only the link's own calls run.
    func takeTurn(in queue: TransitionQueue, _ start: @escaping @MainActor () -> Void) {
        turnQueue = queue
        queue.enqueueTurn(of: self) { finished in
            self.finishTurn = finished
            start()
        }
    }

    /// Ends the outermost link's turn: what waited behind it runs.
    func endTurn() {
        let finish = finishTurn
        finishTurn = nil
        finish?()
    }

    /// Gives up the outermost link's turn while a guard waits for a flow: other calls and links run meanwhile, the
    /// flow's among them.
    func suspend() {
        let root = self.root
        root.suspensions += 1
        if root.suspensions == 1 { root.endTurn() }
    }

    /// Takes the outermost link's turn again once no guard of it waits, behind what was queued meanwhile, and runs
    /// `action` then; at once when another guard still waits.
    func resume(_ action: @escaping @MainActor () -> Void) {
        let root = self.root
        root.suspensions -= 1
        guard root.suspensions == 0, let queue = root.linkQueue else { return action() }
        root.takeTurn(in: queue, action)
    }

    /// Whether the pushes, pops, sets and presentations of the link's steps change the navigator only, for the link's
    /// end to hand each host its final screens in one change (every ``DeepLinkAnimation`` but
    /// ``DeepLinkAnimation/allSteps``).
    var defersChanges: Bool { root.animation != .allSteps }

    /// The navigators whose hosts get their final screens when the outermost link ends, in the order the link first
    /// changed them, with whether a step's change may animate.
    private var deferredCommits: [DeferredCommit] = []

    /// Notes that a navigator applied a step's change to itself only; its host gets the final screens when the
    /// outermost link ends.
    ///
    /// - Parameters:
    ///   - navigator: The navigator.
    ///   - shownAs: For a stack, the screen its host is seen as (``hostedScreen(of:)``): when a deferred presentation
    ///     shows it, it gets its screens first.
    ///   - presenting: For a modal navigator, the screens the commit presents, and the view states they show.
    ///   - animated: Whether the step's change may animate: asked for, during a step that animates.
    ///   - commit: Hands the host the navigator's screens, animated or not, and calls its argument with the outcome
    ///     once done.
    func deferCommit(
        of navigator: AnyObject,
        shownAs: AnyObject? = nil,
        presenting: [AnyObject] = [],
        animated: Bool,
        commit: @escaping DeferredCommitAction
    ) {
        let root = self.root
        let presented = presenting.map(ObjectIdentifier.init)
        if let index = root.deferredCommits.firstIndex(where: { $0.navigator === navigator }) {
            root.deferredCommits[index].animated = root.deferredCommits[index].animated || animated
            root.deferredCommits[index].presentedScreens += presented
        } else {
            root.deferredCommits.append(
                DeferredCommit(
                    navigator: navigator, shownAs: shownAs, presentedScreens: presented, animated: animated,
                    commit: commit))
        }
    }

    /// Whether a navigator's changes wait for the link's end.
    var hasDeferredCommits: Bool { !root.deferredCommits.isEmpty }

    /// Hands every deferred navigator's host its final screens, one change each, as calls of the outermost link,
    /// queued at once (before any call made after this), and runs `completion` once they have all ended, never
    /// while the link's turn is marked as stepping, with the first refusal among them, if any. Changes deferred
    /// meanwhile (by the deinit of a screen a set released, say) are handed over too, before `completion`.
    func commitDeferred(completion: @escaping @MainActor (NavigationDiagnostic?) -> Void) {
        commitDeferred(refusal: nil, completion: completion)
    }

    private func commitDeferred(
        refusal: NavigationDiagnostic?, completion: @escaping @MainActor (NavigationDiagnostic?) -> Void
    ) {
        let root = self.root
        let live = root.deferredCommits.filter { $0.navigator != nil }
        root.deferredCommits = []
        guard !live.isEmpty, let queue = root.linkQueue else { return completion(refusal) }
        // A stack that a deferred presentation shows gets its screens first, without animation, when the presentation
        // animates (it brings them in) or the stack would not; otherwise it keeps its place and its animation.
        let presentedAnimated = Set(live.filter(\.animated).flatMap(\.presentedScreens))
        let presented = Set(live.flatMap(\.presentedScreens))
        let marked = live.map { deferred in
            let isShownByPresentation = deferred.shownAs.map(ObjectIdentifier.init).map { screen in
                presentedAnimated.contains(screen) || (!deferred.animated && presented.contains(screen))
            }
            return (deferred, isFirst: isShownByPresentation ?? false)
        }
        // Otherwise in the order the link first changed them.
        let commits = marked.filter(\.isFirst) + marked.filter { !$0.isFirst }
        let refusal = Box(refusal)
        // Whatever the commits deferred in turn is handed over before `completion`.
        let commitRest = { root.commitDeferred(refusal: refusal.value, completion: completion) }
        // How many commits have not ended, and whether they are still being submitted (while the link's turn is
        // marked as stepping, which `completion` must not run under).
        let progress = Box((pending: commits.count, isSubmitting: true))
        let outer = queue.stepping
        queue.stepping = root
        // The explorer's allowance covers the steps' calls, not the hand-over, whose refusals are the library's.
        let allowsRefusals = root.allowsRefusals
        root.allowsRefusals = false
        defer { root.allowsRefusals = allowsRefusals }
        for (deferred, isFirst) in commits {
            deferred.commit(deferred.animated && !isFirst) { outcome in
                if refusal.value == nil { refusal.value = outcome.diagnostic }
                progress.value.pending -= 1
                if progress.value.pending == 0, !progress.value.isSubmitting { commitRest() }
            }
        }
        queue.stepping = outer
        progress.value.isSubmitting = false
        if progress.value.pending == 0 { commitRest() }
    }

    /// Hands every deferred navigator's host its final screens and waits for navigation to settle, then again while
    /// what ran meanwhile deferred more (a link that a leaving screen's flow started, say), and runs `completion`
    /// once nothing is deferred: the outermost link's end.
    func commitAndSettle(_ completion: @escaping @MainActor () -> Void) {
        commitDeferred { _ in
            self.whenSettled {
                guard self.hasDeferredCommits else { return completion() }
                self.commitAndSettle(completion)
            }
        }
    }

    /// The hosts the link's calls drove that are still alive.
    var touchedHosts: [any TransitionHost] { root.touched.compactMap(\.host) }

    func childEnded() {
        guard children == 0, let action = onChildEnded else { return }
        onChildEnded = nil
        action()
    }

    /// Runs `action` once navigation has settled for this link: no navigator call of its hierarchy (and of the
    /// hierarchies of the links that started it) runs or waits, every link its steps started has ended, and no host
    /// it drove runs a transition, the user's included.
    func whenSettled(_ action: @escaping @MainActor () -> Void) {
        if children > 0 {
            onChildEnded = { [weak self] in self?.whenSettled(action) }
            return
        }
        // The link's own hierarchy, and those of the links that started it: a child's first step waits for the
        // parent's step to end.
        var queues: [TransitionQueue] = []
        var link: HeldTurn? = self
        while let current = link {
            if let queue = current.queue?(), !queues.contains(where: { $0 === queue }) { queues.append(queue) }
            link = current.parent
        }
        let root = self.root
        if let busy = queues.first(where: { !$0.isIdle(for: root) }) {
            return busy.whenIdle(for: root) { [weak self] in self?.whenSettled(action) }
        }
        // A transition the user started on a host the link drove, which no queue knows about.
        if let busy = touchedHosts.first(where: \.isTransitioning) {
            return busy.whenIdle { [weak self] in self?.whenSettled(action) }
        }
        action()
    }

    /// Notes, on the outermost turn, that a host refused the deferred change that step `index` of the outermost link
    /// made, for `reason`.
    func noteRefusedChange(atStep index: Int, _ reason: NavigationDiagnostic) {
        let root = self.root
        guard index < root.refusedChange?.step ?? .max else { return }
        root.refusedChange = (index, reason)
    }

    /// Notes that a call made during one of this link's steps was refused or superseded.
    func callFailed(_ diagnostic: NavigationDiagnostic) {
        if failure == nil { failure = diagnostic }
    }

    /// Notes the hosts a call of this link drives.
    func touch(_ hosts: [any TransitionHost]) {
        let root = self.root
        for host in hosts where !root.touched.contains(where: { $0.host === host }) {
            root.touched.append(WeakHost(host: host))
        }
    }
}

/// Hands a navigator's host the navigator's screens, animated or not, and calls its argument with the outcome once
/// done.
typealias DeferredCommitAction =
    @MainActor (_ animated: Bool, _ done: @escaping @MainActor (NavigationOutcome) -> Void) -> Void

/// A navigator whose changes wait for the end of a deep link, held weakly: a navigator released meanwhile
/// has nothing to hand its host, and one made later at the same address is another.
struct DeferredCommit {
    weak var navigator: AnyObject?
    /// For a stack navigator, the screen its host is seen as.
    weak var shownAs: AnyObject?
    /// For a modal navigator, the screens its commit presents and the view states they show.
    var presentedScreens: [ObjectIdentifier]
    var animated: Bool
    let commit: DeferredCommitAction
}

/// A host, held weakly.
struct WeakHost {
    weak var host: (any TransitionHost)?
}

/// A host whose transition queue is that of the hierarchy it is in, which it is about to join: a navigator call made
/// during a deep link's step hands it the queue before the call's turn, so that what it hosts (a child coordinator
/// following the rest of the link) belongs to the link already.
@MainActor
protocol QueueJoining: AnyObject {
    /// Takes `queue` as its queue until it is in a hierarchy; `nil` once the call that brings it in has ended.
    func willJoin(_ queue: TransitionQueue?)
}
