#if canImport(UIKit) && !os(watchOS)
    import ReactiveNavigation
    import UIKit

    extension TabNavigator {
        /// Creates a navigator that drives a `UITabBarController`.
        ///
        /// The navigator installs a proxy as the controller's delegate, which forwards every delegate call
        /// to the delegate set before, and puts that delegate back when the navigator is released. Set your
        /// delegate first: a delegate set later hides the user's selections from the navigator until it next
        /// touches the controller, when it reinstalls its proxy in front of yours and, in debug builds, prints a
        /// warning.
        ///
        /// Taps in the tab bar are reported through the delegate's `tabBarController(_:didSelect:)`. Selecting
        /// "More", or a tab from the More list, is not reported (UIKit documents no report for the latter); the
        /// navigator adopts the selection before its next call, with a `.hostChangedUnreported` diagnostic, and has
        /// no tab selected while the More list shows. The navigator drives the controller's `viewControllers`: a
        /// controller configured with the `tabs` of iOS 18 shows it no tabs, and its calls leave such a controller
        /// as it is (in debug builds, with a message).
        ///
        /// - Parameters:
        ///   - tabBarController: The tab bar controller that shows the tabs.
        ///   - diagnostics: Receives a report for every refused call, and every change the host made without reporting it.
        ///   - queue: The transition queue of the window hierarchy; `nil`, the default, uses ``TransitionQueue/main``.
        public convenience init(
            tabBarController: UITabBarController,
            diagnostics: NavigationDiagnostics = .debugLog,
            queue: TransitionQueue? = nil
        ) {
            self.init(tabBarController: TabBarControllerHost(tabBarController), diagnostics: diagnostics, queue: queue)
        }
    }
#endif
