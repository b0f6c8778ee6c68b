/// A screen that presents one other screen modally, such as a `UIViewController` or a
/// ``HeadlessViewController``.
///
/// A host reports dismissals the user makes (a sheet swiped down) to its ``modalHostDelegate``;
/// programmatic dismissals are not reported.
@MainActor
public protocol ModalHost: AnyObject {
    /// The screen presented by this host, if any.
    var presentedViewController: PlatformViewController? { get }

    /// The object told about dismissals the user makes; implementations hold it weakly.
    var modalHostDelegate: (any ModalHostDelegate)? { get set }

    /// Presents a screen modally.
    ///
    /// - Parameters:
    ///   - viewController: The screen to present.
    ///   - animated: Whether the presentation is animated.
    func present(_ viewController: PlatformViewController, animated: Bool)

    /// Dismisses the presented screen.
    ///
    /// - Parameter animated: Whether the dismissal is animated.
    func dismiss(animated: Bool)
}

/// Receives the dismissals a user makes on a ``ModalHost``.
@MainActor
public protocol ModalHostDelegate: AnyObject {
    /// Tells the delegate that the user dismissed `viewController`.
    ///
    /// - Parameters:
    ///   - host: The presenting host.
    ///   - viewController: The screen that was dismissed.
    func modalHost(_ host: any ModalHost, didDismiss viewController: PlatformViewController)
}
