/// A navigation controller that shows a stack of screens, such as `UINavigationController` or
/// ``HeadlessNavigationController``.
///
/// A host reports every completed transition to its ``stackHostDelegate``, including pops the
/// user makes, so a ``StackNavigator`` can keep its routes in step with ``viewControllers``.
@MainActor
public protocol StackHost: AnyObject {
    /// The screens on the stack, bottom first.
    var viewControllers: [PlatformViewController] { get }

    /// The object told about shown screens; implementations hold it weakly.
    var stackHostDelegate: (any StackHostDelegate)? { get set }

    /// Replaces the whole stack.
    ///
    /// - Parameters:
    ///   - viewControllers: The new screens, bottom first.
    ///   - animated: Whether the change is animated.
    func setViewControllers(_ viewControllers: [PlatformViewController], animated: Bool)

    /// Pushes a screen on top of the stack.
    ///
    /// - Parameters:
    ///   - viewController: The screen to push.
    ///   - animated: Whether the push is animated.
    func pushViewController(_ viewController: PlatformViewController, animated: Bool)

    /// Pops the top screen unless it is the only one.
    ///
    /// - Parameter animated: Whether the pop is animated.
    /// - Returns: The popped screen, or `nil` when nothing was popped.
    @discardableResult
    func popViewController(animated: Bool) -> PlatformViewController?

    /// Pops every screen above `viewController`.
    ///
    /// - Parameters:
    ///   - viewController: The screen that becomes the top one.
    ///   - animated: Whether the pop is animated.
    /// - Returns: The popped screens, or `nil` when `viewController` is not on the stack.
    @discardableResult
    func popToViewController(_ viewController: PlatformViewController, animated: Bool) -> [PlatformViewController]?
}

/// Receives the screens a ``StackHost`` shows.
@MainActor
public protocol StackHostDelegate: AnyObject {
    /// Tells the delegate that a transition finished and `viewController` is the top screen.
    ///
    /// A cancelled interactive pop reports the screen that stayed on top.
    ///
    /// - Parameters:
    ///   - host: The host that changed.
    ///   - viewController: The screen now on top.
    ///   - animated: Whether the transition was animated.
    func stackHost(_ host: any StackHost, didShow viewController: PlatformViewController, animated: Bool)
}
