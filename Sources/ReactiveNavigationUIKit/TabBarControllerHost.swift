#if canImport(UIKit) && !os(watchOS)
    import ReactiveNavigation
    import UIKit

    /// Makes a `UITabBarController` a ``TabHost``.
    ///
    /// The host installs a delegate proxy that reports the user's selections and forwards every delegate
    /// call, including the ones it does not handle (`shouldSelect`, custom transitions, orientation,
    /// customization and any added later), to the delegate the app had set. When the host goes away with
    /// its navigator, the app's delegate is put back, unless the controller's delegate was changed in the
    /// meantime.
    ///
    /// > Important: Set the controller's delegate before creating the navigator. The proxy cannot see a
    /// > delegate set later: until the navigator next touches the controller, the user's selections are not
    /// > reported. At that point the host reinstalls its proxy in front of the new delegate and, in debug
    /// > builds, prints a warning.
    ///
    /// What each member relies on in UIKit:
    /// - ``isTransitioning``: the controller's `transitionCoordinator`, which UIKit sets for the length of an
    ///   animated transition the controller makes or undergoes (a presentation, a custom tab switch).
    /// - ``whenIdle(_:)``: the completion of `animate(alongsideTransition:completion:)` on that coordinator, which
    ///   UIKit calls once the transition has completed or been cancelled; the host checks again on the next turn of
    ///   the main queue, since a new transition may have started.
    @MainActor
    final class TabBarControllerHost: TabHost {
        private let tabBarController: UITabBarController
        private let proxy: Proxy
        weak var tabHostDelegate: (any TabHostDelegate)?

        init(_ tabBarController: UITabBarController) {
            self.tabBarController = tabBarController
            proxy = Proxy(forwardingTo: tabBarController.delegate)
            proxy.host = self
            tabBarController.delegate = proxy
        }

        deinit {
            let (proxy, tabBarController) = (proxy, tabBarController)
            DelegateProxy.onMainActor {
                guard tabBarController.delegate === proxy else { return }
                tabBarController.delegate = proxy.forwardee as? any UITabBarControllerDelegate
            }
        }

        var viewControllers: [PlatformViewController] {
            reinstallIfNeeded()
            return tabBarController.viewControllers ?? []
        }

        var selectedIndex: Int {
            get { tabBarController.selectedIndex }
            set {
                reinstallIfNeeded()
                tabBarController.selectedIndex = newValue
            }
        }

        var isTransitioning: Bool { tabBarController.transitionCoordinator != nil }

        func whenIdle(_ action: @escaping @MainActor () -> Void) {
            guard isTransitioning else { return action() }
            afterTransition(tabBarController.transitionCoordinator) { self.whenIdle(action) }
        }

        func setViewControllers(_ viewControllers: [PlatformViewController], animated: Bool) {
            reinstallIfNeeded()
            tabBarController.setViewControllers(
                ViewControllerScreens.viewControllers(viewControllers, in: "setViewControllers"), animated: animated)
        }

        /// Puts the proxy back in front of a delegate the app set later, and refreshes UIKit's cached view of
        /// the proxy when the delegate it forwarded to went away.
        private func reinstallIfNeeded() {
            let current = tabBarController.delegate
            if current === proxy {
                guard proxy.needsRefresh else { return }
                tabBarController.delegate = nil
            } else {
                guard proxy.adopt(current) else { return }
                DelegateProxy.reportReplaced("delegate", of: tabBarController)
            }
            tabBarController.delegate = proxy
        }

        /// The tab bar controller's delegate while the host exists.
        private final class Proxy: DelegateProxy, UITabBarControllerDelegate {
            weak var host: TabBarControllerHost?

            func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {
                (forwardee as? any UITabBarControllerDelegate)?.tabBarController?(
                    tabBarController,
                    didSelect: viewController
                )
                guard let host else { return }
                host.tabHostDelegate?.tabHost(host, didSelect: viewController)
            }
        }
    }
#endif
