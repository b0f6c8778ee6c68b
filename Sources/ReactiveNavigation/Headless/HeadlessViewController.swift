import Signals

/// A screen with no user interface that can present another screen, the stand-in for
/// `UIViewController` on Linux and in tests.
///
/// Bindings tied to it with `take(duringLifetimeOf:)` end as soon as it deinitializes, because it
/// provides a `Lifetime`. Dismissals made with ``simulateInteractiveDismiss()`` are reported to the
/// ``modalHostDelegate``, as UIKit reports a sheet the user swipes down.
@MainActor
open class HeadlessViewController: ModalHost, LifetimeProvider {
    /// Ends when this screen deinitializes.
    public let lifetime: Lifetime
    private let token: Lifetime.Token

    /// The screen presented by this one, if any.
    public private(set) var presentedViewController: PlatformViewController?

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
    }

    /// Dismisses the presented screen without telling the delegate, as in UIKit.
    ///
    /// - Parameter animated: Whether the dismissal is animated; it completes at once either way.
    open func dismiss(animated: Bool) {
        presentedViewController = nil
    }

    /// Dismisses the presented screen the way a user swiping a sheet down does, and tells the delegate.
    public func simulateInteractiveDismiss() {
        guard let presented = presentedViewController else { return }
        presentedViewController = nil
        modalHostDelegate?.modalHost(self, didDismiss: presented)
    }
}
