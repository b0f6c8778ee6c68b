/// A navigation controller that shows a stack of screens, such as `UINavigationController` or
/// ``HeadlessNavigationController``.
///
/// A host reports every completed transition to its ``stackHostDelegate``, including pops the
/// user makes, so a ``StackNavigator`` can keep its routes in step with ``viewControllers``.
/// As in UIKit, ``viewControllers`` changes as soon as an animated push, pop or set starts; the delegate hears of
/// it, and the completion runs, once the animation has ended.
///
/// A container of your own needs only one primitive, ``setViewControllers(_:animated:completion:)``: pushes and pops
/// default to setting the stack they ask for. Implement them too where the container animates them differently, as
/// `UINavigationController` does.
@MainActor
public protocol StackHost: TransitionHost {
    /// The screens on the stack, bottom first.
    ///
    /// During an interactive pop (the back swipe) the top screen stays in the list until the swipe completes.
    var viewControllers: [PlatformViewController] { get }

    /// The object told about shown screens; implementations hold it weakly.
    var stackHostDelegate: (any StackHostDelegate)? { get set }

    /// Replaces the whole stack.
    ///
    /// - Parameters:
    ///   - viewControllers: The new screens, bottom first.
    ///   - animated: Whether the change is animated.
    ///   - completion: Runs once the transition has ended and been reported to the delegate.
    func setViewControllers(
        _ viewControllers: [PlatformViewController],
        animated: Bool,
        completion: (@MainActor () -> Void)?
    )

    /// Pushes a screen on top of the stack.
    ///
    /// - Parameters:
    ///   - viewController: The screen to push.
    ///   - animated: Whether the push is animated.
    ///   - completion: Runs once the transition has ended and been reported to the delegate.
    func pushViewController(
        _ viewController: PlatformViewController,
        animated: Bool,
        completion: (@MainActor () -> Void)?
    )

    /// Pops the top screen unless it is the only one.
    ///
    /// - Parameters:
    ///   - animated: Whether the pop is animated.
    ///   - completion: Runs once the transition has ended and been reported to the delegate, or at once when
    ///     nothing was popped.
    /// - Returns: The popped screen, or `nil` when nothing was popped.
    @discardableResult
    func popViewController(animated: Bool, completion: (@MainActor () -> Void)?) -> PlatformViewController?

    /// Pops every screen above `viewController`.
    ///
    /// - Parameters:
    ///   - viewController: The screen that becomes the top one.
    ///   - animated: Whether the pop is animated.
    ///   - completion: Runs once the transition has ended and been reported to the delegate, or at once when
    ///     nothing was popped.
    /// - Returns: The popped screens, or `nil` when `viewController` is not on the stack.
    @discardableResult
    func popToViewController(
        _ viewController: PlatformViewController,
        animated: Bool,
        completion: (@MainActor () -> Void)?
    ) -> [PlatformViewController]?
}

extension StackHost {
    /// Pushes a screen by setting the stack with the screen on top; a screen already on the stack is ignored.
    ///
    /// - Parameters:
    ///   - viewController: The screen to push.
    ///   - animated: Whether the push is animated.
    ///   - completion: Runs once the transition has ended and been reported to the delegate.
    public func pushViewController(
        _ viewController: PlatformViewController,
        animated: Bool,
        completion: (@MainActor () -> Void)?
    ) {
        guard !viewControllers.contains(where: { $0 === viewController }) else {
            completion?()
            return
        }
        setViewControllers(viewControllers + [viewController], animated: animated, completion: completion)
    }

    /// Pops the top screen, unless it is the only one, by setting the stack without it.
    ///
    /// - Parameters:
    ///   - animated: Whether the pop is animated.
    ///   - completion: Runs once the transition has ended and been reported to the delegate, or at once when
    ///     nothing was popped.
    /// - Returns: The popped screen, or `nil` when nothing was popped.
    @discardableResult
    public func popViewController(animated: Bool, completion: (@MainActor () -> Void)?) -> PlatformViewController? {
        let screens = viewControllers
        guard screens.count > 1, let top = screens.last else {
            completion?()
            return nil
        }
        setViewControllers(Array(screens.dropLast()), animated: animated, completion: completion)
        return top
    }

    /// Pops every screen above `viewController` by setting the stack up to it.
    ///
    /// - Parameters:
    ///   - viewController: The screen that becomes the top one.
    ///   - animated: Whether the pop is animated.
    ///   - completion: Runs once the transition has ended and been reported to the delegate, or at once when
    ///     nothing was popped.
    /// - Returns: The popped screens, or `nil` when `viewController` is not on the stack.
    @discardableResult
    public func popToViewController(
        _ viewController: PlatformViewController,
        animated: Bool,
        completion: (@MainActor () -> Void)?
    ) -> [PlatformViewController]? {
        let screens = viewControllers
        guard let index = screens.lastIndex(where: { $0 === viewController }) else {
            completion?()
            return nil
        }
        let popped = Array(screens[(index + 1)...])
        guard !popped.isEmpty else {
            completion?()
            return []
        }
        setViewControllers(Array(screens[...index]), animated: animated, completion: completion)
        return popped
    }

    /// Replaces the whole stack, without a completion.
    ///
    /// - Parameters:
    ///   - viewControllers: The new screens, bottom first.
    ///   - animated: Whether the change is animated.
    public func setViewControllers(_ viewControllers: [PlatformViewController], animated: Bool) {
        setViewControllers(viewControllers, animated: animated, completion: nil)
    }

    /// Pushes a screen on top of the stack, without a completion.
    ///
    /// - Parameters:
    ///   - viewController: The screen to push.
    ///   - animated: Whether the push is animated.
    public func pushViewController(_ viewController: PlatformViewController, animated: Bool) {
        pushViewController(viewController, animated: animated, completion: nil)
    }

    /// Pops the top screen unless it is the only one, without a completion.
    ///
    /// - Parameter animated: Whether the pop is animated.
    /// - Returns: The popped screen, or `nil` when nothing was popped.
    @discardableResult
    public func popViewController(animated: Bool) -> PlatformViewController? {
        popViewController(animated: animated, completion: nil)
    }

    /// Pops every screen above `viewController`, without a completion.
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
        popToViewController(viewController, animated: animated, completion: nil)
    }
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
