/// A navigation controller with no user interface, the stand-in for `UINavigationController` on
/// Linux and in tests.
///
/// It reports every finished transition to its ``stackHostDelegate`` as UIKit's
/// `navigationController(_:didShow:animated:)` does, synchronously, including the user actions
/// it simulates. Like UIKit, it never pops its root screen and ignores a push of a screen it
/// already holds.
@MainActor
public final class HeadlessNavigationController: HeadlessViewController, StackHost {
    /// The screens on the stack, bottom first.
    public private(set) var viewControllers: [PlatformViewController] = []

    /// The object told about shown screens; held weakly.
    public weak var stackHostDelegate: (any StackHostDelegate)?

    /// The screen on top of the stack.
    public var topViewController: PlatformViewController? { viewControllers.last }

    /// Creates an empty navigation controller.
    override public init() {
        super.init()
    }

    /// Creates a navigation controller showing `rootViewController`.
    ///
    /// - Parameter rootViewController: The bottom screen.
    public convenience init(rootViewController: PlatformViewController) {
        self.init()
        viewControllers = [rootViewController]
    }

    /// Replaces the whole stack and reports the new top screen.
    ///
    /// - Parameters:
    ///   - viewControllers: The new screens, bottom first.
    ///   - animated: Whether the change is animated.
    public func setViewControllers(_ viewControllers: [PlatformViewController], animated: Bool) {
        // The screens the new list drops deinitialize after the change is settled and reported, not inside the
        // assignment, where a deinit that reads `viewControllers` would be an exclusivity violation.
        let replaced = self.viewControllers
        self.viewControllers = viewControllers
        reportTop(animated: animated)
        withExtendedLifetime(replaced) {}
    }

    /// Pushes a screen and reports it; a screen already on the stack is ignored.
    ///
    /// - Parameters:
    ///   - viewController: The screen to push.
    ///   - animated: Whether the push is animated.
    public func pushViewController(_ viewController: PlatformViewController, animated: Bool) {
        guard !viewControllers.contains(where: { $0 === viewController }) else { return }
        viewControllers.append(viewController)
        reportTop(animated: animated)
    }

    /// Pops the top screen unless it is the root, and reports the new top screen.
    ///
    /// - Parameter animated: Whether the pop is animated.
    /// - Returns: The popped screen, or `nil` when only the root is left.
    @discardableResult
    public func popViewController(animated: Bool) -> PlatformViewController? {
        guard viewControllers.count > 1 else { return nil }
        let popped = viewControllers.removeLast()
        reportTop(animated: animated)
        return popped
    }

    /// Pops every screen above `viewController` and reports it.
    ///
    /// - Parameters:
    ///   - viewController: The screen that becomes the top one.
    ///   - animated: Whether the pop is animated.
    /// - Returns: The popped screens, or `nil` when `viewController` is not on the stack.
    @discardableResult
    public func popToViewController(
        _ viewController: PlatformViewController,
        animated: Bool
    ) -> [PlatformViewController]? {
        guard let index = viewControllers.lastIndex(where: { $0 === viewController }) else { return nil }
        let popped = Array(viewControllers[(index + 1)...])
        viewControllers.removeSubrange((index + 1)...)
        reportTop(animated: animated)
        return popped
    }

    /// Pops every screen above the root and reports the root.
    ///
    /// - Parameter animated: Whether the pop is animated.
    /// - Returns: The popped screens, or `nil` when the stack is empty.
    @discardableResult
    public func popToRootViewController(animated: Bool) -> [PlatformViewController]? {
        guard let root = viewControllers.first else { return nil }
        return popToViewController(root, animated: animated)
    }

    /// Pops the top screen the way the back button does.
    public func simulateBackButtonTap() {
        popViewController(animated: true)
    }

    /// Pops to `viewController` the way choosing it in the back button's long-press menu does.
    ///
    /// - Parameter viewController: The earlier screen the user picks.
    public func simulateBackMenuSelection(of viewController: PlatformViewController) {
        popToViewController(viewController, animated: true)
    }

    /// Runs an interactive swipe from the left edge that either completes or is cancelled.
    ///
    /// A completed swipe pops the top screen; a cancelled one leaves the stack as it was and, as
    /// UIKit does, reports the screen that stayed on top.
    ///
    /// - Parameter completing: Whether the user finishes the swipe.
    public func simulateInteractivePop(completing: Bool) {
        guard viewControllers.count > 1 else { return }
        if completing {
            popViewController(animated: true)
        } else {
            reportTop(animated: true)
        }
    }

    private func reportTop(animated: Bool) {
        guard let top = viewControllers.last else { return }
        stackHostDelegate?.stackHost(self, didShow: top, animated: animated)
    }
}
