/// A tab bar controller with no user interface, the stand-in for `UITabBarController` on Linux and
/// in tests.
///
/// As in UIKit, setting ``selectedIndex`` in code is silent, while ``simulateTabSelection(at:)``
/// reports the user's choice to the ``tabHostDelegate``. Switching tabs is not animated; the tab bar ignores taps
/// while a transition that involves it runs (a presentation it makes, or one of a container it is in), and its tabs
/// use its ``HeadlessViewController/transitionTiming`` when they have none of their own.
@MainActor
public final class HeadlessTabBarController: HeadlessViewController, TabHost {
    /// The screens of the tabs, in order.
    public private(set) var viewControllers: [PlatformViewController] = []

    /// The index of the selected tab; out-of-range values are ignored.
    public var selectedIndex: Int {
        get { storedSelectedIndex }
        set { if viewControllers.indices.contains(newValue) { storedSelectedIndex = newValue } }
    }
    private var storedSelectedIndex = 0

    /// The object told about selections the user makes; held weakly.
    public weak var tabHostDelegate: (any TabHostDelegate)?

    /// The screen of the selected tab.
    public var selectedViewController: PlatformViewController? {
        viewControllers.indices.contains(selectedIndex) ? viewControllers[selectedIndex] : nil
    }

    /// Creates a tab bar controller without tabs.
    ///
    /// - Parameter timing: How long the transitions of its hierarchy take; `nil` uses its container's or presenter's
    ///   timing, and instant timing when it has neither.
    public init(timing: TransitionTiming? = nil) {
        super.init()
        transitionTiming = timing
    }

    /// Replaces the tabs, keeping the selected index when it is still valid.
    ///
    /// - Parameters:
    ///   - viewControllers: The screens of the new tabs, in order.
    ///   - animated: Whether the change is animated.
    public func setViewControllers(_ viewControllers: [PlatformViewController], animated: Bool) {
        // The screens the new list drops deinitialize once the change is settled, not inside the assignment.
        let replaced = self.viewControllers
        self.viewControllers = viewControllers
        if !viewControllers.indices.contains(storedSelectedIndex) { storedSelectedIndex = 0 }
        for case let screen as HeadlessViewController in replaced.map({ $0 as AnyObject }) where screen.parent === self
        {
            screen.parent = nil
        }
        for case let screen as HeadlessViewController in viewControllers.map({ $0 as AnyObject }) {
            screen.parent = self
        }
        withExtendedLifetime(replaced) {}
    }

    /// Selects a tab the way a user tapping it does, and tells the delegate.
    ///
    /// - Parameter index: The index of the tapped tab; out-of-range indexes are ignored, and so is a tap while a
    ///   transition that involves the tab bar runs.
    /// - Returns: Whether the tap selected the tab.
    @discardableResult
    public func simulateTabSelection(at index: Int) -> Bool {
        guard viewControllers.indices.contains(index), !isTransitioning else { return false }
        selectedIndex = index
        tabHostDelegate?.tabHost(self, didSelect: viewControllers[index])
        return true
    }
}
