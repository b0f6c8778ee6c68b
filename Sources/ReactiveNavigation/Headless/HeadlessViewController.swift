import Signals

/// A screen with no user interface that can present another screen, the stand-in for
/// `UIViewController` on Linux and in tests.
///
/// Bindings tied to it with `take(duringLifetimeOf:)` end as soon as it deinitializes, because it
/// provides a `Lifetime`. Dismissals the presenter's navigator did not make (``simulateInteractiveDismiss(completing:)``,
/// or a presented screen calling ``ModalHost/dismiss(animated:)`` on itself) are reported to the ``modalHostDelegate``,
/// as the UIKit host reports them.
///
/// ## Transitions take time
///
/// With animated ``transitionTiming`` (its own, or else its container's or presenter's), it behaves as UIKit
/// documents for `present(_:animated:completion:)` and `dismiss(animated:completion:)`:
/// - ``presentedViewController`` is set as soon as a presentation starts, and cleared only once a dismissal ends;
///   the completion runs when the animation ends.
/// - A present or dismiss while a presentation or dismissal of this screen is in progress is refused, with no
///   completion ("Attempt to present … while a presentation is in progress"); so is a present while another screen
///   is presented ("… which is already presenting"). Each refusal is recorded in ``transitionWarnings``.
/// - The user's swipe-down is ignored during a transition, and reported to the delegate when its dismissal ends; a
///   cancelled swipe changes nothing. As in UIKit, an alert and a full-screen cover (``presentationStyle``) cannot be
///   swiped down.
/// - ``isTransitioning`` is true while this screen presents or dismisses, while it is being presented or dismissed,
///   and while its container runs a transition, as UIKit's `transitionCoordinator` is then set.
///
/// Subclass it to model a container of your own: ``presentedViewController`` and ``isTransitioning`` are overridable.
@MainActor
open class HeadlessViewController: ModalHost, LifetimeProvider, QueueJoining {
    /// Ends when this screen deinitializes.
    public let lifetime: Lifetime
    private let token: Lifetime.Token

    private var storedPresentedViewController: PlatformViewController?
    /// How many transitions this screen runs (as a presenter or as a container); zero when idle.
    private var transitionsInFlight = 0
    private var ownQueue: TransitionQueue?
    /// The queue of the hierarchy that a deep link's call is about to bring this screen into.
    private weak var joiningQueue: TransitionQueue?

    /// The screen presented by this one, if any.
    open var presentedViewController: PlatformViewController? { storedPresentedViewController }

    /// The screen that presents this one, if it is presented by a headless screen.
    public private(set) weak var presentingViewController: HeadlessViewController?

    /// The headless container (navigation or tab bar controller) that shows this screen, if any.
    public internal(set) weak var parent: HeadlessViewController?

    /// The object told about dismissals the user makes; held weakly.
    public weak var modalHostDelegate: (any ModalHostDelegate)?

    /// How long this screen's own transitions take; `nil`, the default, uses its container's or presenter's timing,
    /// and instant timing when it has neither.
    public var transitionTiming: TransitionTiming?

    /// Whether this screen is being presented: from the start of its presentation to its end.
    public private(set) var isBeingPresented = false

    /// Whether this screen is being dismissed: from the start of its dismissal to its end.
    public private(set) var isBeingDismissed = false

    /// How this screen shows when it is presented, as UIKit's `modalPresentationStyle`: the user can swipe a sheet
    /// down, the default, but not a full-screen cover or an alert. Set it before presenting the screen.
    public var presentationStyle = PresentationStyle.sheet

    /// What UIKit would have logged about the transitions asked of this screen: refused presentations and
    /// dismissals, and transitions started while another was running. Empty when every call came at the right time.
    public internal(set) var transitionWarnings: [String] = []

    /// Creates a screen that presents nothing.
    public init() {
        (lifetime, token) = Lifetime.make()
    }

    /// The timing this screen's transitions use: its own, its container's or presenter's, or instant.
    public var effectiveTransitionTiming: TransitionTiming {
        transitionTiming ?? parent?.effectiveTransitionTiming ?? presentingViewController?.effectiveTransitionTiming
            ?? .instant
    }

    /// Whether a transition that involves this screen is in flight, as UIKit's `transitionCoordinator` tells.
    open var isTransitioning: Bool {
        transitionsInFlight > 0 || isBeingPresented || isBeingDismissed || parent?.isTransitioning == true
    }

    /// The queue shared by the navigators of this screen's hierarchy: the one of the screen at its root (the bottom
    /// presenter, outermost container).
    public var transitionQueue: TransitionQueue {
        if let above = parent ?? presentingViewController { return above.transitionQueue }
        if let joiningQueue { return joiningQueue }
        if let ownQueue { return ownQueue }
        let queue = TransitionQueue()
        queue.audit = effectiveTransitionTiming.audit
        ownQueue = queue
        return queue
    }

    func willJoin(_ queue: TransitionQueue?) {
        joiningQueue = queue
    }

    /// Runs `action` once no transition that involves this screen is in flight.
    ///
    /// - Parameter action: The work to run, once.
    public func whenIdle(_ action: @escaping @MainActor () -> Void) {
        IdleWaiters.shared.whenIdle(self, action)
    }

    /// Presents `viewController`, as UIKit does: refused while another screen is presented or while a transition of
    /// this screen is in progress.
    ///
    /// - Parameters:
    ///   - viewController: The screen to present.
    ///   - animated: Whether the presentation is animated; with animated timing it ends after the duration.
    ///   - completion: Runs once the presentation has ended; never when it was refused.
    open func present(
        _ viewController: PlatformViewController,
        animated: Bool,
        completion: (@MainActor () -> Void)?
    ) {
        if let presented = presentedViewController {
            let problem = presented === viewController ? "is already presented" : "which is already presenting"
            return warn("Attempt to present \(viewController) on \(self) \(problem) \(presented)")
        }
        guard !isTransitioning else {
            return warn("Attempt to present \(viewController) on \(self) while a presentation is in progress")
        }
        storedPresentedViewController = viewController
        let screen = (viewController as AnyObject) as? HeadlessViewController
        screen?.presentingViewController = self
        screen?.isBeingPresented = true
        runTransition(animated: animated) {
            screen?.isBeingPresented = false
            completion?()
        }
    }

    /// Dismisses the presented screen, as UIKit does: a screen that presents nothing asks its presenter to dismiss it,
    /// and a dismissal while a transition of the presenter is in progress is refused.
    ///
    /// A dismissal asked for by the presented screen itself is reported to the presenter's ``modalHostDelegate``,
    /// since the navigator did not make it.
    ///
    /// - Parameters:
    ///   - animated: Whether the dismissal is animated; with animated timing it ends after the duration.
    ///   - completion: Runs once the dismissal has ended; at once when there is nothing to dismiss, never when it was
    ///     refused.
    open func dismiss(animated: Bool, completion: (@MainActor () -> Void)?) {
        if presentedViewController == nil, let presenter = presentingViewController {
            presenter.dismissPresented(animated: animated, isReported: true, completion: completion)
        } else if presentedViewController != nil {
            dismissPresented(animated: animated, isReported: false, completion: completion)
        } else {
            completion?()
        }
    }

    /// Dismisses the presented screen the way a user swiping a sheet down does, and tells the delegate once the
    /// dismissal has ended.
    ///
    /// As in UIKit, the swipe is ignored on an alert and on a full-screen cover (see ``presentationStyle``), which
    /// cannot be swiped away, and while a transition of this screen, or of the presented one, is in progress. A
    /// cancelled swipe runs for the same time, then leaves the screen presented and reports nothing.
    ///
    /// - Parameter completing: Whether the user finishes the swipe.
    /// - Returns: Whether the swipe started.
    @discardableResult
    public func simulateInteractiveDismiss(completing: Bool = true) -> Bool {
        guard let presented = presentedViewController, canSwipeDownPresented, !isTransitioning,
            ((presented as AnyObject) as? HeadlessViewController)?.isTransitioning != true
        else { return false }
        if completing {
            dismissPresented(animated: true, isReported: true, completion: nil)
        } else {
            let screen = (presented as AnyObject) as? HeadlessViewController
            screen?.isBeingDismissed = true
            runTransition(animated: true) { screen?.isBeingDismissed = false }
        }
        return true
    }

    /// Whether the user could swipe the presented screen down: a sheet, not an alert nor a full-screen cover (see
    /// ``presentationStyle``), as UIKit lets the user swipe away only sheets.
    package var canSwipeDownPresented: Bool {
        guard let presented = presentedViewController else { return false }
        guard let screen = (presented as AnyObject) as? HeadlessViewController else { return true }
        return !(screen is HeadlessAlertController) && screen.presentationStyle == .sheet
    }

    /// Dismisses the presented screen and whatever it presents, telling the delegate when `isReported`.
    func dismissPresented(animated: Bool, isReported: Bool, completion: (@MainActor () -> Void)?) {
        guard let presented = presentedViewController else {
            completion?()
            return
        }
        let screen = (presented as AnyObject) as? HeadlessViewController
        guard !isTransitioning, screen?.isTransitioning != true else {
            return warn(
                "Attempt to dismiss from view controller \(self) while a presentation or dismiss is in progress")
        }
        screen?.isBeingDismissed = true
        runTransition(animated: animated) { [weak self] in
            screen?.isBeingDismissed = false
            // As UIKit does, dismissing a screen also dismisses whatever it presents.
            screen?.forgetPresentedChain()
            guard let self, self.storedPresentedViewController === presented else {
                completion?()
                return
            }
            self.storedPresentedViewController = nil
            screen?.presentingViewController = nil
            if isReported { self.modalHostDelegate?.modalHost(self, didDismiss: presented) }
            completion?()
        }
    }

    private func forgetPresentedChain() {
        guard let presented = storedPresentedViewController else { return }
        storedPresentedViewController = nil
        let screen = (presented as AnyObject) as? HeadlessViewController
        screen?.presentingViewController = nil
        screen?.forgetPresentedChain()
    }

    /// Runs a transition of this screen: `end` runs after the duration when it is animated on animated timing, at once
    /// otherwise; then whoever waits for an idle host is told.
    func runTransition(animated: Bool, end: @escaping @MainActor () -> Void) {
        let timing = effectiveTransitionTiming
        guard animated, timing.takesTime, let scheduler = timing.scheduler else {
            end()
            IdleWaiters.shared.runReady()
            return
        }
        transitionsInFlight += 1
        scheduler.schedule(after: scheduler.currentDate.addingTimeInterval(timing.duration)) { [weak self] in
            MainActor.assumeIsolated {
                self?.transitionsInFlight -= 1
                end()
                IdleWaiters.shared.runReady()
            }
        }
    }

    /// Records what UIKit would log, and prints it in debug builds.
    func warn(_ message: String) {
        transitionWarnings.append(message)
        #if DEBUG
            print("[ReactiveNavigation] headless host: \(message)")
        #endif
    }
}

/// Actions waiting for a host to become idle: whenever a transition ends, those whose host is now idle run, in the
/// order they were added. Headless hosts share ``shared``; each ``NavigationScene`` has its own.
///
/// The list is process-wide, not per hierarchy, on purpose: a host's ``TransitionHost/isTransitioning`` may follow
/// any other host's (a container of the app's own overrides it to include its children's), and a screen may join or
/// leave a hierarchy while it waits (set as a tab, presented, dismissed), so the end of any headless transition may be
/// the one that makes a waiting host idle. It holds no navigation state: only actions and weak references to hosts.
@MainActor
final class IdleWaiters {
    /// The waiters of every headless hierarchy.
    static let shared = IdleWaiters()

    private var waiting: [(host: Weak, action: @MainActor () -> Void)] = []
    private var isRunning = false

    private struct Weak {
        weak var host: (any TransitionHost)?
    }

    /// Runs `action` at once if `host` is idle, otherwise once a transition has ended and left it idle.
    func whenIdle(_ host: any TransitionHost, _ action: @escaping @MainActor () -> Void) {
        guard host.isTransitioning else { return action() }
        waiting.append((Weak(host: host), action))
    }

    func runReady() {
        guard !isRunning else { return }
        isRunning = true
        defer { isRunning = false }
        while let index = waiting.firstIndex(where: { $0.host.host.map { !$0.isTransitioning } ?? true }) {
            let (reference, action) = waiting.remove(at: index)
            // An action whose host is gone has nothing left to wait for, and is dropped.
            if reference.host != nil { action() }
        }
    }
}
