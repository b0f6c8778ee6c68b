/// What the library's walk of the coordinator tree reads of a navigator, and the one call it makes on it directly.
@MainActor
protocol SnapshotNavigator: AnyObject {
    /// What kind of container the navigator drives.
    var snapshotKind: NavigatorState.Kind { get }
    /// The host the navigator drives.
    var snapshotHost: AnyObject { get }
    /// The type of the navigator's routes.
    var snapshotRouteType: Any.Type { get }
    /// The transition queue of the navigator's window hierarchy.
    var snapshotQueue: TransitionQueue { get }
    /// The shown screens, in the navigator's order (split columns: primary, supplementary, secondary).
    var snapshotScreens: [SnapshotScreen] { get }
    /// The index in ``snapshotScreens`` of the selected tab or page, or of the split's top column.
    var snapshotSelection: Int? { get }
    /// Selects the screen whose route `isTarget` picks: a tab, a page, or a split's column (`column`).
    func restoreSelection(
        of isTarget: @escaping (Any) -> Bool, column: SplitColumn?, animated: Bool,
        completion: @escaping @MainActor (NavigationOutcome) -> Void)
}

/// A screen a navigator shows, as the walk reads it.
@MainActor
struct SnapshotScreen {
    let route: Any
    let viewController: AnyObject
    /// The child coordinator or flow the screen shows, when the navigator keeps it.
    let child: AnyObject?
    let column: SplitColumn?

    init(_ entry: ScreenEntry<some Any>, column: SplitColumn? = nil) {
        route = entry.route
        viewController = entry.viewController
        child = entry.child
        self.column = column
    }
}

extension SnapshotNavigator {
    func restoreSelection(
        of isTarget: @escaping (Any) -> Bool, column: SplitColumn?, animated: Bool,
        completion: @escaping @MainActor (NavigationOutcome) -> Void
    ) {
        completion(.completed)
    }
}

extension StackNavigator: SnapshotNavigator {
    var snapshotRouteType: Any.Type { Route.self }
    var snapshotQueue: TransitionQueue { core.calls.queue }
    var snapshotKind: NavigatorState.Kind { .stack }
    var snapshotHost: AnyObject { host }
    var snapshotScreens: [SnapshotScreen] { entries.map { SnapshotScreen($0) } }
    var snapshotSelection: Int? { nil }
}

extension ModalNavigator: SnapshotNavigator {
    var snapshotRouteType: Any.Type { Route.self }
    var snapshotQueue: TransitionQueue { core.calls.queue }
    var snapshotKind: NavigatorState.Kind { .modal }
    var snapshotHost: AnyObject { host }
    var snapshotScreens: [SnapshotScreen] { levels.map { SnapshotScreen($0.entry) } }
    var snapshotSelection: Int? { nil }
}

extension SelectionNavigator: SnapshotNavigator {
    var snapshotRouteType: Any.Type { Route.self }
    var snapshotQueue: TransitionQueue { core.calls.queue }
    var snapshotKind: NavigatorState.Kind { container.kind == .tabs ? .tab : .page }
    var snapshotHost: AnyObject { container.host }
    var snapshotScreens: [SnapshotScreen] { screens.map { SnapshotScreen($0) } }
    var snapshotSelection: Int? { screens.firstIndex { $0 === selectedEntry } }

    func restoreSelection(
        of isTarget: @escaping (Any) -> Bool, column: SplitColumn?, animated: Bool,
        completion: @escaping @MainActor (NavigationOutcome) -> Void
    ) {
        select(where: { isTarget($0) }, animated: animated, then: completion)
    }
}

extension SplitNavigator: SnapshotNavigator {
    var snapshotRouteType: Any.Type { Route.self }
    var snapshotQueue: TransitionQueue { core.calls.queue }
    var snapshotKind: NavigatorState.Kind { .split }
    var snapshotHost: AnyObject { host }
    var snapshotScreens: [SnapshotScreen] {
        SplitColumn.allCases.compactMap { column in entries[column].map { SnapshotScreen($0, column: column) } }
    }
    var snapshotSelection: Int? { snapshotScreens.firstIndex { $0.column == topColumn } }

    func restoreSelection(
        of isTarget: @escaping (Any) -> Bool, column: SplitColumn?, animated: Bool,
        completion: @escaping @MainActor (NavigationOutcome) -> Void
    ) {
        guard let column else { return completion(.completed) }
        show(column, animated: animated, completion: completion)
    }
}
