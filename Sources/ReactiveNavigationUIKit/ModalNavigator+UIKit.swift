#if canImport(UIKit) && !os(watchOS)
    import ReactiveNavigation
    import UIKit

    extension ModalNavigator {
        /// Creates a navigator that presents from a `UIViewController`.
        ///
        /// Dismissals the navigator did not make are reported to it, whether the user swiped the sheet
        /// down or the presented screen called `dismiss(animated:)` on itself. To see them, the navigator
        /// installs a proxy as the delegate of each presentation it makes, which forwards every call to the
        /// presentation's previous delegate, and adds a hidden, empty view to the presented screen's view.
        /// Set the screen's `modalPresentationStyle` and presentation delegate before presenting it. With
        /// `stacksPresentations`, each presented screen presents the next one and is watched the same way.
        ///
        /// - Parameters:
        ///   - presenter: The view controller that presents.
        ///   - diagnostics: Receives a report for every refused call.
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
