#if canImport(UIKit) && !os(watchOS)
    import ReactiveNavigation
    import UIKit

    extension PageNavigator {
        /// Creates a navigator that drives a `UIPageViewController`.
        ///
        /// The navigator keeps the pages and becomes the controller's data source, so do not set one. It installs a
        /// proxy as the controller's delegate, which forwards every delegate call to the delegate set before, and puts
        /// that delegate and data source back when the navigator is released. Set your delegate first: a delegate set
        /// later hides the user's swipes from the navigator until it next touches the controller, when it reinstalls
        /// its proxy in front of yours and, in debug builds, prints a warning.
        ///
        /// Swipes are reported through the delegate's `pageViewController(_:didFinishAnimating:previousViewControllers:
        /// transitionCompleted:)`; a change UIKit does not report is adopted before the navigator's next call, with a
        /// `.hostChangedUnreported` diagnostic.
        ///
        /// - Parameters:
        ///   - pageViewController: The page view controller that shows the pages.
        ///   - diagnostics: Receives a report for every refused call, and every change the host made without reporting it.
        ///   - queue: The transition queue of the window hierarchy; `nil`, the default, uses ``TransitionQueue/main``.
        public convenience init(
            pageViewController: UIPageViewController,
            diagnostics: NavigationDiagnostics = .debugLog,
            queue: TransitionQueue? = nil
        ) {
            self.init(
                pageViewController: PageViewControllerHost(pageViewController),
                diagnostics: diagnostics,
                queue: queue
            )
        }
    }
#endif
