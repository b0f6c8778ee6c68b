#if canImport(UIKit) && !os(watchOS)
    import ReactiveNavigation
    import UIKit

    /// Makes a `UIViewController` a ``ModalHost`` that reports every dismissal it did not make itself.
    ///
    /// A presented screen can go away without the navigator: the user swipes a sheet down, or the screen
    /// closes itself with its own `dismiss(animated:)`. UIKit reports only the swipe, through the
    /// presentation controller's delegate, so the host watches both ways:
    /// - it installs a delegate proxy on the presentation controller that reports
    ///   `presentationControllerDidDismiss(_:)` and forwards every delegate call, including the ones it does
    ///   not handle (adaptive styles, `presentationControllerShouldDismiss(_:)`, `WillDismiss`,
    ///   `DidAttemptToDismiss` and any added later), to the delegate the presentation had;
    /// - it adds a hidden, empty view to the presented screen's view, which notices when that view leaves
    ///   the window because the screen is dismissed, by any means.
    ///
    /// Both report to the ``modalHostDelegate`` once per presentation; dismissals made through
    /// ``dismiss(animated:completion:)`` are not reported. When the presentation ends, or the host goes away, the
    /// presentation's delegate is put back unless it was changed in the meantime.
    ///
    /// Alerts are the exception: UIKit dismisses a `UIAlertController` when a button is tapped and calls the
    /// button's handler only after that, so an alert made by ``makeAlertScreen(for:answer:)`` gets neither proxy nor
    /// hidden view. Its button's handler answers, then the host that presented it reports its dismissal, once.
    ///
    /// For stacked presentations, ``modalHost(forPresented:)`` wraps the presented screen in a host of its own.
    ///
    /// > Important: Configure the screen's `modalPresentationStyle` and its presentation controller's
    /// > delegate before presenting it through the navigator: the host reads `presentationController`,
    /// > which fixes the presentation style. A delegate set after presenting replaces the proxy, and only the
    /// > hidden view then reports the dismissal.
    ///
    /// What each member relies on in UIKit:
    /// - ``isTransitioning``: the `transitionCoordinator` of the presenter or of the screen it presents, which UIKit
    ///   sets for the length of an animated presentation or dismissal, including a sheet the user drags down, and
    ///   of a transition of the presented screen itself; plus the screen's `isBeingPresented` and
    ///   `isBeingDismissed`, which stay true until its `viewDidAppear(_:)` or `viewDidDisappear(_:)`.
    /// - ``whenIdle(_:)``: the completion of `animate(alongsideTransition:completion:)` on that coordinator, which
    ///   UIKit calls once the transition has completed or been cancelled; the host checks again on the next turn of
    ///   the main queue, since a new transition may have started (or the screen's appearance calls were not over).
    /// - ``present(_:animated:completion:)`` and ``dismiss(animated:completion:)``: UIKit's methods of the same
    ///   name, whose completion UIKit calls after the presented screen's `viewDidAppear(_:)` or
    ///   `viewDidDisappear(_:)`, and never when it refuses the call; the host runs it on the next turn of the main
    ///   queue, once UIKit has finished the transition.
    /// - ``modalHost(forPresented:)``: any `UIViewController` can present, so every presented screen gets a host.
    /// - ``makeAlertScreen(for:answer:)``: `UIAlertController`, which dismisses itself when a button is tapped and
    ///   then calls that button's `UIAlertAction` handler, once the dismissal has ended.
    @MainActor
    final class ViewControllerModalHost: ModalHost {
        private let presenter: UIViewController
        private var presentation: Presentation?
        private weak var dismissedByHost: UIViewController?
        weak var modalHostDelegate: (any ModalHostDelegate)?

        init(_ presenter: UIViewController) {
            self.presenter = presenter
        }

        deinit {
            guard let presentation else { return }
            DelegateProxy.onMainActor { presentation.end() }
        }

        var presentedViewController: PlatformViewController? { presenter.presentedViewController }

        var isTransitioning: Bool {
            let presented = presenter.presentedViewController
            return transitionCoordinator != nil || presented?.isBeingPresented == true
                || presented?.isBeingDismissed == true
        }

        /// The coordinator of the transition of the presenter or of the screen it presents, if one is in flight.
        private var transitionCoordinator: (any UIViewControllerTransitionCoordinator)? {
            presenter.transitionCoordinator ?? presenter.presentedViewController?.transitionCoordinator
        }

        func whenIdle(_ action: @escaping @MainActor () -> Void) {
            guard isTransitioning else { return action() }
            afterTransition(transitionCoordinator) { self.whenIdle(action) }
        }

        /// Returns a host that presents from `presented`, which the navigator retains with the level it presents.
        ///
        /// The new host retains `presented`, as the navigator's level does, and watches only the screens it presents
        /// itself; nothing refers back to it, so it goes away with that level.
        ///
        /// - Parameter presented: The screen this host presents.
        /// - Returns: A new host wrapping `presented`.
        func modalHost(forPresented presented: PlatformViewController) -> (any ModalHost)? {
            (presented as? UIViewController).map(ViewControllerModalHost.init)
        }

        /// Makes a `UIAlertController` whose dismissal the host that presents it reports right after the answer.
        ///
        /// UIKit dismisses the alert when a button is tapped and calls the button's handler after that. The handler
        /// calls `answer`, then the host reports the dismissal to its ``modalHostDelegate``, once; so the delegate
        /// always hears of the answer first.
        ///
        /// - Parameters:
        ///   - alert: The alert, its buttons answering with their positions.
        ///   - answer: Gets the position of the button the user tapped.
        /// - Returns: The alert controller.
        func makeAlertScreen(
            for alert: Alert<Int>,
            answer: @escaping @MainActor (Int) -> Void
        ) -> PlatformViewController {
            let dismissal = AlertDismissal()
            let controller = makeAlertController(for: alert) { index in
                answer(index)
                dismissal.report()
            }
            dismissal.attach(to: controller)
            return controller
        }

        func present(_ viewController: PlatformViewController, animated: Bool, completion: (@MainActor () -> Void)?) {
            guard let viewController = ViewControllerScreens.viewController(viewController, in: "present") else {
                completion?()
                return
            }
            presentation?.end()
            if let dismissal = AlertDismissal.of(viewController) {
                // No proxy or hidden view, which would report the dismissal before the button's handler answers: the
                // handler reports it instead. An alert dismissed without a tap (no handler runs) is not reported; the
                // navigator finds it gone through its own synchronisation, comparing `presentedViewController`.
                dismissal.presenter = self
                presentation = nil
            } else {
                presentation = Presentation(viewController, host: self)
            }
            presenter.present(viewController, animated: animated) {
                if let completion { afterTransition(nil, completion) }
            }
        }

        func dismiss(animated: Bool, completion: (@MainActor () -> Void)?) {
            // UIKit's dismiss on a presenter that presents nothing would dismiss the presenter itself.
            guard let presented = presenter.presentedViewController else {
                completion?()
                return
            }
            dismissedByHost = presented
            presenter.dismiss(animated: animated) {
                if let completion { afterTransition(nil, completion) }
            }
        }

        /// Ends the presentation of `viewController` and reports it unless the host dismissed it.
        fileprivate func screenDidDismiss(_ viewController: UIViewController) {
            guard let presentation, presentation.viewController === viewController else { return }
            presentation.end()
            self.presentation = nil
            if dismissedByHost === viewController {
                dismissedByHost = nil
            } else {
                modalHostDelegate?.modalHost(self, didDismiss: viewController)
            }
        }

        /// Reports the dismissal of `alert`, which a host made, after its button's handler has answered; UIKit calls
        /// the handler once the alert's dismissal has ended, and the host waits for any transition still in flight.
        ///
        /// - Parameter alert: The alert this host presented.
        fileprivate func alertDidAnswer(_ alert: UIViewController) {
            whenIdle { [weak self, weak alert] in
                guard let self, let alert else { return }
                modalHostDelegate?.modalHost(self, didDismiss: alert)
            }
        }

        /// The dismissal of an alert made by ``makeAlertScreen(for:answer:)``, attached to the alert controller so
        /// that the host presenting it, which can differ from the one that made it in stacked presentations, is found.
        @MainActor
        private final class AlertDismissal {
            /// The key of the associated object: the address of a byte allocated once and never freed.
            private static let key = UnsafeRawPointer(UnsafeMutableRawPointer.allocate(byteCount: 1, alignment: 1))

            /// The host that presented the alert; `nil` until a ``ViewControllerModalHost`` presents it.
            weak var presenter: ViewControllerModalHost?
            /// The alert controller it is attached to.
            private weak var alert: UIViewController?
            /// Whether the dismissal was reported, so that it is reported once.
            private var isReported = false

            /// The dismissal attached to `viewController`, when it is an alert a host made.
            ///
            /// - Parameter viewController: The screen about to be presented.
            /// - Returns: Its dismissal, or `nil`.
            static func of(_ viewController: UIViewController) -> AlertDismissal? {
                objc_getAssociatedObject(viewController, key) as? AlertDismissal
            }

            /// Attaches this dismissal to `alert`, which retains it.
            ///
            /// - Parameter alert: The alert controller.
            func attach(to alert: UIViewController) {
                self.alert = alert
                objc_setAssociatedObject(alert, Self.key, self, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
            }

            /// Has the presenting host report the alert's dismissal, the first time only; called after the answer.
            func report() {
                guard !isReported, let alert, let presenter else { return }
                isReported = true
                presenter.alertDidAnswer(alert)
            }
        }

        /// What the host installed on one presented screen.
        @MainActor
        private final class Presentation {
            private(set) weak var viewController: UIViewController?
            private let proxy: Proxy
            private let sentinel = DismissalSentinel()
            private weak var presentationController: UIPresentationController?

            init(_ viewController: UIViewController, host: ViewControllerModalHost) {
                self.viewController = viewController
                let presentationController = viewController.presentationController
                self.presentationController = presentationController
                proxy = Proxy(forwardingTo: presentationController?.delegate)
                proxy.host = host
                presentationController?.delegate = proxy
                sentinel.host = host
                sentinel.screen = viewController
                sentinel.isHidden = true
                let view: UIView = viewController.view
                for stale in view.subviews where stale is DismissalSentinel {
                    stale.removeFromSuperview()
                }
                view.addSubview(sentinel)
            }

            /// Stops reporting and puts the presentation's own delegate back if the proxy is still installed.
            func end() {
                proxy.host = nil
                sentinel.host = nil
                guard let presentationController, presentationController.delegate === proxy else { return }
                presentationController.delegate = proxy.forwardee as? any UIAdaptivePresentationControllerDelegate
            }
        }

        /// The presentation controller's delegate while the screen is presented.
        private final class Proxy: DelegateProxy, UIAdaptivePresentationControllerDelegate {
            weak var host: ViewControllerModalHost?

            func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
                (forwardee as? any UIAdaptivePresentationControllerDelegate)?.presentationControllerDidDismiss?(
                    presentationController
                )
                host?.screenDidDismiss(presentationController.presentedViewController)
            }
        }

        /// A hidden, empty view in the presented screen's view that tells the host when the screen left the
        /// window because it was dismissed, rather than covered by another full-screen presentation.
        private final class DismissalSentinel: UIView {
            weak var host: ViewControllerModalHost?
            weak var screen: UIViewController?

            override func didMoveToWindow() {
                super.didMoveToWindow()
                guard window == nil, let screen, screen.isBeingDismissed || screen.presentingViewController == nil
                else { return }
                host?.screenDidDismiss(screen)
            }
        }
    }
#endif
