// swift-format-ignore-file
// A test-only stub of the UIKit declarations that Sources/ReactiveNavigation/UIKit uses, so that
// scripts/typecheck-uikit.sh can typecheck those files on Linux. Every signature follows Apple's
// documentation: isolation, labels, optionality and optional protocol requirements. Bodies are
// placeholders; the stub is never linked or shipped. Keep it to what the adapters use.
@_exported import Foundation

@MainActor
open class UIViewController: NSObject {
    open var presentedViewController: UIViewController? { nil }
    open var presentationController: UIPresentationController? { nil }
    open func present(_ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil) {}
    open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {}
}

@MainActor
open class UINavigationController: UIViewController {
    @objc(UINavigationControllerOperation)
    public enum Operation: Int, @unchecked Sendable {
        case none = 0
        case push = 1
        case pop = 2
    }

    public init(rootViewController: UIViewController) {}
    open var viewControllers: [UIViewController] = []
    weak open var delegate: (any UINavigationControllerDelegate)?
    open func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {}
    open func pushViewController(_ viewController: UIViewController, animated: Bool) {}
    open func popViewController(animated: Bool) -> UIViewController? { nil }
    open func popToViewController(_ viewController: UIViewController, animated: Bool) -> [UIViewController]? { nil }
    open func popToRootViewController(animated: Bool) -> [UIViewController]? { nil }
}

@MainActor
@objc public protocol UINavigationControllerDelegate: NSObjectProtocol {
    @objc optional func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool)
    @objc optional func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool)
    @objc optional func navigationController(_ navigationController: UINavigationController, interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning) -> (any UIViewControllerInteractiveTransitioning)?
    @objc optional func navigationController(_ navigationController: UINavigationController, animationControllerFor operation: UINavigationController.Operation, from fromVC: UIViewController, to toVC: UIViewController) -> (any UIViewControllerAnimatedTransitioning)?
}

@MainActor
@objc public protocol UIViewControllerAnimatedTransitioning: NSObjectProtocol {}

@MainActor
@objc public protocol UIViewControllerInteractiveTransitioning: NSObjectProtocol {}

@MainActor
open class UITabBarController: UIViewController {
    open var viewControllers: [UIViewController]?
    open var selectedIndex: Int = 0
    weak open var delegate: (any UITabBarControllerDelegate)?
    open func setViewControllers(_ viewControllers: [UIViewController]?, animated: Bool) {}
}

@MainActor
@objc public protocol UITabBarControllerDelegate: NSObjectProtocol {
    @objc optional func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool
    @objc optional func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController)
}

@MainActor
open class UIPresentationController: NSObject {
    weak open var delegate: (any UIAdaptivePresentationControllerDelegate)?
    open var presentedViewController: UIViewController { fatalError("stub") }
}

@MainActor
@objc public protocol UIAdaptivePresentationControllerDelegate: NSObjectProtocol {
    @objc optional func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool
    @objc optional func presentationControllerDidDismiss(_ presentationController: UIPresentationController)
}
