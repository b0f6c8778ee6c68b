// swift-format-ignore-file
// A test-only stub of the UIKit declarations that Sources/ReactiveNavigation/UIKit uses, so that
// scripts/typecheck-uikit.sh can typecheck those files on Linux. Every signature follows Apple's
// documentation: isolation, labels, optionality, initializers and optional protocol requirements.
// Bodies are placeholders; the stub is never linked or shipped. Keep it to what the adapters and
// the fixtures use.
@_exported import Foundation

/// CoreGraphics' rectangle, reduced to what `UIView.init(frame:)` needs.
public struct CGRect: Sendable {
    public static let zero = CGRect()
}

@MainActor
open class UIResponder: NSObject {}

@MainActor
open class UIView: UIResponder {
    public init(frame: CGRect) {}
    public required init?(coder: NSCoder) {}
    public convenience override init() { self.init(frame: .zero) }
    open var isHidden: Bool = false
    open var window: UIWindow? { nil }
    open var subviews: [UIView] { [] }
    open func addSubview(_ view: UIView) {}
    open func removeFromSuperview() {}
    open func didMoveToWindow() {}
}

@MainActor
open class UIWindow: UIView {
    public init(windowScene: UIWindowScene) { super.init(frame: .zero) }
    public required init?(coder: NSCoder) { super.init(coder: coder) }
    open var rootViewController: UIViewController?
    open func makeKeyAndVisible() {}
}

@MainActor
open class UIScene: UIResponder {
    @MainActor
    open class ConnectionOptions: NSObject {}
}

@MainActor
open class UIWindowScene: UIScene {}

@MainActor
open class UISceneSession: NSObject {}

@MainActor
@objc public protocol UISceneDelegate: NSObjectProtocol {
    @objc optional func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions)
}

@MainActor
@objc public protocol UIWindowSceneDelegate: UISceneDelegate {
    @objc optional var window: UIWindow? { get set }
}

@MainActor
open class UIViewController: UIResponder {
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {}
    public required init?(coder: NSCoder) {}
    public convenience override init() { self.init(nibName: nil, bundle: nil) }
    open var view: UIView! = nil
    open var viewIfLoaded: UIView? { nil }
    open var presentedViewController: UIViewController? { nil }
    open var presentingViewController: UIViewController? { nil }
    open var presentationController: UIPresentationController? { nil }
    open var isBeingPresented: Bool { false }
    open var isBeingDismissed: Bool { false }
    open var transitionCoordinator: (any UIViewControllerTransitionCoordinator)? { nil }
    open func present(_ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil) {}
    open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {}
}

@MainActor
open class UINavigationController: UIViewController {
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) { super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil) }
    public init(rootViewController: UIViewController) { super.init(nibName: nil, bundle: nil) }
    public required init?(coder: NSCoder) { super.init(coder: coder) }
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
}

/// A typed string in UIKit (`NS_TYPED_ENUM` over `NSString`); a Swift struct here.
public struct UITransitionContextViewControllerKey: Hashable, RawRepresentable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let from = UITransitionContextViewControllerKey(rawValue: "UITransitionContextFromViewControllerKey")
    public static let to = UITransitionContextViewControllerKey(rawValue: "UITransitionContextToViewControllerKey")
}

// The two transition-coordinator protocols are @objc in UIKit; here they are Swift protocols, since
// the stub's key type above is not representable in Objective-C. Members are as documented.
@MainActor
public protocol UIViewControllerTransitionCoordinatorContext: NSObjectProtocol {
    var initiallyInteractive: Bool { get }
    var isInteractive: Bool { get }
    var isCancelled: Bool { get }
    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController?
}

@MainActor
public protocol UIViewControllerTransitionCoordinator: UIViewControllerTransitionCoordinatorContext {
    @discardableResult
    func animate(alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?, completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool
}

@MainActor
open class UITabBarController: UIViewController {
    open var viewControllers: [UIViewController]?
    open var selectedIndex: Int = 0
    weak open var delegate: (any UITabBarControllerDelegate)?
    open func setViewControllers(_ viewControllers: [UIViewController]?, animated: Bool) {}
}

@MainActor
@objc public protocol UITabBarControllerDelegate: NSObjectProtocol {
    @objc optional func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController)
}

@MainActor
open class UIAlertController: UIViewController {
    public enum Style: Int, @unchecked Sendable {
        case actionSheet = 0
        case alert = 1
    }
    public convenience init(title: String?, message: String?, preferredStyle: UIAlertController.Style) { self.init(nibName: nil, bundle: nil) }
    open func addAction(_ action: UIAlertAction) {}
}

@MainActor
open class UIAlertAction: NSObject {
    public enum Style: Int, @unchecked Sendable {
        case `default` = 0
        case cancel = 1
        case destructive = 2
    }
    public convenience init(title: String?, style: UIAlertAction.Style, handler: ((UIAlertAction) -> Void)? = nil) { self.init() }
}

// Foundation's overlay bridges Array to NSArray, which is what lets UIKit's @objc protocols take arrays of view
// controllers; declared here, as documented, since only the page view controller's delegate needs it.
open class NSArray: NSObject {}

extension Array: @retroactive _ObjectiveCBridgeable {
    public func _bridgeToObjectiveC() -> NSArray { NSArray() }
    public static func _forceBridgeFromObjectiveC(_ source: NSArray, result: inout [Element]?) {}
    public static func _conditionallyBridgeFromObjectiveC(_ source: NSArray, result: inout [Element]?) -> Bool { false }
    public static func _unconditionallyBridgeFromObjectiveC(_ source: NSArray?) -> [Element] { [] }
}

@MainActor
open class UIPageViewController: UIViewController {
    public enum NavigationDirection: Int, @unchecked Sendable {
        case forward = 0
        case reverse = 1
    }
    weak open var delegate: (any UIPageViewControllerDelegate)?
    weak open var dataSource: (any UIPageViewControllerDataSource)?
    open var viewControllers: [UIViewController]? { nil }
    open func setViewControllers(_ viewControllers: [UIViewController]?, direction: UIPageViewController.NavigationDirection, animated: Bool, completion: ((Bool) -> Void)? = nil) {}
}

@MainActor
@objc public protocol UIPageViewControllerDataSource: NSObjectProtocol {
    func pageViewController(_ pageViewController: UIPageViewController, viewControllerBefore viewController: UIViewController) -> UIViewController?
    func pageViewController(_ pageViewController: UIPageViewController, viewControllerAfter viewController: UIViewController) -> UIViewController?
}

@MainActor
@objc public protocol UIPageViewControllerDelegate: NSObjectProtocol {
    @objc optional func pageViewController(_ pageViewController: UIPageViewController, willTransitionTo pendingViewControllers: [UIViewController])
    @objc optional func pageViewController(_ pageViewController: UIPageViewController, didFinishAnimating finished: Bool, previousViewControllers: [UIViewController], transitionCompleted completed: Bool)
}

@MainActor
open class UISplitViewController: UIViewController {
    @objc public enum Style: Int, @unchecked Sendable {
        case unspecified = 0
        case doubleColumn = 1
        case tripleColumn = 2
    }
    @objc public enum Column: Int, @unchecked Sendable {
        case primary = 0
        case supplementary = 1
        case secondary = 2
        case compact = 3
    }
    @objc public enum DisplayMode: Int, @unchecked Sendable {
        case automatic = 0
        case secondaryOnly = 1
        case oneBesideSecondary = 2
        case oneOverSecondary = 3
        case twoBesideSecondary = 4
        case twoOverSecondary = 5
        case twoDisplaceSecondary = 6
    }
    public init(style: UISplitViewController.Style) { super.init(nibName: nil, bundle: nil) }
    public required init?(coder: NSCoder) { super.init(coder: coder) }
    open var style: UISplitViewController.Style { .unspecified }
    weak open var delegate: (any UISplitViewControllerDelegate)?
    open var isCollapsed: Bool { false }
    open var displayMode: UISplitViewController.DisplayMode { .automatic }
    open func setViewController(_ vc: UIViewController?, for column: UISplitViewController.Column) {}
    open func viewController(for column: UISplitViewController.Column) -> UIViewController? { nil }
    open func show(_ column: UISplitViewController.Column) {}
}

@MainActor
@objc public protocol UISplitViewControllerDelegate: NSObjectProtocol {
    @objc optional func splitViewController(_ svc: UISplitViewController, willChangeTo displayMode: UISplitViewController.DisplayMode)
    @objc optional func splitViewController(_ svc: UISplitViewController, topColumnForCollapsingToProposedTopColumn proposedTopColumn: UISplitViewController.Column) -> UISplitViewController.Column
    @objc optional func splitViewControllerDidCollapse(_ svc: UISplitViewController)
    @objc optional func splitViewControllerDidExpand(_ svc: UISplitViewController)
    @objc optional func splitViewController(_ svc: UISplitViewController, willShow column: UISplitViewController.Column)
    @objc optional func splitViewController(_ svc: UISplitViewController, willHide column: UISplitViewController.Column)
}

@MainActor
open class UIPresentationController: NSObject {
    weak open var delegate: (any UIAdaptivePresentationControllerDelegate)?
    open var presentedViewController: UIViewController { fatalError("stub") }
}

@MainActor
@objc public protocol UIAdaptivePresentationControllerDelegate: NSObjectProtocol {
    @objc optional func presentationControllerDidDismiss(_ presentationController: UIPresentationController)
}

@MainActor
open class UIControl: UIView {
    public struct Event: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static var touchUpInside: UIControl.Event { UIControl.Event(rawValue: 1 << 6) }
        public static var valueChanged: UIControl.Event { UIControl.Event(rawValue: 1 << 12) }
        public static var primaryActionTriggered: UIControl.Event { UIControl.Event(rawValue: 1 << 13) }
    }
    open var isEnabled: Bool = true
    open func addTarget(_ target: Any?, action: Selector, for controlEvents: UIControl.Event) {}
    open func removeTarget(_ target: Any?, action: Selector?, for controlEvents: UIControl.Event) {}
}

@MainActor
open class UIButton: UIControl {}
