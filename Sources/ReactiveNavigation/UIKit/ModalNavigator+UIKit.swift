#if canImport(UIKit)
    import UIKit

    extension ModalNavigator {
        /// Creates a navigator that presents from a `UIViewController`.
        ///
        /// The navigator becomes the delegate of each presentation it makes and forwards to the
        /// presentation's previous delegate.
        ///
        /// - Parameters:
        ///   - presenter: The view controller that presents.
        ///   - diagnostics: Receives a report for every refused call.
        public convenience init(presenter: UIViewController, diagnostics: NavigationDiagnostics = .debugLog) {
            self.init(presenter: ViewControllerModalHost(presenter), diagnostics: diagnostics)
        }
    }
#endif
