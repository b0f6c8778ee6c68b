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
    /// During an interactive pop (the back swipe), UIKit already leaves the top screen out of
    /// `viewControllers` and puts it back if the swipe is cancelled. Until the swipe ends, the host reports
    /// the stack with that screen still on top, and it reports the shown screen only when the swipe
    /// completes, so a cancelled swipe changes nothing.
    ///
    /// What each member relies on in UIKit:
    /// - ``isTransitioning``: the controller's `transitionCoordinator`, which UIKit sets for the length of an
    ///   animated push, pop or set and of a back swipe, and of a presentation the controller makes; plus the host's
    ///   own tracking of a back swipe until its end is reported.
    /// - ``whenIdle(_:)``: the completion of `animate(alongsideTransition:completion:)` on that coordinator, which
    ///   UIKit calls once the transition has completed or been cancelled; the host checks again on the next turn of
    ///   the main queue, since a new transition may have started.
    /// - The stack calls: UIKit's method of the same name, then, when it started an animated transition (a
    ///   `transitionCoordinator` is set on return), the completion waits for that coordinator's end and runs on the
    ///   next turn of the main queue, after UIKit has called `navigationController(_:didShow:animated:)`; otherwise
    ///   it runs at once. A pop that pops nothing runs it at once.
    @MainActor
    final class NavigationControllerHost: StackHost {
        private let navigationController: UINavigationController
        private let proxy: Proxy
        private weak var interactivelyPopped: UIViewController?
        private weak var interactivePopTarget: UIViewController?
        weak var stackHostDelegate: (any StackHostDelegate)?

        init(_ navigationController: UINavigationController) {
            self.navigationController = navigationController
            proxy = Proxy(forwardingTo: navigationController.delegate)
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
            if let popped = interactivelyPopped, screens.last === interactivePopTarget,
                !screens.contains(where: { $0 === popped })
            {
                return screens + [popped]
            }
            return screens
        }

        var isTransitioning: Bool {
            navigationController.transitionCoordinator != nil || interactivelyPopped != nil
        }

        func whenIdle(_ action: @escaping @MainActor () -> Void) {
            guard isTransitioning else { return action() }
            afterTransition(navigationController.transitionCoordinator) { self.whenIdle(action) }
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

        /// Runs `completion` once the transition that UIKit just started has ended and been reported, or at once
        /// when UIKit started none (not animated, or the controller is not in a window).
        private func finishTransition(_ completion: (@MainActor () -> Void)?) {
            guard let completion else { return }
            guard let transition = navigationController.transitionCoordinator else { return completion() }
            afterTransition(transition, completion)
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

        /// Starts tracking an interactive pop, which UIKit begins by announcing the screen below.
        fileprivate func willShow(_ viewController: UIViewController) {
            guard let transition = navigationController.transitionCoordinator, transition.initiallyInteractive,
                let popped = transition.viewController(forKey: .from),
                transition.viewController(forKey: .to) === viewController,
                !navigationController.viewControllers.contains(where: { $0 === popped })
            else { return }
            interactivelyPopped = popped
            interactivePopTarget = viewController
            transition.animate(alongsideTransition: nil) { [weak self] context in
                guard let self, interactivelyPopped === popped else { return }
                interactivelyPopped = nil
                interactivePopTarget = nil
                if !context.isCancelled, let top = navigationController.viewControllers.last {
                    stackHostDelegate?.stackHost(self, didShow: top, animated: true)
                }
            }
        }

        fileprivate func didShow(_ viewController: UIViewController, animated: Bool) {
            // While an interactive pop is unsettled, the end of its transition reports instead.
            guard interactivelyPopped == nil else { return }
            stackHostDelegate?.stackHost(self, didShow: viewController, animated: animated)
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

    /// Runs `body` on the main actor once UIKit has finished `transition`, completed or cancelled, on the next turn of
    /// the main queue; with no transition, on the next turn.
    ///
    /// UIKit calls the completions of `animate(alongsideTransition:completion:)` on the main thread, while it is still
    /// finishing the transition: before or after the delegate calls that report it, and perhaps with the coordinator
    /// still set. Waiting for the next turn lets UIKit finish, so that `body` sees the delegates told and can start
    /// the next transition.
    ///
    /// - Parameters:
    ///   - transition: The coordinator of the transition in flight, if any.
    ///   - body: The work to run, once.
    @MainActor
    func afterTransition(
        _ transition: (any UIViewControllerTransitionCoordinator)?,
        _ body: @escaping @MainActor () -> Void
    ) {
        guard let transition else {
            Task { @MainActor in body() }
            return
        }
        transition.animate(alongsideTransition: nil) { _ in
            Task { @MainActor in body() }
        }
    }
#endif
