/// A split view with no user interface, the stand-in for `UISplitViewController` on Linux and in tests.
///
/// It has two or three columns. Expanded, it shows them side by side; collapsed (a compact width), it shows them as one
/// stack, primary at the bottom, and ``topColumn`` is the column on top. With animated
/// ``HeadlessViewController/transitionTiming``, ``show(_:animated:completion:)`` and the user's actions take the
/// duration, as UIKit's do, and the change is reported when it ends. The user's actions, each reported to the
/// ``splitHostDelegate`` when it ends and ignored while a transition runs:
/// - ``simulateBackButtonTap()``: while collapsed, pops the top screen of the column on top when that column is a
///   ``HeadlessNavigationController`` with screens above its root (UIKit shows the column's stack on top of the ones
///   before it; the pop is the stack's, reported to its delegate), and otherwise goes back one column;
/// - ``simulateDisplayModeButtonTap()``: while expanded, hides or shows the primary column;
/// - ``simulateSizeClassChange(compact:)``: collapses or expands the split. Collapsing puts the secondary column on
///   top when it has a screen, as UIKit does; expanding shows every column.
@MainActor
public final class HeadlessSplitViewController: HeadlessViewController, SplitHost {
    /// The columns this split has.
    public let columns: [SplitColumn]

    /// Whether the split shows its columns as one stack.
    public private(set) var isCollapsed: Bool

    /// The column on top of the stack while collapsed; the secondary column while expanded.
    public var topColumn: SplitColumn { isCollapsed ? collapsedTop : .secondary }
    private var collapsedTop: SplitColumn = .primary

    /// Whether the primary column shows beside the others while the split is expanded.
    public private(set) var isPrimaryVisible = true

    /// The object told about the changes the user makes; held weakly.
    public weak var splitHostDelegate: (any SplitHostDelegate)?

    private var screens: [SplitColumn: PlatformViewController] = [:]
    private var splitTransitions = 0

    /// Creates a split view.
    ///
    /// - Parameters:
    ///   - tripleColumn: Whether it has a supplementary column between the primary and the secondary ones.
    ///   - isCollapsed: Whether it starts collapsed, as on an iPhone in portrait.
    ///   - timing: How long its animated transitions take; `nil` uses its container's or presenter's timing.
    public init(tripleColumn: Bool = false, isCollapsed: Bool = false, timing: TransitionTiming? = nil) {
        columns = tripleColumn ? [.primary, .supplementary, .secondary] : [.primary, .secondary]
        self.isCollapsed = isCollapsed
        super.init()
        transitionTiming = timing
    }

    /// Whether a change of this split, or a transition that involves it, is in flight.
    override public var isTransitioning: Bool { splitTransitions > 0 || super.isTransitioning }

    /// The screen of `column`, if it has one.
    ///
    /// - Parameter column: The column.
    /// - Returns: The screen of the column.
    public func viewController(for column: SplitColumn) -> PlatformViewController? {
        screens[column]
    }

    /// Puts a screen in `column`, replacing the one there; a column the split does not have is ignored.
    ///
    /// - Parameters:
    ///   - viewController: The screen, or `nil` to empty the column.
    ///   - column: The column.
    public func setViewController(_ viewController: PlatformViewController?, for column: SplitColumn) {
        guard columns.contains(column) else { return }
        let replaced = screens[column]
        screens[column] = viewController
        if let old = (replaced as AnyObject?) as? HeadlessViewController, old.parent === self,
            !screens.values.contains(where: { $0 === old })
        {
            old.parent = nil
        }
        ((viewController as AnyObject?) as? HeadlessViewController)?.parent = self
        withExtendedLifetime(replaced) {}
    }

    /// Shows `column`: on top of the stack while collapsed, beside the others (the primary one included) while
    /// expanded.
    ///
    /// - Parameters:
    ///   - column: The column to show; one the split does not have is ignored.
    ///   - animated: Whether the change is animated.
    ///   - completion: Runs once the change has ended.
    public func show(_ column: SplitColumn, animated: Bool, completion: (@MainActor () -> Void)?) {
        guard columns.contains(column) else {
            completion?()
            return
        }
        if splitTransitions > 0 { warn("show(_:) while a split transition is running") }
        runSplitTransition(animated: animated) { [weak self] in
            guard let self else { return }
            if self.isCollapsed {
                self.collapsedTop = column
            } else if column == .primary {
                self.isPrimaryVisible = true
            }
        } then: {
            completion?()
        }
    }

    /// Goes back while collapsed, the way the back button does: pops the top screen of the column on top when it is a
    /// ``HeadlessNavigationController`` with screens above its root, and otherwise goes back one column.
    ///
    /// - Returns: Whether the tap was taken: collapsed, with a screen to pop or a column before the one on top, and no
    ///   transition of the split or of that column's stack running.
    @discardableResult
    public func simulateBackButtonTap() -> Bool {
        guard isCollapsed, !isTransitioning else { return false }
        if let stack = screens[collapsedTop] as? HeadlessNavigationController,
            stack.isTransitioning || stack.viewControllers.count > 1
        {
            return stack.simulateBackButtonTap()
        }
        guard let index = columns.firstIndex(of: collapsedTop), index > 0 else { return false }
        let previous = columns[index - 1]
        runSplitTransition(animated: true) { [weak self] in
            self?.collapsedTop = previous
        } then: { [weak self] in
            self?.reportChange()
        }
        return true
    }

    /// Hides or shows the primary column while expanded, the way the display-mode button does.
    ///
    /// - Returns: Whether the tap was taken: expanded and no transition running.
    @discardableResult
    public func simulateDisplayModeButtonTap() -> Bool {
        guard !isCollapsed, !isTransitioning else { return false }
        runSplitTransition(animated: true) { [weak self] in
            guard let self else { return }
            self.isPrimaryVisible.toggle()
        } then: { [weak self] in
            self?.reportChange()
        }
        return true
    }

    /// Collapses the split on a compact width, or expands it on a regular one, as rotating or resizing does.
    ///
    /// - Parameter compact: Whether the width becomes compact.
    /// - Returns: Whether the split changed: the width differs from the current one and no transition runs.
    @discardableResult
    public func simulateSizeClassChange(compact: Bool) -> Bool {
        guard compact != isCollapsed, !isTransitioning else { return false }
        runSplitTransition(animated: false) { [weak self] in
            guard let self else { return }
            self.isCollapsed = compact
            if compact {
                self.collapsedTop = self.screens[.secondary] != nil ? .secondary : .primary
            } else {
                self.isPrimaryVisible = true
            }
        } then: { [weak self] in
            self?.reportChange()
        }
        return true
    }

    private func reportChange() {
        splitHostDelegate?.splitHostDidChange(self)
    }

    private func runSplitTransition(
        animated: Bool,
        _ change: @escaping @MainActor () -> Void,
        then end: @escaping @MainActor () -> Void
    ) {
        splitTransitions += 1
        runTransition(animated: animated) { [weak self] in
            self?.splitTransitions -= 1
            change()
            end()
        }
    }
}
