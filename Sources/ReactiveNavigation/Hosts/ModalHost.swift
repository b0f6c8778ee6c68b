/// A screen that presents one other screen modally, such as a `UIViewController` or a
/// ``HeadlessViewController``.
///
/// A host reports dismissals the user makes (a sheet swiped down) to its ``modalHostDelegate`` once they have ended;
/// programmatic dismissals are not reported. As in UIKit, ``presentedViewController`` is set as soon as a presentation
/// starts and cleared only once a dismissal has ended.
@MainActor
public protocol ModalHost: TransitionHost {
    /// The screen presented by this host, if any.
    var presentedViewController: PlatformViewController? { get }

    /// The object told about dismissals the user makes; implementations hold it weakly.
    var modalHostDelegate: (any ModalHostDelegate)? { get set }

    /// Presents a screen modally.
    ///
    /// A host that refuses the presentation, as UIKit refuses one while it presents another screen or while a
    /// presentation or dismissal is in progress, leaves ``presentedViewController`` as it was and never runs
    /// `completion`.
    ///
    /// - Parameters:
    ///   - viewController: The screen to present.
    ///   - animated: Whether the presentation is animated.
    ///   - completion: Runs once the presentation has ended.
    func present(_ viewController: PlatformViewController, animated: Bool, completion: (@MainActor () -> Void)?)

    /// Dismisses the presented screen.
    ///
    /// - Parameters:
    ///   - animated: Whether the dismissal is animated.
    ///   - completion: Runs once the dismissal has ended and ``presentedViewController`` is cleared.
    func dismiss(animated: Bool, completion: (@MainActor () -> Void)?)

    /// The host through which `presented`, a screen this host presents, presents in turn, for stacked presentations.
    ///
    /// The default returns `presented` itself when it is a ``ModalHost`` (a ``HeadlessViewController``), and `nil`
    /// otherwise; the UIKit host wraps any view controller.
    ///
    /// - Parameter presented: The screen this host presents.
    /// - Returns: A host that presents from `presented`, or `nil` when it cannot present.
    func modalHost(forPresented presented: PlatformViewController) -> (any ModalHost)?

    /// Makes the screen of an alert or action sheet, for this host to present.
    ///
    /// When the user taps a button, the screen calls `answer` with that button's result, then dismisses itself (UIKit's
    /// alert dismisses itself first and answers after; the UIKit host reports the dismissal only once it has
    /// answered): the host reports that dismissal to its delegate, as a dismissal the navigator did not make, after
    /// the answer.
    ///
    /// - Parameters:
    ///   - alert: The alert, its buttons answering with their positions.
    ///   - answer: Gets the position of the button the user tapped.
    /// - Returns: The alert's screen. The default is a headless alert screen.
    func makeAlertScreen(for alert: Alert<Int>, answer: @escaping @MainActor (Int) -> Void) -> PlatformViewController
}

extension ModalHost {
    /// Returns `presented` itself when it is a ``ModalHost``, such as a ``HeadlessViewController``.
    ///
    /// - Parameter presented: The screen this host presents.
    /// - Returns: `presented` as a host, or `nil`.
    public func modalHost(forPresented presented: PlatformViewController) -> (any ModalHost)? {
        (presented as AnyObject) as? any ModalHost
    }

    /// Presents a screen modally, without a completion.
    ///
    /// - Parameters:
    ///   - viewController: The screen to present.
    ///   - animated: Whether the presentation is animated.
    public func present(_ viewController: PlatformViewController, animated: Bool) {
        present(viewController, animated: animated, completion: nil)
    }

    /// Dismisses the presented screen, without a completion.
    ///
    /// - Parameter animated: Whether the dismissal is animated.
    public func dismiss(animated: Bool) {
        dismiss(animated: animated, completion: nil)
    }
}

/// Receives the dismissals a user makes on a ``ModalHost``.
@MainActor
public protocol ModalHostDelegate: AnyObject {
    /// Tells the delegate that the user dismissed `viewController`, once the dismissal has ended.
    ///
    /// - Parameters:
    ///   - host: The presenting host.
    ///   - viewController: The screen that was dismissed.
    func modalHost(_ host: any ModalHost, didDismiss viewController: PlatformViewController)
}
