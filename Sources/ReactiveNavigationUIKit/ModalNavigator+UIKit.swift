#if canImport(UIKit) && !os(watchOS)
    import ReactiveNavigation
    import UIKit

    extension ModalNavigator {
        /// Creates a navigator that presents from a `UIViewController`.
        ///
        /// A sheet the user swipes down is reported to the navigator through the presentation controller's
        /// `presentationControllerDidDismiss(_:)`, which UIKit sends for the user's dismissals only: to see it, the
        /// navigator installs a proxy as the delegate of each presentation it makes, once UIKit has started it, which
        /// forwards every call to the presentation's previous delegate. A dismissal UIKit reports to nobody, such as
        /// a presented screen calling `dismiss(animated:)` on itself, is adopted before the navigator's next call, with
        /// a `.hostChangedUnreported` diagnostic. Set the screen's `modalPresentationStyle` and presentation delegate
        /// before presenting it. With `stacksPresentations`, each presented screen presents the next one and is watched
        /// the same way.
        ///
        /// - Parameters:
        ///   - presenter: The view controller that presents.
        ///   - diagnostics: Receives a report for every refused call, and every change the host made without reporting it.
        ///   - stacksPresentations: Whether `present` presents over the topmost presented screen; when `false`, the
        ///     default, it is refused while a screen is presented.
        ///   - queue: The transition queue of the window hierarchy; `nil`, the default, uses ``TransitionQueue/main``.
        public convenience init(
            presenter: UIViewController,
            diagnostics: NavigationDiagnostics = .debugLog,
            stacksPresentations: Bool = false,
            queue: TransitionQueue? = nil
        ) {
            self.init(
                presenter: ViewControllerModalHost(presenter),
                diagnostics: diagnostics,
                stacksPresentations: stacksPresentations,
                queue: queue
            )
        }
    }
#endif
