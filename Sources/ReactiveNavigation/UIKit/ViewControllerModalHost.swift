#if canImport(UIKit)
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

        var presentedViewController: UIViewController? { presenter.presentedViewController }

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

        func present(_ viewController: UIViewController, animated: Bool, completion: (@MainActor () -> Void)?) {
            presentation?.end()
            presentation = Presentation(viewController, host: self)
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
