/// A tab bar controller, such as `UITabBarController` or ``HeadlessTabBarController``.
///
/// A host reports selections the user makes to its ``tabHostDelegate``; setting
/// ``selectedIndex`` in code is not reported.
@MainActor
public protocol TabHost: TransitionHost {
    /// The screens of the tabs, in order.
    var viewControllers: [PlatformViewController] { get }

    /// The index of the selected tab.
    var selectedIndex: Int { get set }

    /// The object told about selections the user makes; implementations hold it weakly.
    var tabHostDelegate: (any TabHostDelegate)? { get set }

    /// Replaces the tabs.
    ///
    /// - Parameters:
    ///   - viewControllers: The screens of the new tabs, in order.
    ///   - animated: Whether the change is animated.
    func setViewControllers(_ viewControllers: [PlatformViewController], animated: Bool)
}

/// Receives the selections a user makes on a ``TabHost``.
@MainActor
public protocol TabHostDelegate: AnyObject {
    /// Tells the delegate that the user selected the tab showing `viewController`.
    ///
    /// - Parameters:
    ///   - host: The host whose selection changed.
    ///   - viewController: The screen of the selected tab.
    func tabHost(_ host: any TabHost, didSelect viewController: PlatformViewController)
}
