#if canImport(UIKit)
    import UIKit

    extension StackNavigator {
        /// Creates a navigator that drives a `UINavigationController`.
        ///
        /// The navigator becomes the controller's delegate and forwards every delegate call to the
        /// delegate set before, so set yours first.
        ///
        /// - Parameters:
        ///   - navigationController: The navigation controller that shows the screens.
        ///   - diagnostics: Receives a report for every refused call.
        public convenience init(
            navigationController: UINavigationController,
            diagnostics: NavigationDiagnostics = .debugLog
        ) {
            self.init(navigationController: NavigationControllerHost(navigationController), diagnostics: diagnostics)
        }
    }
#endif
