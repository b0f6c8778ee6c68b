/// A column of a split view.
public enum SplitColumn: Hashable, Sendable, CaseIterable {
    /// The first column, such as a sidebar or a list of folders.
    case primary
    /// The middle column of a three-column split, such as a list of messages.
    case supplementary
    /// The detail column.
    case secondary
}

/// A container that shows two or three columns side by side, and collapses them into one stack on a compact width,
/// such as `UISplitViewController` or ``HeadlessSplitViewController``.
///
/// A host reports to its ``splitHostDelegate`` the changes the user makes, once they have ended: the back button of a
/// collapsed split, the display-mode button, and a size-class change that collapses or expands it.
@MainActor
public protocol SplitHost: TransitionHost {
    /// The columns this split has: primary and secondary, and supplementary too for a three-column split.
    var columns: [SplitColumn] { get }

    /// Whether the split shows its columns as one stack, on a compact width.
    var isCollapsed: Bool { get }

    /// The column on top of the stack while the split is collapsed; the secondary column while it is expanded.
    var topColumn: SplitColumn { get }

    /// Whether the primary column shows beside the others while the split is expanded.
    var isPrimaryVisible: Bool { get }

    /// The object told about the changes the user makes; implementations hold it weakly.
    var splitHostDelegate: (any SplitHostDelegate)? { get set }

    /// The screen of `column`, if it has one.
    ///
    /// - Parameter column: The column.
    /// - Returns: The screen of the column.
    func viewController(for column: SplitColumn) -> PlatformViewController?

    /// Puts a screen in `column`, replacing the one there.
    ///
    /// - Parameters:
    ///   - viewController: The screen, or `nil` to empty the column.
    ///   - column: The column; one the split does not have is ignored.
    func setViewController(_ viewController: PlatformViewController?, for column: SplitColumn)

    /// Shows `column`: on top of the stack while the split is collapsed, and beside the others while it is expanded.
    ///
    /// - Parameters:
    ///   - column: The column to show.
    ///   - animated: Whether the change is animated.
    ///   - completion: Runs once the change has ended.
    func show(_ column: SplitColumn, animated: Bool, completion: (@MainActor () -> Void)?)
}

/// Receives the changes a user makes on a ``SplitHost``.
@MainActor
public protocol SplitHostDelegate: AnyObject {
    /// Tells the delegate that the user changed what the split shows: its back button while collapsed, its
    /// display-mode button, or a size-class change that collapsed or expanded it.
    ///
    /// - Parameter host: The host that changed.
    func splitHostDidChange(_ host: any SplitHost)
}
