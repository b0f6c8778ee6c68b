#if canImport(UIKit) && !os(watchOS)
    import ReactiveNavigation
    import UIKit

    extension StackNavigator {
        /// Creates a navigator that drives a `UINavigationController`.
        ///
        /// The navigator installs a proxy as the controller's delegate, which forwards every delegate call
        /// to the delegate set before, and puts that delegate back when the navigator is released. Set your
        /// delegate first: a delegate set later hides user pops from the navigator until it next touches the
        /// controller, when it reinstalls its proxy in front of yours and, in debug builds, prints a warning.
        ///
        /// User pops are reported through the delegate's `navigationController(_:didShow:animated:)`. During a back
        /// swipe the controller's stack keeps the popped screen until the swipe ends, as long as UIKit announces the
        /// swipe in `navigationController(_:willShow:animated:)` with its interactive transition coordinator already
        /// set and the popped screen already out of the stack (timing Apple does not document, checked each time);
        /// otherwise the pop shows when UIKit reports it. A change UIKit does not report is adopted before the
        /// navigator's next call, with a `.hostChangedUnreported` diagnostic.
        ///
        /// - Parameters:
        ///   - navigationController: The navigation controller that shows the screens.
        ///   - diagnostics: Receives a report for every refused call, and every change the host made without reporting it.
        ///   - queue: The transition queue of the window hierarchy; `nil`, the default, uses ``TransitionQueue/main``.
        public convenience init(
            navigationController: UINavigationController,
            diagnostics: NavigationDiagnostics = .debugLog,
            queue: TransitionQueue? = nil
        ) {
            self.init(
                navigationController: NavigationControllerHost(navigationController),
                diagnostics: diagnostics,
                queue: queue
            )
        }
    }
#endif
