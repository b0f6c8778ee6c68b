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
    /// the columns UIKit announces while collapsed (the back navigation). A split that is already collapsed when the
    /// host is created is taken to show its secondary column when that column has a screen, and its primary column
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
    /// - ``show(_:animated:completion:)``: the controller's `show(_:)`, which animates or not as UIKit decides; the
    ///   completion runs on the next turn of the main queue after the transition UIKit started has ended (its
    ///   coordinator found as for the user's changes, below), or on the next turn when it started none.
    /// - ``isTransitioning``: the controller's `transitionCoordinator`, plus the host's own tracking of the changes it
    ///   made and of the user's changes, until they have ended and been reported.
    /// - ``whenIdle(_:)``: the end of those; for the coordinator, the completion of its
    ///   `animate(alongsideTransition:completion:)`. The host checks again on the next turn of the main queue, since a
    ///   new transition may have started.
    /// - The user's changes: the delegate's `splitViewControllerDidCollapse(_:)`, `splitViewControllerDidExpand(_:)`,
    ///   `splitViewController(_:willChangeTo:)`, and `splitViewController(_:willShow:)` and
    ///   `splitViewController(_:willHide:)`, which UIKit calls for the changes the system and the user make (not for
    ///   `show(_:)`). Each is reported on the next turn of the main queue after the transition's coordinator has
    ///   called its completion, or on the next turn when there is none. The coordinator is the controller's
    ///   `transitionCoordinator`, or, while collapsed, that of the column's screen, since a collapsed split pushes and
    ///   pops its columns in a navigation controller below it. A cancelled transition, such as a back swipe the user
    ///   let go, is not reported and leaves ``topColumn`` as it was.
    @MainActor
    final class SplitViewControllerHost: SplitHost {
        /// The controller that shows the columns.
        private let splitViewController: UISplitViewController
        /// The controller's delegate while the host exists, forwarding to the app's.
        private let proxy: Proxy
        /// The column on top while the split is collapsed, as tracked by the host.
        private var collapsedTop: SplitColumn
        /// The column UIKit announced it shows while collapsed, applied once that change has completed.
        private var announcedTop: SplitColumn?
        /// The changes of the host's and the user's that have not ended yet.
        private var changes = 0
        /// The actions of ``whenIdle(_:)`` waiting for those changes to end.
        private var idleActions: [@MainActor () -> Void] = []

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

        /// Whether a change of the split is in flight: the host's, the user's, or a transition of the controller.
        var isTransitioning: Bool {
            changes > 0 || splitViewController.transitionCoordinator != nil
        }

        /// Runs `action` at once when no transition is in flight, otherwise once the current one has ended.
        ///
        /// - Parameter action: The work to run, once.
        func whenIdle(_ action: @escaping @MainActor () -> Void) {
            guard isTransitioning else { return action() }
            if changes > 0 {
                idleActions.append(action)
            } else {
                afterTransition(splitViewController.transitionCoordinator) { self.whenIdle(action) }
            }
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
            changes += 1
            splitViewController.show(column.uiColumn)
            afterTransition(transition(involving: column.uiColumn)) { [weak self] in
                self?.changes -= 1
                completion?()
                self?.runIdleActions()
            }
        }

        /// The coordinator of the transition in flight that involves `column`: the controller's, or, while collapsed,
        /// that of the column's screen, since a collapsed split pushes and pops its columns in a navigation controller
        /// below it.
        ///
        /// - Parameter column: The column shown or hidden.
        /// - Returns: The coordinator, or `nil` when no transition is in flight.
        private func transition(
            involving column: UISplitViewController.Column
        ) -> (any UIViewControllerTransitionCoordinator)? {
            splitViewController.transitionCoordinator
                ?? splitViewController.viewController(for: column)?.transitionCoordinator
        }

        /// Runs the actions that waited for the host to be idle, each again through ``whenIdle(_:)``.
        private func runIdleActions() {
            let actions = idleActions
            idleActions = []
            for action in actions { whenIdle(action) }
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
            reportChange(after: transition(involving: column))
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
            reportChange(after: transition(involving: column))
        }

        /// Reports a change UIKit announced once its transition has ended: on the next turn of the main queue after
        /// `transition` has completed or been cancelled, or on the next turn without a transition.
        ///
        /// - Parameter transition: The coordinator of the change, if it is animated.
        fileprivate func reportChange(after transition: (any UIViewControllerTransitionCoordinator)?) {
            changes += 1
            guard let transition else {
                afterTransition(nil) { [weak self] in self?.endChange(cancelled: false) }
                return
            }
            transition.animate(alongsideTransition: nil) { [weak self] context in
                let cancelled = context.isCancelled
                afterTransition(nil) { self?.endChange(cancelled: cancelled) }
            }
        }

        /// Ends a change of the user's: unless it was cancelled, applies the column UIKit announced and tells the
        /// delegate; then runs the actions waiting for the host to be idle.
        ///
        /// - Parameter cancelled: Whether the transition was cancelled, such as a back swipe the user let go.
        private func endChange(cancelled: Bool) {
            changes -= 1
            let announced = announcedTop
            announcedTop = nil
            if !cancelled {
                if isCollapsed, let announced { collapsedTop = announced }
                splitHostDelegate?.splitHostDidChange(self)
            }
            runIdleActions()
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
                host?.reportChange(after: svc.transitionCoordinator)
            }

            /// Tells the app's delegate, then the host, that the split expanded.
            ///
            /// - Parameter svc: The split view controller.
            func splitViewControllerDidExpand(_ svc: UISplitViewController) {
                appDelegate?.splitViewControllerDidExpand?(svc)
                host?.reportChange(after: svc.transitionCoordinator)
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
                host?.reportChange(after: svc.transitionCoordinator)
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
        /// - Returns: `nil` for the compact column, which replaces the stack of a collapsed split.
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
