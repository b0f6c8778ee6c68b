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
    /// ``dismiss(animated:)`` are not reported. When the presentation ends, or the host goes away, the
    /// presentation's delegate is put back unless it was changed in the meantime.
    ///
    /// > Important: Configure the screen's `modalPresentationStyle` and its presentation controller's
    /// > delegate before presenting it through the navigator: the host reads `presentationController`,
    /// > which fixes the presentation style. A delegate set after presenting replaces the proxy, and only the
    /// > hidden view then reports the dismissal.
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

        func present(_ viewController: UIViewController, animated: Bool) {
            presentation?.end()
            presentation = Presentation(viewController, host: self)
            presenter.present(viewController, animated: animated, completion: nil)
        }

        func dismiss(animated: Bool) {
            // UIKit's dismiss on a presenter that presents nothing would dismiss the presenter itself.
            guard let presented = presenter.presentedViewController else { return }
            dismissedByHost = presented
            presenter.dismiss(animated: animated, completion: nil)
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
