#if canImport(UIKit)
    import UIKit

    /// Makes a `UITabBarController` a ``TabHost``: the tab bar controller's delegate that reports the
    /// user's selections and forwards every call to the delegate the app had set before.
    @MainActor
    final class TabBarControllerHost: NSObject, TabHost, UITabBarControllerDelegate {
        private let tabBarController: UITabBarController
        private weak var forwardedDelegate: (any UITabBarControllerDelegate)?
        weak var tabHostDelegate: (any TabHostDelegate)?

        init(_ tabBarController: UITabBarController) {
            self.tabBarController = tabBarController
            forwardedDelegate = tabBarController.delegate
            super.init()
            tabBarController.delegate = self
        }

        var viewControllers: [UIViewController] { tabBarController.viewControllers ?? [] }

        var selectedIndex: Int {
            get { tabBarController.selectedIndex }
            set { tabBarController.selectedIndex = newValue }
        }

        func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {
            tabBarController.setViewControllers(viewControllers, animated: animated)
        }

        func tabBarController(
            _ tabBarController: UITabBarController,
            shouldSelect viewController: UIViewController
        ) -> Bool {
            forwardedDelegate?.tabBarController?(tabBarController, shouldSelect: viewController) ?? true
        }

        func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {
            forwardedDelegate?.tabBarController?(tabBarController, didSelect: viewController)
            tabHostDelegate?.tabHost(self, didSelect: viewController)
        }
    }
#endif
