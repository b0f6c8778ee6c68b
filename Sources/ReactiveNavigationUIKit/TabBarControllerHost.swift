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
    /// > Important: The host drives a controller through its `viewControllers`, not through the `tabs` of iOS 18:
    /// > once `tabs` is set, "`UITabBarController.viewControllers` and related properties and methods will not be
    /// > called" (SDK: UITabBarController.h). While the controller has tabs, the host shows no tabs to its navigator,
    /// > ignores its navigator's changes (saying so in debug builds) and reports no selection.
    ///
    /// What each member relies on in UIKit:
    /// - The reports: the delegate's `tabBarController(_:didSelect:)`, which UIKit calls "only in response to user
    ///   taps in the tab bar" (Doc:
    ///   https://developer.apple.com/documentation/uikit/uitabbarcontrollerdelegate/tabbarcontroller(_:didselect:)).
    ///   A tap on "More" passes the More navigation controller, which is not one of the tabs ("The tab bar controller
    ///   does not include the More navigation controller in that array", Doc:
    ///   https://developer.apple.com/documentation/uikit/uitabbarcontroller/morenavigationcontroller): it is not
    ///   reported. Nor is a pick from the More list, which UIKit documents no report for. The navigator adopts
    ///   either before its next call, with a `.hostChangedUnreported` diagnostic, reading ``selectedIndex``, which is
    ///   `NSNotFound`, so no tab, "if the selected view controller is currently the More navigation controller" (Doc:
    ///   https://developer.apple.com/documentation/uikit/uitabbarcontroller/selectedindex).
    /// - ``isTransitioning`` and ``whenIdle(_:)``: ``OwnTransitions``, with the controller's `transitionCoordinator`
    ///   counted while it moves one of the tabs' screens (a custom tab switch), not for an ancestor's transition.
    @MainActor
    final class TabBarControllerHost: HostedScreen, TabHost, ShowsViewControllers {
        private let tabBarController: UITabBarController
        /// The adapted controller, as the containers that show it hold it.
        package var hostedScreen: AnyObject { tabBarController }
        private let proxy: Proxy
        private let transitions: OwnTransitions
        weak var tabHostDelegate: (any TabHostDelegate)?

        init(_ tabBarController: UITabBarController) {
            self.tabBarController = tabBarController
            proxy = Proxy(forwardingTo: tabBarController.delegate)
            transitions = OwnTransitions(
                controllers: { [tabBarController] in [tabBarController] },
                screens: { [tabBarController] in tabBarController.viewControllers ?? [] })
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
            guard !hasTabs else { return [] }
            return tabBarController.viewControllers ?? []
        }

        var selectedIndex: Int {
            get { tabBarController.selectedIndex }
            set {
                reinstallIfNeeded()
                guard !refusesTabs(in: "selecting a tab") else { return }
                tabBarController.selectedIndex = newValue
            }
        }

        var isTransitioning: Bool { transitions.isTransitioning }

        func whenIdle(_ action: @escaping @MainActor () -> Void) {
            transitions.whenIdle(action)
        }

        func setViewControllers(_ viewControllers: [PlatformViewController], animated: Bool) {
            reinstallIfNeeded()
            guard !refusesTabs(in: "setViewControllers") else { return }
            tabBarController.setViewControllers(
                ViewControllerScreens.viewControllers(viewControllers, in: "setViewControllers"), animated: animated)
        }

        /// Whether the app set the controller's iOS 18 `tabs`, which it has none of by default ("Default is empty",
        /// SDK: UITabBarController.h).
        private var hasTabs: Bool {
            if #available(iOS 18.0, tvOS 18.0, visionOS 2.0, *) {
                return !tabBarController.tabs.isEmpty
            }
            return false
        }

        /// Whether the controller has iOS 18 `tabs`, so that `call` is ignored; says so in debug builds.
        private func refusesTabs(in call: String) -> Bool {
            guard hasTabs else { return false }
            #if DEBUG
                print(
                    "[ReactiveNavigation] \(call) ignored: \(tabBarController) is configured with tabs (iOS 18), which "
                        + "its navigator cannot drive; configure it with view controllers instead")
            #endif
            return true
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

        /// Reports a tab the user tapped; the More navigation controller, and any screen while the controller has
        /// tabs, is not one of the host's tabs.
        fileprivate func didSelect(_ viewController: UIViewController) {
            guard !hasTabs, (tabBarController.viewControllers ?? []).contains(where: { $0 === viewController }) else {
                return
            }
            tabHostDelegate?.tabHost(self, didSelect: viewController)
        }

        /// The tab bar controller's delegate while the host exists.
        private final class Proxy: DelegateProxy, UITabBarControllerDelegate {
            weak var host: TabBarControllerHost?

            func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {
                (forwardee as? any UITabBarControllerDelegate)?.tabBarController?(
                    tabBarController,
                    didSelect: viewController
                )
                host?.didSelect(viewController)
            }
        }
    }
#endif
