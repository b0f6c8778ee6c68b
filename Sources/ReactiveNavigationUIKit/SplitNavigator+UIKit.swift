#if canImport(UIKit) && !os(watchOS)
    import ReactiveNavigation
    import UIKit

    extension SplitNavigator {
        /// Creates a navigator that drives a column-style `UISplitViewController`, one created with `init(style:)` and
        /// `.doubleColumn` or `.tripleColumn`.
        ///
        /// The navigator installs a proxy as the controller's delegate, which forwards every delegate call to the
        /// delegate set before, and puts that delegate back when the navigator is released. Set your delegate first: a
        /// delegate set later hides the user's changes (collapsing, expanding, the display-mode button, the back button
        /// of a collapsed split) from the navigator until it next touches the controller, when it reinstalls its proxy
        /// in front of yours and, in debug builds, prints a warning.
        ///
        /// The user's changes are reported through the delegate's `splitViewControllerDidCollapse(_:)`,
        /// `splitViewControllerDidExpand(_:)` and `splitViewController(_:willChangeTo:)`; a change UIKit does not
        /// report is adopted before the navigator's next call, with a `.hostChangedUnreported` diagnostic. UIKit does
        /// not expose which column is on top of a collapsed split: the navigator tracks it from its own calls, the
        /// column UIKit settles on when collapsing, and the `splitViewController(_:willShow:)` and
        /// `splitViewController(_:willHide:)` calls that UIKit documents for system column changes and that the
        /// navigator assumes for the back navigation of a collapsed split; without them, the top column is corrected
        /// at the navigator's next `show` or at the next collapse.
        ///
        /// - Parameters:
        ///   - splitViewController: The split view controller that shows the columns.
        ///   - diagnostics: Receives a report for every refused call, and every change the host made without reporting it.
        ///   - queue: The transition queue of the window hierarchy; `nil`, the default, uses ``TransitionQueue/main``.
        public convenience init(
            splitViewController: UISplitViewController,
            diagnostics: NavigationDiagnostics = .debugLog,
            queue: TransitionQueue? = nil
        ) {
            self.init(
                splitViewController: SplitViewControllerHost(splitViewController),
                diagnostics: diagnostics,
                queue: queue
            )
        }
    }
#endif
