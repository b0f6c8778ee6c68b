#if canImport(UIKit) && !os(watchOS)
    import ReactiveNavigation
    import UIKit

    /// Makes a `UINavigationController` a ``StackHost``.
    ///
    /// The host installs a delegate proxy that reports shown screens and forwards every delegate call,
    /// including the ones it does not handle (orientation, custom transitions and any added later), to the
    /// delegate the app had set. When the host goes away with its navigator, the app's delegate is put
    /// back, unless the controller's delegate was changed in the meantime.
    ///
    /// > Important: Set the controller's delegate before creating the navigator. The proxy cannot see a
    /// > delegate set later: until the navigator next touches the controller, user pops are not reported.
    /// > At that point the host reinstalls its proxy in front of the new delegate and, in debug builds,
    /// > prints a warning.
    ///
    /// What each member relies on in UIKit:
    /// - The reports: the delegate's `navigationController(_:didShow:animated:)`, "Called when the navigation
    ///   controller shows a new top view controller via a push, pop or setting of the view controller stack" (SDK:
    ///   UINavigationController.h). A change UIKit does not report there is adopted by the navigator before its next
    ///   call, with a `.hostChangedUnreported` diagnostic.
    /// - ``isTransitioning`` and ``whenIdle(_:)``: ``OwnTransitions``, with the controller's `transitionCoordinator`
    ///   counted while it moves one of the controller's screens (a push, a pop, a set, a back swipe), not for an
    ///   ancestor's transition; plus a tracked back swipe, below, until its coordinator has ended.
    /// - The stack calls: UIKit's method of the same name, then, when it started an animated transition of the stack
    ///   (a coordinator that moves one of its screens is set on return), the completion waits for that coordinator's
    ///   end and runs on the next turn of the main queue; otherwise it runs at once. A pop that pops nothing runs it
    ///   at once.
    /// - The back swipe, on undocumented timing: the host assumes that when UIKit sends
    ///   `navigationController(_:willShow:animated:)` for the screen below, it has already set the controller's
    ///   `transitionCoordinator` (initially interactive, from the popped screen to that one) and taken the popped
    ///   screen out of `viewControllers`, putting it back if the swipe is cancelled. It checks each of these; when all
    ///   hold, ``viewControllers`` keeps the popped screen on top until UIKit reports the screen it shows or the
    ///   swipe's coordinator has ended, so that the stack changes only when the pop completes, and a cancelled swipe
    ///   (`isCancelled`) is reported with the screen that stayed on top. When one does not hold, the host tracks
    ///   nothing: ``viewControllers`` is UIKit's, and the pop is reported at `didShow`, or adopted at the navigator's
    ///   next call.
    @MainActor
    final class NavigationControllerHost: HostedScreen, StackHost, ShowsViewControllers {
        private let navigationController: UINavigationController
        /// The adapted controller, as the containers that show it hold it.
        package var hostedScreen: AnyObject { navigationController }
        private let proxy: Proxy
        private let transitions: OwnTransitions
        /// The back swipe in flight, from UIKit's `willShow` until its coordinator has ended.
        private var backSwipe: BackSwipe?
        weak var stackHostDelegate: (any StackHostDelegate)?

        init(_ navigationController: UINavigationController) {
            self.navigationController = navigationController
            proxy = Proxy(forwardingTo: navigationController.delegate)
            transitions = OwnTransitions(
                controllers: { [navigationController] in [navigationController] },
                screens: { [navigationController] in navigationController.viewControllers })
            proxy.host = self
            navigationController.delegate = proxy
        }

        deinit {
            let (proxy, navigationController) = (proxy, navigationController)
            DelegateProxy.onMainActor {
                guard navigationController.delegate === proxy else { return }
                navigationController.delegate = proxy.forwardee as? any UINavigationControllerDelegate
            }
        }

        var viewControllers: [PlatformViewController] {
            reinstallIfNeeded()
            let screens = navigationController.viewControllers
            if let swipe = backSwipe, !swipe.isSettled, let popped = swipe.popped, screens.last === swipe.target,
                !screens.contains(where: { $0 === popped })
            {
                return screens + [popped]
            }
            return screens
        }

        var isTransitioning: Bool { transitions.isTransitioning }

        func whenIdle(_ action: @escaping @MainActor () -> Void) {
            transitions.whenIdle(action)
        }

        func setViewControllers(
            _ viewControllers: [PlatformViewController],
            animated: Bool,
            completion: (@MainActor () -> Void)?
        ) {
            reinstallIfNeeded()
            navigationController.setViewControllers(
                ViewControllerScreens.viewControllers(viewControllers, in: "setViewControllers"), animated: animated)
            finishTransition(completion)
        }

        func pushViewController(
            _ viewController: PlatformViewController,
            animated: Bool,
            completion: (@MainActor () -> Void)?
        ) {
            reinstallIfNeeded()
            guard let viewController = ViewControllerScreens.viewController(viewController, in: "pushViewController")
            else {
                completion?()
                return
            }
            navigationController.pushViewController(viewController, animated: animated)
            finishTransition(completion)
        }

        func popViewController(animated: Bool, completion: (@MainActor () -> Void)?) -> PlatformViewController? {
            reinstallIfNeeded()
            guard let popped = navigationController.popViewController(animated: animated) else {
                completion?()
                return nil
            }
            finishTransition(completion)
            return popped
        }

        func popToViewController(
            _ viewController: PlatformViewController,
            animated: Bool,
            completion: (@MainActor () -> Void)?
        ) -> [PlatformViewController]? {
            reinstallIfNeeded()
            guard let viewController = viewController as? UIViewController else {
                completion?()
                return nil
            }
            let popped = navigationController.popToViewController(viewController, animated: animated)
            if popped?.isEmpty ?? true {
                completion?()
            } else {
                finishTransition(completion)
            }
            return popped
        }

        /// Runs `completion` once the transition of the stack that UIKit just started has ended and been reported, or
        /// at once when UIKit started none (not animated, or the controller is not in a window).
        private func finishTransition(_ completion: (@MainActor () -> Void)?) {
            guard let completion else { return }
            guard let transition = transitions.coordinator else { return completion() }
            transitions.afterEnd(of: transition) { _ in completion() }
        }

        /// Puts the proxy back in front of a delegate the app set later, and refreshes UIKit's cached view of
        /// the proxy when the delegate it forwarded to went away.
        private func reinstallIfNeeded() {
            let current = navigationController.delegate
            if current === proxy {
                guard proxy.needsRefresh else { return }
                navigationController.delegate = nil
            } else {
                guard proxy.adopt(current) else { return }
                DelegateProxy.reportReplaced("delegate", of: navigationController)
            }
            navigationController.delegate = proxy
        }

        /// Starts tracking a back swipe when UIKit announces the screen below it as the type's documentation assumes;
        /// otherwise tracks nothing.
        fileprivate func willShow(_ viewController: UIViewController) {
            let screens = navigationController.viewControllers
            guard backSwipe == nil, let transition = navigationController.transitionCoordinator,
                transition.initiallyInteractive, transition.viewController(forKey: .to) === viewController,
                let popped = transition.viewController(forKey: .from), screens.last === viewController,
                !screens.contains(where: { $0 === popped })
            else { return }
            let swipe = BackSwipe(popped: popped, target: viewController, end: transitions.begin())
            backSwipe = swipe
            transitions.afterEnd(of: transition) { [weak self] isCancelled in
                if let self, backSwipe === swipe {
                    backSwipe = nil
                    if isCancelled, !swipe.isSettled, let top = navigationController.viewControllers.last {
                        stackHostDelegate?.stackHost(self, didShow: top, animated: true)
                    }
                }
                swipe.end()
            }
        }

        /// Reports the screen UIKit shows; during a back swipe, that report settles the swipe, whose popped screen is
        /// no longer kept on top.
        fileprivate func didShow(_ viewController: UIViewController, animated: Bool) {
            backSwipe?.isSettled = true
            stackHostDelegate?.stackHost(self, didShow: viewController, animated: animated)
        }

        /// A back swipe the host tracks.
        @MainActor
        private final class BackSwipe {
            /// The screen the swipe pops.
            weak var popped: UIViewController?
            /// The screen below it, which the swipe shows.
            weak var target: UIViewController?
            /// Whether UIKit has reported the screen it shows since the swipe began.
            var isSettled = false
            /// Ends the host's count of the swipe as one of its transitions.
            let end: @MainActor () -> Void

            init(popped: UIViewController, target: UIViewController, end: @escaping @MainActor () -> Void) {
                self.popped = popped
                self.target = target
                self.end = end
            }
        }

        /// The navigation controller's delegate while the host exists.
        private final class Proxy: DelegateProxy, UINavigationControllerDelegate {
            weak var host: NavigationControllerHost?

            private var appDelegate: (any UINavigationControllerDelegate)? {
                forwardee as? any UINavigationControllerDelegate
            }

            func navigationController(
                _ navigationController: UINavigationController,
                willShow viewController: UIViewController,
                animated: Bool
            ) {
                appDelegate?.navigationController?(navigationController, willShow: viewController, animated: animated)
                host?.willShow(viewController)
            }

            func navigationController(
                _ navigationController: UINavigationController,
                didShow viewController: UIViewController,
                animated: Bool
            ) {
                appDelegate?.navigationController?(navigationController, didShow: viewController, animated: animated)
                host?.didShow(viewController, animated: animated)
            }
        }
    }
#endif
