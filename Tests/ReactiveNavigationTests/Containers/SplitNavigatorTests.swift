import ReactiveNavigation
import Signals
import Testing

/// A split navigator on a headless split view: routes in columns, a stack in the detail column, and the user's back
/// button, display-mode button and size-class changes, on timed transitions.
@MainActor
@Suite("Containers: split navigator", .checksForLeaks)
struct SplitNavigatorTests {
    let clock = TestScheduler()
    let split: HeadlessSplitViewController
    let navigator: SplitNavigator<String>
    let diagnostics = DiagnosticsRecorder()
    let folders = Screen("folders")
    let inbox = Screen("inbox")

    init() {
        split = HeadlessSplitViewController(timing: .animated(.milliseconds(300), on: clock))
        navigator = SplitNavigator(splitViewController: split, diagnostics: diagnostics.sink)
        navigator.show(route: "folders", viewController: folders, in: .primary, animated: false)
        trackForLeaks(split, navigator, folders, inbox)
    }

    private func settle() {
        clock.advance(by: .seconds(10))
    }

    @Test func showPutsARouteInAColumnOnceTheChangeHasEnded() {
        var states: [[SplitColumn: String]] = []
        navigator.onChange = { states.append($0.routes) }
        var outcome: NavigationOutcome?
        navigator.show(route: "inbox", viewController: inbox, in: .secondary, animated: true) { outcome = $0 }
        #expect(split.viewController(for: .secondary) === inbox)
        #expect(outcome == nil)
        settle()
        #expect(outcome == .completed)
        #expect(navigator.route(for: .primary) == "folders")
        #expect(navigator.route(for: .secondary) == "inbox")
        #expect(states == [[.primary: "folders", .secondary: "inbox"]])
    }

    @Test func aColumnTheSplitDoesNotHaveOrAnEmptyColumnIsRefused() {
        var outcomes: [NavigationOutcome] = []
        navigator.show(route: "messages", viewController: Screen("messages"), in: .supplementary, animated: true) {
            outcomes.append($0)
        }
        navigator.show(.secondary, animated: true) { outcomes.append($0) }
        #expect(outcomes.map(\.diagnostic?.kind) == [.columnUnavailable, .columnUnavailable])
        #expect(diagnostics.diagnostics.first?.message.contains("no supplementary column") == true)
        #expect(diagnostics.diagnostics.last?.message.contains("holds no screen") == true)
    }

    @Test func collapsingPutsTheDetailOnTopAndTheBackButtonGoesBackToThePrimaryColumn() {
        navigator.show(route: "inbox", viewController: inbox, in: .secondary, animated: false)
        var tops: [SplitColumn] = []
        navigator.onChange = { tops.append($0.topColumn) }
        #expect(split.simulateSizeClassChange(compact: true))
        #expect(navigator.isCollapsed)
        #expect(navigator.topColumn == .secondary)
        #expect(split.simulateBackButtonTap())
        #expect(navigator.topColumn == .secondary, "the change is reported when it ends")
        settle()
        #expect(navigator.topColumn == .primary)
        #expect(tops == [.secondary, .primary])
        #expect(split.simulateSizeClassChange(compact: false))
        #expect(!navigator.isCollapsed)
    }

    @Test func theDisplayModeButtonHidesAndShowsThePrimaryColumn() {
        #expect(split.simulateDisplayModeButtonTap())
        settle()
        #expect(navigator.state.value.isPrimaryVisible == false)
        navigator.show(.primary, animated: true)
        settle()
        #expect(navigator.state.value.isPrimaryVisible == true)
    }

    @Test func aShowDuringTheUsersBackTapWaitsForIt() {
        navigator.show(route: "inbox", viewController: inbox, in: .secondary, animated: false)
        split.simulateSizeClassChange(compact: true)
        split.simulateBackButtonTap()
        navigator.show(.secondary, animated: true)
        settle()
        #expect(navigator.topColumn == .secondary)
        #expect(split.transitionWarnings.isEmpty)
    }

    /// The seeds' split-view idea (nkristek's `SplitViewNavigator`): a list in the primary column, and a detail column
    /// that holds a stack with its own navigator.
    @Test func aDetailColumnHoldsAStackNavigator() {
        let detail = HeadlessNavigationController()
        let detailStack = StackNavigator<String>(navigationController: detail)
        navigator.show(route: "detail", viewController: detail, in: .secondary, animated: false)
        detailStack.set([(route: "message 1", viewController: Screen("message 1"))], animated: false)
        detailStack.push(route: "attachment", viewController: Screen("attachment"), animated: true)
        settle()
        #expect(detailStack.routes == ["message 1", "attachment"])
        #expect(detail.transitionTiming == nil && detail.effectiveTransitionTiming.scheduler != nil)
        split.simulateSizeClassChange(compact: true)
        #expect(navigator.topColumn == .secondary)
    }

    /// UIKit shows the detail column's stack on top of the primary column once the split has collapsed: the back button
    /// pops the detail's screens above its root first, as the detail stack's user pop, then goes back a column.
    @Test func theBackButtonOfACollapsedSplitPopsTheDetailStackBeforeGoingBackAColumn() {
        let detail = HeadlessNavigationController()
        let detailStack = StackNavigator<String>(navigationController: detail)
        trackForLeaks(detail, detailStack)
        navigator.show(route: "detail", viewController: detail, in: .secondary, animated: false)
        detailStack.set(
            [
                (route: "message", viewController: Screen("message")),
                (route: "attachment", viewController: Screen("attachment")),
            ], animated: false)
        #expect(split.simulateSizeClassChange(compact: true))
        var tops: [SplitColumn] = []
        navigator.onChange = { tops.append($0.topColumn) }

        #expect(split.simulateBackButtonTap())
        #expect(!split.simulateBackButtonTap(), "ignored while the detail's pop animates")
        settle()
        #expect(detailStack.routes == ["message"])
        #expect(navigator.topColumn == .secondary)
        #expect(tops.isEmpty, "the split did not change")

        #expect(split.simulateBackButtonTap())
        settle()
        #expect(detailStack.routes == ["message"])
        #expect(navigator.topColumn == .primary)
        #expect(tops == [.primary])
        #expect(split.transitionWarnings.isEmpty && detail.transitionWarnings.isEmpty)
        #expect(diagnostics.diagnostics.isEmpty)
    }

    /// XCoordinator's `SplitCoordinator` scenario: a master and a detail, the detail replaced when the master picks.
    @Test func xcoordinatorsSplitCoordinatorScenario() {
        enum SplitRoute: Equatable {
            case master
            case detail(Int)
        }
        let host = HeadlessSplitViewController(isCollapsed: true)
        let coordinator = SplitNavigator<SplitRoute>(splitViewController: host)
        coordinator.show(route: .master, viewController: Screen("master"), in: .primary, animated: false)
        coordinator.show(route: .detail(1), viewController: Screen("detail 1"), in: .secondary, animated: true)
        #expect(coordinator.topColumn == .secondary)
        coordinator.show(route: .detail(2), viewController: Screen("detail 2"), in: .secondary, animated: true)
        #expect(coordinator.route(for: .secondary) == .detail(2))
        host.simulateBackButtonTap()
        #expect(coordinator.topColumn == .primary)
    }
}
