/// A navigation controller with no user interface, the stand-in for `UINavigationController` on
/// Linux and in tests.
///
/// It reports every finished transition to its ``stackHostDelegate`` as UIKit's
/// `navigationController(_:didShow:animated:)` does, including the user actions it simulates. Like UIKit, it never
/// pops its root screen and ignores a push of a screen it already holds.
///
/// ## Transitions take time
///
/// With instant timing, the default, every transition ends, and is reported, before the call returns. With
/// animated ``HeadlessViewController/transitionTiming`` it behaves as UIKit documents for an animated push, pop or set:
/// - ``viewControllers`` changes at once; `didShow` and the completion come when the animation ends, and
///   ``HeadlessViewController/isTransitioning`` is true until then.
/// - A push, pop or set started while another is running is carried out, as UIKit does, but UIKit corrupts its
///   navigation bar and may lose the push: each one is recorded in ``HeadlessViewController/transitionWarnings``
///   ("nested push animation can result in corrupted navigation bar").
/// - The user's back tap and back menu are ignored while a transition runs, as UIKit ignores taps during an
///   animation; so is the start of a back swipe.
/// - A back swipe (``simulateInteractivePop(completing:)``) keeps the top screen in ``viewControllers`` until it
///   completes, then reports the new top screen; a cancelled swipe reports the screen that stayed on top.
@MainActor
public final class HeadlessNavigationController: HeadlessViewController, StackHost {
    /// The screens on the stack, bottom first.
    public private(set) var viewControllers: [PlatformViewController] = []

    /// The object told about shown screens; held weakly.
    public weak var stackHostDelegate: (any StackHostDelegate)?

    /// The screen on top of the stack.
    public var topViewController: PlatformViewController? { viewControllers.last }

    /// Whether a push, pop, set or back swipe of this controller is running.
    public var isStackTransitioning: Bool { stackTransitions > 0 }
    private var stackTransitions = 0

    /// Creates an empty navigation controller.
    ///
    /// - Parameter timing: How long its animated transitions take; `nil` uses its container's or presenter's timing,
    ///   and instant timing when it has neither.
    public init(timing: TransitionTiming? = nil) {
        super.init()
        transitionTiming = timing
    }

    /// Creates a navigation controller showing `rootViewController`.
    ///
    /// - Parameters:
    ///   - rootViewController: The bottom screen.
    ///   - timing: How long its animated transitions take; `nil` uses its container's or presenter's timing.
    public convenience init(rootViewController: PlatformViewController, timing: TransitionTiming? = nil) {
        self.init(timing: timing)
        viewControllers = [rootViewController]
        adopt([rootViewController])
    }

    /// Whether a transition that involves this controller is in flight: its own push, pop, set or back swipe, or a
    /// presentation it makes or undergoes.
    override public var isTransitioning: Bool { isStackTransitioning || super.isTransitioning }

    /// Replaces the whole stack and reports the new top screen when the transition ends.
    ///
    /// The controller's one primitive: its pushes and pops are ``StackHost``'s, which set the stack they ask for.
    ///
    /// - Parameters:
    ///   - viewControllers: The new screens, bottom first.
    ///   - animated: Whether the change is animated.
    ///   - completion: Runs once the transition has ended and been reported.
    public func setViewControllers(
        _ viewControllers: [PlatformViewController],
        animated: Bool,
        completion: (@MainActor () -> Void)?
    ) {
        warnIfOverlapping()
        // The screens the new list drops deinitialize after the change is settled and reported, not inside the
        // assignment, where a deinit that reads `viewControllers` would be an exclusivity violation.
        let replaced = self.viewControllers
        self.viewControllers = viewControllers
        release(replaced)
        adopt(viewControllers)
        runStackTransition(animated: animated) {
            withExtendedLifetime(replaced) {}
            completion?()
        }
    }

    /// Pops every screen above the root and reports the root when the transition ends.
    ///
    /// - Parameter animated: Whether the pop is animated.
    /// - Returns: The popped screens, or `nil` when the stack is empty.
    @discardableResult
    public func popToRootViewController(animated: Bool) -> [PlatformViewController]? {
        guard let root = viewControllers.first else { return nil }
        return popToViewController(root, animated: animated, completion: nil)
    }

    /// Pops the top screen the way the back button does; ignored while a transition runs, as UIKit ignores taps
    /// during an animation.
    ///
    /// - Returns: Whether the tap popped a screen.
    @discardableResult
    public func simulateBackButtonTap() -> Bool {
        guard !isTransitioning, viewControllers.count > 1 else { return false }
        popViewController(animated: true, completion: nil)
        return true
    }

    /// Pops to `viewController` the way choosing it in the back button's long-press menu does; ignored while a
    /// transition runs.
    ///
    /// - Parameter viewController: The earlier screen the user picks.
    /// - Returns: Whether the choice popped screens.
    @discardableResult
    public func simulateBackMenuSelection(of viewController: PlatformViewController) -> Bool {
        guard !isTransitioning, let index = viewControllers.lastIndex(where: { $0 === viewController }),
            index < viewControllers.count - 1
        else { return false }
        popToViewController(viewController, animated: true, completion: nil)
        return true
    }

    /// Runs an interactive swipe from the left edge that either completes or is cancelled; ignored while a
    /// transition runs or when only the root is left.
    ///
    /// The swipe takes the timing's duration. The top screen stays in ``viewControllers`` until it completes; then it
    /// is popped and the new top screen reported. A cancelled swipe leaves the stack as it was and, as UIKit does,
    /// reports the screen that stayed on top.
    ///
    /// - Parameter completing: Whether the user finishes the swipe.
    /// - Returns: Whether the swipe started.
    @discardableResult
    public func simulateInteractivePop(completing: Bool) -> Bool {
        guard !isTransitioning, viewControllers.count > 1 else { return false }
        let popped = viewControllers[viewControllers.count - 1]
        runStackTransition(
            animated: true,
            settle: { [weak self] in
                guard let self, completing, self.viewControllers.last === popped else { return }
                self.viewControllers.removeLast()
                self.release([popped])
            },
            { withExtendedLifetime(popped) {} }
        )
        return true
    }

    /// Runs a stack transition, after the duration when it is animated: `settle`, the report of the top screen, then
    /// `end`.
    private func runStackTransition(
        animated: Bool,
        settle: (@MainActor () -> Void)? = nil,
        _ end: (@MainActor () -> Void)?
    ) {
        stackTransitions += 1
        runTransition(animated: animated) { [weak self] in
            guard let self else {
                end?()
                return
            }
            self.stackTransitions -= 1
            settle?()
            if let top = self.viewControllers.last {
                self.stackHostDelegate?.stackHost(self, didShow: top, animated: animated)
            }
            end?()
        }
    }

    private func warnIfOverlapping() {
        guard isStackTransitioning else { return }
        warn(
            "a push, pop or set while a transition is running: nested push animation can result in corrupted "
                + "navigation bar")
    }

    private func adopt(_ screens: [PlatformViewController]) {
        for screen in screens {
            ((screen as AnyObject) as? HeadlessViewController)?.parent = self
        }
    }

    private func release(_ screens: [PlatformViewController]) {
        for case let screen as HeadlessViewController in screens.map({ $0 as AnyObject })
        where screen.parent === self && !viewControllers.contains(where: { $0 === screen }) {
            screen.parent = nil
        }
    }
}
