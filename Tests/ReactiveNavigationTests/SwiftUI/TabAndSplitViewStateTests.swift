import ReactiveNavigation
import Signals
import Testing

/// A ``TabNavigator`` on a SwiftUI `TabView`'s selection: a tab tapped is SwiftUI writing the selection, which the
/// navigator agrees with.
@MainActor
@Suite("SwiftUI: a tab navigator on a TabView's selection", .checksForLeaks)
struct TabViewStateTests {
    let scene = NavigationScene(timing: .instant)
    let tabs: TabViewState
    let navigator: TabNavigator<String>
    let screens = ["feed", "search", "profile"].map { ViewScreen($0) }

    init() {
        tabs = TabViewState(scene: scene)
        navigator = TabNavigator(tabBarController: tabs)
        navigator.set(
            zip(["feed", "search", "profile"], screens).map { (route: $0, viewController: $1) }, animated: false)
        trackForLeaks(tabs, navigator)
    }

    @Test func theSelectionSwiftUIBindsToFollowsTheNavigator() {
        #expect(tabs.selection == screens[0].id)
        navigator.select("profile")
        #expect(tabs.selection == screens[2].id)
        #expect(tabs.screens.map(\.id) == screens.map(\.id))
    }

    @Test(arguments: 0..<3)
    func aTabTheUserTapsIsSwiftUIWritingTheSelection(index: Int) {
        navigator.select("search")
        var changes: [String?] = []
        navigator.onChange = { changes.append($0) }
        #expect(tabs.simulateTabSelection(at: index))
        #expect(navigator.selectedRoute == ["feed", "search", "profile"][index])
        #expect(changes == (index == 1 ? [] : [navigator.selectedRoute]))
        #expect(navigator.disagreementWithHost() == nil)
    }

    @Test func aSelectionOfAScreenThatIsNotATabIsRefusedWithAWarning() {
        tabs.selection = ViewScreen("stranger").id
        #expect(navigator.selectedRoute == "feed")
        #expect(scene.transitionWarnings.count == 1)
    }
}

/// A ``SplitNavigator`` on a SwiftUI `NavigationSplitView`'s state: collapsing, the back button of a collapsed split
/// and the sidebar button are SwiftUI's writes, which the navigator agrees with.
@MainActor
@Suite("SwiftUI: a split navigator on a NavigationSplitView's state", .checksForLeaks)
struct SplitViewStateTests {
    let clock = TestScheduler()
    let scene: NavigationScene
    let split: SplitViewState
    let navigator: SplitNavigator<String>
    let diagnostics = DiagnosticsRecorder()

    init() {
        scene = NavigationScene(timing: .animated(.milliseconds(300), on: clock))
        split = SplitViewState(tripleColumn: true, scene: scene)
        navigator = SplitNavigator(splitViewController: split, diagnostics: diagnostics.sink)
        navigator.show(route: "folders", viewController: ViewScreen("folders"), in: .primary, animated: false)
        navigator.show(route: "inbox", viewController: ViewScreen("inbox"), in: .supplementary, animated: false)
        navigator.show(route: "message", viewController: ViewScreen("message"), in: .secondary, animated: false)
        trackForLeaks(split, navigator)
    }

    private func settle() {
        clock.advance(by: .seconds(10))
    }

    private func expectAgreement(sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(navigator.isCollapsed == split.isCompact, sourceLocation: sourceLocation)
        #expect(navigator.topColumn == split.topColumn, sourceLocation: sourceLocation)
        #expect(navigator.state.value.isPrimaryVisible == split.isPrimaryVisible, sourceLocation: sourceLocation)
        #expect(navigator.disagreementWithHost() == nil, sourceLocation: sourceLocation)
        #expect(scene.transitionWarnings.isEmpty, sourceLocation: sourceLocation)
        #expect(diagnostics.diagnostics.isEmpty, sourceLocation: sourceLocation)
    }

    @Test func collapsingShowsTheDetailOnTopAndExpandingShowsEveryColumn() {
        #expect(split.simulateSizeClassChange(compact: true))
        #expect(split.preferredCompactColumn == .secondary)
        #expect(navigator.isCollapsed)
        #expect(navigator.topColumn == .secondary)
        expectAgreement()
        #expect(split.simulateSizeClassChange(compact: false))
        #expect(split.columnVisibility == .all)
        #expect(!navigator.isCollapsed)
        expectAgreement()
    }

    @Test func theBackButtonOfACollapsedSplitMovesTheCompactColumnBackOnceItsTransitionHasEnded() {
        split.isCompact = true
        #expect(split.simulateBackButtonTap())
        #expect(navigator.topColumn == .secondary)
        clock.advance(by: .milliseconds(300))
        #expect(split.preferredCompactColumn == .supplementary)
        #expect(navigator.topColumn == .supplementary)
        expectAgreement()
        #expect(split.simulateBackButtonTap())
        settle()
        #expect(navigator.topColumn == .primary)
        #expect(!split.simulateBackButtonTap(), "the first column has no back button")
        expectAgreement()
    }

    @Test func theBackButtonOfACollapsedSplitPopsTheDetailStackBeforeMovingTheCompactColumnBack() {
        let detail = NavigationStackState(scene: scene)
        let detailStack = StackNavigator<String>(navigationController: detail)
        trackForLeaks(detail, detailStack)
        navigator.show(route: "thread", viewController: ViewScreen(detail), in: .secondary, animated: false)
        detailStack.set(
            [
                (route: "message", viewController: ViewScreen("message")),
                (route: "attachment", viewController: ViewScreen("attachment")),
            ], animated: false)
        split.isCompact = true

        #expect(split.simulateBackButtonTap())
        #expect(!split.simulateBackButtonTap(), "ignored while the detail's pop animates")
        settle()
        #expect(detail.path.isEmpty)
        #expect(detailStack.routes == ["message"])
        #expect(split.preferredCompactColumn == .secondary)
        expectAgreement()

        #expect(split.simulateBackButtonTap())
        settle()
        #expect(detailStack.routes == ["message"])
        #expect(split.preferredCompactColumn == .supplementary)
        expectAgreement()
    }

    @Test func theSidebarButtonTogglesTheColumnVisibility() {
        #expect(split.simulateDisplayModeButtonTap())
        settle()
        #expect(split.columnVisibility == .detailOnly)
        #expect(!navigator.state.value.isPrimaryVisible)
        expectAgreement()
        split.columnVisibility = .all
        #expect(navigator.state.value.isPrimaryVisible)
        expectAgreement()
    }

    @Test func showingAColumnWhileCollapsedPutsItOnTopWhenTheAnimationEnds() {
        split.isCompact = true
        split.preferredCompactColumn = .primary
        var outcome: NavigationOutcome?
        navigator.show(.secondary, animated: true) { outcome = $0 }
        #expect(split.preferredCompactColumn == .primary)
        settle()
        #expect(outcome == .completed)
        #expect(split.preferredCompactColumn == .secondary)
        expectAgreement()
    }
}
