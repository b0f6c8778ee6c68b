#if canImport(UIKit)
    import UIKit

    extension TabNavigator {
        /// Creates a navigator that drives a `UITabBarController`.
        ///
        /// The navigator becomes the controller's delegate and forwards every delegate call to the
        /// delegate set before, so set yours first.
        ///
        /// - Parameters:
        ///   - tabBarController: The tab bar controller that shows the tabs.
        ///   - diagnostics: Receives a report for every refused call.
        public convenience init(tabBarController: UITabBarController, diagnostics: NavigationDiagnostics = .debugLog) {
            self.init(tabBarController: TabBarControllerHost(tabBarController), diagnostics: diagnostics)
        }
    }
#endif
