#if canImport(UIKit) && !os(watchOS)
    import ReactiveNavigation
    import UIKit

    /// Makes a column-style `UISplitViewController`, one created with `init(style:)` and `.doubleColumn` or
    /// `.tripleColumn`, a ``SplitHost``.
    ///
    /// The host installs a delegate proxy that reports the user's changes (a collapse or an expansion, a display-mode
    /// change, the back navigation of a collapsed split) and forwards every delegate call, including the ones it does
    /// not handle (the display mode after expanding, interactive presentation gestures and any added later), to the
    /// delegate the app had set.
    /// When the host goes away with its navigator, the app's delegate is put back, unless the controller's delegate was
    /// changed in the meantime.
    ///
    /// > Important: Set the controller's delegate before creating the navigator. The proxy cannot see a delegate set
    /// > later: until the navigator next touches the controller, the user's changes are not reported. At that point the
    /// > host reinstalls its proxy in front of the new delegate and, in debug builds, prints a warning.
    ///
    /// UIKit does not expose which column is on top of a collapsed split, so the host tracks it, as an approximation:
    /// from its own ``show(_:animated:completion:)`` calls, from the column that the delegate's
    /// `splitViewController(_:topColumnForCollapsingToProposedTopColumn:)` settles on when the split collapses, and from
    /// the columns UIKit announces while collapsed (the back navigation, below). A split that is already collapsed when
    /// the host is created is taken to show its secondary column when that column has a screen, and its primary column
    /// otherwise. A compact column (`.compact`), which replaces the stack of a collapsed split, is not one of the
    /// host's columns: while it is shown, ``topColumn`` is the primary column.
    ///
    /// What each member relies on in UIKit:
    /// - ``columns``: the controller's `style`.
    /// - ``isCollapsed``: the controller's `isCollapsed`.
    /// - ``topColumn``: while collapsed, the host's tracking above; expanded, the secondary column.
    /// - ``isPrimaryVisible``: the controller's `displayMode`. The primary column shows in the `two…` modes, and in
    ///   `.oneBesideSecondary` and `.oneOverSecondary` for a double-column split only: for a triple-column split, the
    ///   one sidebar of those modes is the supplementary column.
    /// - ``viewController(for:)`` and ``setViewController(_:for:)``: the controller's `viewController(for:)` and
    ///   `setViewController(_:for:)`, which return and take the screen the app set, not the navigation controller that
    ///   UIKit wraps it in.
    /// - ``show(_:animated:completion:)``: the controller's `show(_:)`, which animates or not as UIKit decides: "If an
    ///   animation is started due to -show/hideColumn:, the transitionCoordinator for the UISplitViewController is
    ///   available following the -show/hideColumn: message" (SDK: UISplitViewController.h). The completion runs on the
    ///   next turn of the main queue after the coordinator that appeared with the call, or one that moves a column's
    ///   screen (the push of a collapsed split), has ended; on the next turn when there is none.
    /// - ``isTransitioning`` and ``whenIdle(_:)``: ``OwnTransitions``: the host's own changes and the user's, until they
    ///   have ended and been reported, and a `transitionCoordinator` of the controller or of a column's screen while
    ///   it moves a column's screen. An ancestor's transition does not count.
    /// - The user's changes: the delegate's `splitViewControllerDidCollapse(_:)`, `splitViewControllerDidExpand(_:)`
    ///   and `splitViewController(_:willChangeTo:)`, each reported on the next turn of the main queue after the
    ///   transition it belongs to has ended (a coordinator that moves a column's screen, otherwise the one the
    ///   controller vends as UIKit announces the change, which is the change's own unless an ancestor's transition
    ///   is in flight then, whose end the report then waits for too), or on the next turn when there is none. A
    ///   cancelled transition is not reported.
    /// - The back navigation of a collapsed split, which UIKit documents no report for: the host assumes that UIKit
    ///   sends the delegate's `splitViewController(_:willShow:)` and `splitViewController(_:willHide:)` for it. Apple
    ///   documents them for the column changes the system makes, "for example, when a person rotates the device", and
    ///   "The system doesn't call this method when you hide a column programmatically" (Doc:
    ///   https://developer.apple.com/documentation/uikit/uisplitviewcontrollerdelegate/splitviewcontroller(_:willhide:)).
    ///   The host uses them for nothing else: while collapsed, the column UIKit announces becomes ``topColumn`` once its
    ///   transition has completed (a back swipe the user let go leaves it as it was), and the change is reported.
    ///   When UIKit does not send them, the navigator adopts before its next call what the host reads from UIKit
    ///   (collapsed or not, the display mode, the columns' screens), with a `.hostChangedUnreported` diagnostic;
    ///   ``topColumn`` stays as the host last tracked it until its next ``show(_:animated:completion:)`` or collapse.
    @MainActor
    final class SplitViewControllerHost: HostedScreen, SplitHost, ShowsViewControllers {
        /// The controller that shows the columns.
        private let splitViewController: UISplitViewController
        /// The adapted controller, as the containers that show it hold it.
        package var hostedScreen: AnyObject { splitViewController }
        /// The controller's delegate while the host exists, forwarding to the app's.
        private let proxy: Proxy
        /// The column on top while the split is collapsed, as tracked by the host.
        private var collapsedTop: SplitColumn
        /// The column UIKit announced it shows while collapsed, applied once that change has completed.
        private var announcedTop: SplitColumn?
        /// The host's and the user's changes in flight, and the coordinators that move a column's screen.
        private let transitions: OwnTransitions

        /// The object told about the changes the user makes; held weakly.
        weak var splitHostDelegate: (any SplitHostDelegate)?

        /// Creates a host that drives `splitViewController` and installs its delegate proxy.
        ///
        /// - Parameter splitViewController: A column-style split view controller.
        init(_ splitViewController: UISplitViewController) {
            assert(
                splitViewController.style != .unspecified,
                "SplitViewControllerHost needs a column-style split view controller, created with init(style:)")
            self.splitViewController = splitViewController
            collapsedTop = splitViewController.viewController(for: .secondary) != nil ? .secondary : .primary
            let screens: @MainActor () -> [UIViewController] = { [splitViewController] in
                [UISplitViewController.Column.primary, .supplementary, .secondary].compactMap {
                    splitViewController.viewController(for: $0)
                }
            }
            transitions = OwnTransitions(
                controllers: { [splitViewController] in [splitViewController] + screens() }, screens: screens)
            proxy = Proxy(forwardingTo: splitViewController.delegate)
            proxy.host = self
            splitViewController.delegate = proxy
        }

        deinit {
            let (proxy, splitViewController) = (proxy, splitViewController)
            DelegateProxy.onMainActor {
                guard splitViewController.delegate === proxy else { return }
                splitViewController.delegate = proxy.forwardee as? any UISplitViewControllerDelegate
            }
        }

        /// The primary and secondary columns, with the supplementary one between them for a triple-column split.
        var columns: [SplitColumn] {
            splitViewController.style == .tripleColumn
                ? [.primary, .supplementary, .secondary] : [.primary, .secondary]
        }

        /// Whether the split shows its columns as one stack.
        var isCollapsed: Bool { splitViewController.isCollapsed }

        /// The column on top while collapsed, as tracked by the host; the secondary column while expanded.
        var topColumn: SplitColumn { isCollapsed ? collapsedTop : .secondary }

        /// Whether the display mode shows the primary column.
        var isPrimaryVisible: Bool {
            switch splitViewController.displayMode {
            case .twoBesideSecondary, .twoOverSecondary, .twoDisplaceSecondary:
                return true
            case .oneBesideSecondary, .oneOverSecondary:
                return splitViewController.style != .tripleColumn
            default:
                return false
            }
        }

        /// Whether a change of the split is in flight: the host's, the user's, or a transition that moves a column's
        /// screen.
        var isTransitioning: Bool { transitions.isTransitioning }

        /// Runs `action` at once when no transition is in flight, otherwise once the current one has ended.
        ///
        /// - Parameter action: The work to run, once.
        func whenIdle(_ action: @escaping @MainActor () -> Void) {
            transitions.whenIdle(action)
        }

        /// The screen of `column`, if it has one.
        ///
        /// - Parameter column: The column; one the split does not have has none.
        /// - Returns: The screen the app set in the column.
        func viewController(for column: SplitColumn) -> PlatformViewController? {
            reinstallIfNeeded()
            guard columns.contains(column) else { return nil }
            return splitViewController.viewController(for: column.uiColumn)
        }

        /// Puts a screen in `column`, replacing the one there.
        ///
        /// - Parameters:
        ///   - viewController: The screen, or `nil` to empty the column.
        ///   - column: The column; one the split does not have is ignored.
        func setViewController(_ viewController: PlatformViewController?, for column: SplitColumn) {
            reinstallIfNeeded()
            guard columns.contains(column) else { return }
            let viewController = viewController.flatMap {
                ViewControllerScreens.viewController($0, in: "setViewController(_:for:)")
            }
            splitViewController.setViewController(viewController, for: column.uiColumn)
        }

        /// Shows `column` with UIKit's `show(_:)`: on top of the stack while collapsed, beside the others while
        /// expanded.
        ///
        /// - Parameters:
        ///   - column: The column; one the split does not have does nothing and runs `completion` at once.
        ///   - animated: Ignored: UIKit animates the change or not as it sees fit.
        ///   - completion: Runs once the change has ended.
        func show(_ column: SplitColumn, animated: Bool, completion: (@MainActor () -> Void)?) {
            reinstallIfNeeded()
            guard columns.contains(column) else {
                completion?()
                return
            }
            if isCollapsed {
                collapsedTop = column
                announcedTop = nil
            }
            let end = transitions.begin()
            let before = splitViewController.transitionCoordinator
            splitViewController.show(column.uiColumn)
            let started = splitViewController.transitionCoordinator.flatMap { $0 === before ? nil : $0 }
            transitions.afterEnd(of: started ?? transitions.coordinator) { _ in
                completion?()
                end()
            }
        }

        /// The coordinator of a change UIKit announces: one that moves a column's screen, otherwise the one the
        /// controller vends during the announcement.
        private var announcedTransition: (any UIViewControllerTransitionCoordinator)? {
            transitions.coordinator ?? splitViewController.transitionCoordinator
        }

        /// Puts the proxy back in front of a delegate the app set later, and refreshes UIKit's cached view of the
        /// proxy when the delegate it forwarded to went away.
        private func reinstallIfNeeded() {
            let current = splitViewController.delegate
            if current === proxy {
                guard proxy.needsRefresh else { return }
                splitViewController.delegate = nil
            } else {
                guard proxy.adopt(current) else { return }
                DelegateProxy.reportReplaced("delegate", of: splitViewController)
            }
            splitViewController.delegate = proxy
        }

        /// Notes the column UIKit puts on top as the split collapses.
        ///
        /// - Parameter column: The column settled on; the compact column counts as the primary one.
        fileprivate func willCollapse(showing column: UISplitViewController.Column) {
            collapsedTop = SplitColumn(column) ?? .primary
            announcedTop = nil
        }

        /// Notes a column UIKit is about to show, the column on top when the split is collapsed, and reports the change
        /// once it has ended.
        ///
        /// - Parameter column: The column.
        fileprivate func willShow(_ column: UISplitViewController.Column) {
            if isCollapsed, let shown = SplitColumn(column) {
                announcedTop = shown
            }
            reportChange()
        }

        /// Notes a column UIKit is about to hide, and reports the change once it has ended. While collapsed, hiding the
        /// column on top goes back to the column before it, unless UIKit announced the column it shows.
        ///
        /// - Parameter column: The column.
        fileprivate func willHide(_ column: UISplitViewController.Column) {
            if isCollapsed, announcedTop == nil, SplitColumn(column) == collapsedTop,
                let index = columns.firstIndex(of: collapsedTop), index > 0
            {
                announcedTop = columns[index - 1]
            }
            reportChange()
        }

        /// Reports a change UIKit announced once its transition (``announcedTransition``) has ended: on the next turn
        /// of the main queue after it has completed or been cancelled, or on the next turn without one.
        fileprivate func reportChange() {
            let end = transitions.begin()
            transitions.afterEnd(of: announcedTransition) { [weak self] isCancelled in
                self?.endChange(cancelled: isCancelled)
                end()
            }
        }

        /// Ends a change of the user's: unless it was cancelled, applies the column UIKit announced and tells the
        /// delegate.
        ///
        /// - Parameter cancelled: Whether the transition was cancelled, such as a back swipe the user let go.
        private func endChange(cancelled: Bool) {
            let announced = announcedTop
            announcedTop = nil
            if !cancelled {
                if isCollapsed, let announced { collapsedTop = announced }
                splitHostDelegate?.splitHostDidChange(self)
            }
        }

        /// The split view controller's delegate while the host exists.
        private final class Proxy: DelegateProxy, UISplitViewControllerDelegate {
            /// The host told about the user's changes.
            weak var host: SplitViewControllerHost?

            /// The delegate the app set, which gets every call.
            private var appDelegate: (any UISplitViewControllerDelegate)? {
                forwardee as? any UISplitViewControllerDelegate
            }

            /// Asks the app's delegate for the column on top of the collapsed split, and tells the host the answer.
            ///
            /// - Parameters:
            ///   - svc: The split view controller.
            ///   - proposedTopColumn: The column UIKit proposes.
            /// - Returns: The app's delegate's answer, or the proposed column when it has none.
            func splitViewController(
                _ svc: UISplitViewController,
                topColumnForCollapsingToProposedTopColumn proposedTopColumn: UISplitViewController.Column
            ) -> UISplitViewController.Column {
                let column =
                    appDelegate?.splitViewController?(svc, topColumnForCollapsingToProposedTopColumn: proposedTopColumn)
                    ?? proposedTopColumn
                host?.willCollapse(showing: column)
                return column
            }

            /// Tells the app's delegate, then the host, that the split collapsed.
            ///
            /// - Parameter svc: The split view controller.
            func splitViewControllerDidCollapse(_ svc: UISplitViewController) {
                appDelegate?.splitViewControllerDidCollapse?(svc)
                host?.reportChange()
            }

            /// Tells the app's delegate, then the host, that the split expanded.
            ///
            /// - Parameter svc: The split view controller.
            func splitViewControllerDidExpand(_ svc: UISplitViewController) {
                appDelegate?.splitViewControllerDidExpand?(svc)
                host?.reportChange()
            }

            /// Tells the app's delegate, then the host, that the display mode is about to change.
            ///
            /// - Parameters:
            ///   - svc: The split view controller.
            ///   - displayMode: The new display mode.
            func splitViewController(
                _ svc: UISplitViewController,
                willChangeTo displayMode: UISplitViewController.DisplayMode
            ) {
                appDelegate?.splitViewController?(svc, willChangeTo: displayMode)
                host?.reportChange()
            }

            /// Tells the app's delegate, then the host, that a column is about to show.
            ///
            /// - Parameters:
            ///   - svc: The split view controller.
            ///   - column: The column.
            func splitViewController(_ svc: UISplitViewController, willShow column: UISplitViewController.Column) {
                appDelegate?.splitViewController?(svc, willShow: column)
                host?.willShow(column)
            }

            /// Tells the app's delegate, then the host, that a column is about to hide.
            ///
            /// - Parameters:
            ///   - svc: The split view controller.
            ///   - column: The column.
            func splitViewController(_ svc: UISplitViewController, willHide column: UISplitViewController.Column) {
                appDelegate?.splitViewController?(svc, willHide: column)
                host?.willHide(column)
            }
        }
    }

    extension SplitColumn {
        /// UIKit's column for this column.
        fileprivate var uiColumn: UISplitViewController.Column {
            switch self {
            case .primary: .primary
            case .supplementary: .supplementary
            case .secondary: .secondary
            }
        }

        /// The column for UIKit's `column`.
        ///
        /// - Parameter column: UIKit's column.
        /// - Returns: `nil` for the compact column, which replaces the stack of a collapsed split, for the inspector
        ///   column (iOS 26), which a split navigator does not drive, and for any column UIKit adds later.
        fileprivate init?(_ column: UISplitViewController.Column) {
            switch column {
            case .primary: self = .primary
            case .supplementary: self = .supplementary
            case .secondary: self = .secondary
            default: return nil
            }
        }
    }
#endif
