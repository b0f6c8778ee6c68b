import Signals

/// A screen with no user interface that can present another screen, the stand-in for
/// `UIViewController` on Linux and in tests.
///
/// Bindings tied to it with `take(duringLifetimeOf:)` end as soon as it deinitializes, because it
/// provides a `Lifetime`. Dismissals the presenter's navigator did not make (``simulateInteractiveDismiss()``, or a
/// presented screen calling ``dismiss(animated:)`` on itself) are reported to the ``modalHostDelegate``, as the
/// UIKit host reports them.
@MainActor
open class HeadlessViewController: ModalHost, LifetimeProvider {
    /// Ends when this screen deinitializes.
    public let lifetime: Lifetime
    private let token: Lifetime.Token

    /// The screen presented by this one, if any.
    public private(set) var presentedViewController: PlatformViewController?

    /// The screen that presents this one, if it is presented by a headless screen.
    public private(set) weak var presentingViewController: HeadlessViewController?

    /// The object told about dismissals the user makes; held weakly.
    public weak var modalHostDelegate: (any ModalHostDelegate)?

    /// Creates a screen that presents nothing.
    public init() {
        (lifetime, token) = Lifetime.make()
    }

    /// Presents `viewController`; ignored while another screen is presented, as in UIKit.
    ///
    /// - Parameters:
    ///   - viewController: The screen to present.
    ///   - animated: Whether the presentation is animated; it completes at once either way.
    open func present(_ viewController: PlatformViewController, animated: Bool) {
        guard presentedViewController == nil else { return }
        presentedViewController = viewController
        ((viewController as AnyObject) as? HeadlessViewController)?.presentingViewController = self
    }

    /// Dismisses the presented screen; a screen that presents nothing asks its presenter to dismiss it, as in UIKit.
    ///
    /// A dismissal asked for by the presented screen itself is reported to the presenter's ``modalHostDelegate``,
    /// since the navigator did not make it.
    ///
    /// - Parameter animated: Whether the dismissal is animated; it completes at once either way.
    open func dismiss(animated: Bool) {
        if presentedViewController == nil {
            presentingViewController?.dismissPresented(isReported: true)
        } else {
            dismissPresented(isReported: false)
        }
    }

    private func dismissPresented(isReported: Bool) {
        guard let presented = presentedViewController else { return }
        presentedViewController = nil
        ((presented as AnyObject) as? HeadlessViewController)?.presentingViewController = nil
        if isReported { modalHostDelegate?.modalHost(self, didDismiss: presented) }
    }

    /// Dismisses the presented screen the way a user swiping a sheet down does, and tells the delegate.
    public func simulateInteractiveDismiss() {
        dismissPresented(isReported: true)
    }
}
