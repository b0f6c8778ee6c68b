#if canImport(UIKit)
    import UIKit

    /// Makes a `UIViewController` a ``ModalHost``: the delegate of each presentation, reporting
    /// dismissals the user makes and forwarding to the delegate the presentation had before.
    @MainActor
    final class ViewControllerModalHost: NSObject, ModalHost, UIAdaptivePresentationControllerDelegate {
        private let presenter: UIViewController
        private weak var forwardedDelegate: (any UIAdaptivePresentationControllerDelegate)?
        weak var modalHostDelegate: (any ModalHostDelegate)?

        init(_ presenter: UIViewController) {
            self.presenter = presenter
        }

        var presentedViewController: UIViewController? { presenter.presentedViewController }

        func present(_ viewController: UIViewController, animated: Bool) {
            forwardedDelegate = viewController.presentationController?.delegate
            viewController.presentationController?.delegate = self
            presenter.present(viewController, animated: animated, completion: nil)
        }

        func dismiss(animated: Bool) {
            presenter.dismiss(animated: animated, completion: nil)
        }

        func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool {
            forwardedDelegate?.presentationControllerShouldDismiss?(presentationController) ?? true
        }

        func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
            forwardedDelegate?.presentationControllerDidDismiss?(presentationController)
            modalHostDelegate?.modalHost(self, didDismiss: presentationController.presentedViewController)
        }
    }
#endif
