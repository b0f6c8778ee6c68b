#if canImport(UIKit) && !os(watchOS)
    import ReactiveNavigation
    import UIKit

    /// Makes a `UIViewController` a ``ModalHost`` that reports the dismissals UIKit tells it of.
    ///
    /// A presented screen can go away without the navigator: the user swipes a sheet down, or the screen closes itself
    /// with its own `dismiss(animated:)`. UIKit reports only the user's: the presentation controller's delegate gets
    /// `presentationControllerDidDismiss(_:)`, "Called on the delegate when the user has taken action to dismiss the
    /// presentation successfully, after all animations are finished. This is not called if the presentation is
    /// dismissed programatically." (SDK: UIPresentationController.h). So:
    /// - once UIKit has accepted a presentation, the host installs a delegate proxy on the presented screen's
    ///   presentation controller that reports that call, once, to the ``modalHostDelegate``, and forwards every
    ///   delegate call, including the ones it does not handle (adaptive styles, `presentationControllerShouldDismiss(_:)`,
    ///   `WillDismiss`, `DidAttemptToDismiss` and any added later), to the delegate the presentation had;
    /// - a dismissal nobody reports, such as a screen that dismissed itself, is adopted by the navigator before its next
    ///   call, which finds the screen no longer presented, with a `.hostChangedUnreported` diagnostic.
    ///
    /// Dismissals made through ``dismiss(animated:completion:)`` are not reported: the host ends the presentation's
    /// watch before asking UIKit. When the watch ends, or the host goes away, the presentation's delegate is put back
    /// unless it was changed in the meantime.
    ///
    /// Alerts are the exception: UIKit dismisses a `UIAlertController` when a button is tapped and calls the
    /// button's handler only after that, so an alert made by ``makeAlertScreen(for:answer:)`` gets no proxy. Its
    /// button's handler answers, then the host that presented it reports its dismissal, once.
    ///
    /// For stacked presentations, ``modalHost(forPresented:)`` wraps the presented screen in a host of its own.
    ///
    /// > Important: Set the screen's presentation controller's delegate before presenting it through the navigator: a
    /// > delegate set afterwards replaces the proxy, and a sheet swiped down is then adopted at the navigator's next
    /// > call instead of reported. The host reads `presentationController` only once UIKit has started the
    /// > presentation, so it does not fix the presentation style early ("If you've not yet presented the current view
    /// > controller, accessing this property creates a presentation controller based on the current value in the
    /// > modalPresentationStyle property", Doc: https://developer.apple.com/documentation/uikit/uiviewcontroller/presentationcontroller).
    ///
    /// What each member relies on in UIKit:
    /// - ``isTransitioning`` and ``whenIdle(_:)``: ``OwnTransitions``: the host's own presentations and dismissals,
    ///   from its call until UIKit's completion has run; plus the `transitionCoordinator` of the presented screen, or of
    ///   the presenter, while its `from` or `to` view controller is the presented screen ("When you present or dismiss
    ///   a view controller, UIKit creates a transition coordinator object automatically and assigns it to the view
    ///   controller's transitionCoordinator property", Doc:
    ///   https://developer.apple.com/documentation/uikit/uiviewcontrollertransitioncoordinator), such as a sheet the
    ///   user drags down or a screen that dismisses itself. A transition that moves no screen the presenter's
    ///   `presentedViewController` names, such as a push inside the presented screen, does not count; nor does a
    ///   presentation or dismissal made elsewhere without a coordinator, whose end UIKit announces only to the
    ///   completion handler of whoever made it.
    /// - ``present(_:animated:completion:)`` and ``dismiss(animated:completion:)``: UIKit's methods of the same
    ///   name, whose completion UIKit calls after the presentation or the dismissal has finished; the host runs its
    ///   caller's on the next turn of the main queue, once UIKit has finished the transition. UIKit sets the
    ///   presenter's `presentedViewController` when it accepts a presentation; when it is not set on return, UIKit
    ///   refused it and calls no completion, so the host no longer counts it.
    /// - ``modalHost(forPresented:)``: any `UIViewController` can present, so every presented screen gets a host.
    /// - ``makeAlertScreen(for:answer:)``: `UIAlertController`, which dismisses itself when a button is tapped and
    ///   then calls that button's `UIAlertAction` handler, once the dismissal has ended.
    @MainActor
    final class ViewControllerModalHost: HostedScreen, ModalHost, ShowsViewControllers {
        private let presenter: UIViewController
        /// The adapted controller, as the containers that show it hold it.
        package var hostedScreen: AnyObject { presenter }
        private let transitions: OwnTransitions
        /// The watch of the screen the host presented, until it is dismissed or another presentation starts.
        private var presentation: Presentation?
        weak var modalHostDelegate: (any ModalHostDelegate)?

        init(_ presenter: UIViewController) {
            self.presenter = presenter
            transitions = OwnTransitions(
                controllers: { [presenter] in [presenter.presentedViewController, presenter].compactMap { $0 } },
                screens: { [presenter] in presenter.presentedViewController.map { [$0] } ?? [] })
        }

        deinit {
            guard let presentation else { return }
            DelegateProxy.onMainActor { presentation.end() }
        }

        var presentedViewController: PlatformViewController? { presenter.presentedViewController }

        var isTransitioning: Bool { transitions.isTransitioning }

        func whenIdle(_ action: @escaping @MainActor () -> Void) {
            transitions.whenIdle(action)
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
            // Refused as UIKit refuses a presentation: `completion` never runs (the navigator asked `canShow` first).
            guard let viewController = ViewControllerScreens.viewController(viewController, in: "present") else {
                return
            }
            // A screen the host presented before and that went away unreported (it dismissed itself) stops being
            // watched.
            endPresentation()
            let end = transitions.begin()
            presenter.present(viewController, animated: animated) {
                onNextMainTurn {
                    completion?()
                    end()
                }
            }
            guard presenter.presentedViewController === viewController else {
                // UIKit refused the presentation: no completion will come.
                return end()
            }
            if let dismissal = AlertDismissal.of(viewController) {
                // No proxy, which would report the dismissal before the button's handler answers: the handler reports
                // it instead. An alert dismissed without a tap (no handler runs) is not reported; the navigator finds
                // it gone before its next call, comparing `presentedViewController`.
                dismissal.presenter = self
            } else {
                presentation = Presentation(viewController, host: self)
            }
        }

        func dismiss(animated: Bool, completion: (@MainActor () -> Void)?) {
            // UIKit's dismiss on a presenter that presents nothing would dismiss the presenter itself.
            guard presenter.presentedViewController != nil else {
                completion?()
                return
            }
            endPresentation()
            let end = transitions.begin()
            presenter.dismiss(animated: animated) {
                onNextMainTurn {
                    completion?()
                    end()
                }
            }
        }

        /// Stops watching the screen the host presented, putting its presentation's delegate back.
        private func endPresentation() {
            presentation?.end()
            presentation = nil
        }

        /// Reports that the user dismissed `viewController`, the screen the host watches.
        fileprivate func screenDidDismiss(_ viewController: UIViewController) {
            guard let presentation, presentation.viewController === viewController else { return }
            endPresentation()
            modalHostDelegate?.modalHost(self, didDismiss: viewController)
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

        /// The watch of a screen the host presented: a proxy in front of its presentation controller's delegate.
        @MainActor
        private final class Presentation {
            private(set) weak var viewController: UIViewController?
            private let proxy: Proxy
            private weak var presentationController: UIPresentationController?

            /// Installs the proxy. Called once UIKit has started presenting `viewController`, so that its
            /// `presentationController` is the one that manages the presentation, not one made early.
            init(_ viewController: UIViewController, host: ViewControllerModalHost) {
                self.viewController = viewController
                let presentationController = viewController.presentationController
                self.presentationController = presentationController
                proxy = Proxy(forwardingTo: presentationController?.delegate)
                proxy.host = host
                presentationController?.delegate = proxy
            }

            /// Stops reporting and puts the presentation's own delegate back if the proxy is still installed.
            func end() {
                proxy.host = nil
                guard let presentationController, presentationController.delegate === proxy else { return }
                presentationController.delegate = proxy.forwardee as? any UIAdaptivePresentationControllerDelegate
            }
        }

        /// The presentation controller's delegate while the screen is watched.
        private final class Proxy: DelegateProxy, UIAdaptivePresentationControllerDelegate {
            weak var host: ViewControllerModalHost?

            func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
                (forwardee as? any UIAdaptivePresentationControllerDelegate)?.presentationControllerDidDismiss?(
                    presentationController
                )
                host?.screenDidDismiss(presentationController.presentedViewController)
            }
        }
    }
#endif
