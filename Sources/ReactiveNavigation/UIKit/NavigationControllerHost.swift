#if canImport(UIKit)
    import UIKit

    /// Makes a `UINavigationController` a ``StackHost``: the navigation controller's delegate that
    /// reports shown screens and forwards the show and transition calls to the delegate the app had
    /// set before. The interface-orientation calls are not forwarded, since answering them at all
    /// would override UIKit's defaults.
    @MainActor
    final class NavigationControllerHost: NSObject, StackHost, UINavigationControllerDelegate {
        private let navigationController: UINavigationController
        private weak var forwardedDelegate: (any UINavigationControllerDelegate)?
        weak var stackHostDelegate: (any StackHostDelegate)?

        init(_ navigationController: UINavigationController) {
            self.navigationController = navigationController
            forwardedDelegate = navigationController.delegate
            super.init()
            navigationController.delegate = self
        }

        var viewControllers: [UIViewController] { navigationController.viewControllers }

        func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {
            navigationController.setViewControllers(viewControllers, animated: animated)
        }

        func pushViewController(_ viewController: UIViewController, animated: Bool) {
            navigationController.pushViewController(viewController, animated: animated)
        }

        func popViewController(animated: Bool) -> UIViewController? {
            navigationController.popViewController(animated: animated)
        }

        func popToViewController(_ viewController: UIViewController, animated: Bool) -> [UIViewController]? {
            navigationController.popToViewController(viewController, animated: animated)
        }

        func navigationController(
            _ navigationController: UINavigationController,
            willShow viewController: UIViewController,
            animated: Bool
        ) {
            forwardedDelegate?.navigationController?(navigationController, willShow: viewController, animated: animated)
        }

        func navigationController(
            _ navigationController: UINavigationController,
            didShow viewController: UIViewController,
            animated: Bool
        ) {
            forwardedDelegate?.navigationController?(navigationController, didShow: viewController, animated: animated)
            stackHostDelegate?.stackHost(self, didShow: viewController, animated: animated)
        }

        func navigationController(
            _ navigationController: UINavigationController,
            interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning
        ) -> (any UIViewControllerInteractiveTransitioning)? {
            forwardedDelegate?.navigationController?(
                navigationController, interactionControllerFor: animationController)
        }

        func navigationController(
            _ navigationController: UINavigationController,
            animationControllerFor operation: UINavigationController.Operation,
            from fromVC: UIViewController,
            to toVC: UIViewController
        ) -> (any UIViewControllerAnimatedTransitioning)? {
            forwardedDelegate?.navigationController?(
                navigationController,
                animationControllerFor: operation,
                from: fromVC,
                to: toVC
            )
        }
    }
#endif
