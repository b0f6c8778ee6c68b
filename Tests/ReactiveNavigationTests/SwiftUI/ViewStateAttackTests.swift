import ReactiveNavigation
import Signals
import Testing

/// Hostile uses of the SwiftUI view states: navigation from inside a write-back's report, a screen's `deinit` that
/// navigates, states released mid-transition, and write-backs SwiftUI makes at awkward moments.
@MainActor
@Suite("SwiftUI: view states under attack", .checksForLeaks)
struct ViewStateAttackTests {
    let clock = TestScheduler()
    let scene: NavigationScene

    init() {
        scene = NavigationScene(timing: .animated(.milliseconds(300), on: clock))
    }

    private func settle() {
        clock.advance(by: .seconds(10))
    }

    @Test func aPushFromInsideTheReportOfTheUsersBackRunsAfterItAndTheStackAgrees() {
        let stack = NavigationStackState(scene: scene)
        let navigator = StackNavigator<String>(navigationController: stack)
        navigator.set([(route: "home", viewController: ViewScreen("home"))], animated: false)
        navigator.push(route: "a", viewController: ViewScreen("a"), animated: false)
        var reacted = false
        navigator.onChange = { [weak navigator] routes in
            guard routes == ["home"], !reacted else { return }
            reacted = true
            navigator?.push(route: "b", viewController: ViewScreen("b"), animated: true)
        }
        #expect(stack.simulateBackButtonTap())
        settle()
        #expect(navigator.routes == ["home", "b"])
        #expect(stack.path.count == 1)
        #expect(navigator.disagreementWithHost() == nil)
        #expect(scene.transitionWarnings.isEmpty)
        trackForLeaks(stack, navigator)
    }

    @Test func aScreenWhoseDeinitNavigatesIsReleasedOutsideTheChangeAndItsCallRunsInTurn() {
        let stack = NavigationStackState(scene: scene)
        let navigator = StackNavigator<String>(navigationController: stack)
        navigator.set([(route: "home", viewController: ViewScreen("home"))], animated: false)
        navigator.push(
            route: "doomed",
            viewController: ViewScreen(
                DeinitProbe { navigator.push(route: "after", viewController: ViewScreen("after"), animated: true) }),
            animated: false)
        #expect(stack.simulateBackButtonTap())
        settle()
        #expect(navigator.routes == ["home", "after"])
        #expect(navigator.disagreementWithHost() == nil)
        #expect(scene.transitionWarnings.isEmpty)
        trackForLeaks(stack, navigator)
    }

    @Test func statesAndNavigatorsReleasedMidTransitionEndQuietly() {
        weak var weakStack: NavigationStackState?
        weak var weakPresentations: PresentationState?
        var outcomes: [NavigationOutcome] = []
        do {
            let stack = NavigationStackState(scene: scene)
            let presentations = PresentationState(scene: scene)
            weakStack = stack
            weakPresentations = presentations
            let navigator = StackNavigator<String>(navigationController: stack)
            let modal = ModalNavigator<String>(presenter: presentations)
            navigator.set([(route: "home", viewController: ViewScreen("home"))], animated: false)
            navigator.push(route: "a", viewController: ViewScreen("a"), animated: true) { outcomes.append($0) }
            modal.present(route: "sheet", viewController: ViewScreen("sheet"), animated: true) { outcomes.append($0) }
        }
        settle()
        #expect(weakStack == nil)
        #expect(weakPresentations == nil)
        #expect(outcomes.count == 2, "every call ends, whatever it was: \(outcomes)")
    }

    @Test func aSheetSetToNilBySwiftUIWhileTheNavigatorDismissesItIsOneDismissal() {
        let presentations = PresentationState(scene: scene)
        let modal = ModalNavigator<String>(presenter: presentations)
        var changes: [String?] = []
        modal.onChange = { changes.append($0) }
        modal.present(route: "sheet", viewController: ViewScreen("sheet"), animated: false)
        var outcome: NavigationOutcome?
        modal.dismiss(animated: true) { outcome = $0 }
        presentations.sheet = nil  // SwiftUI's write during the dismissal's animation
        settle()
        #expect(outcome == .completed)
        #expect(changes == ["sheet", nil])
        #expect(presentations.sheet == nil)
        #expect(modal.disagreementWithHost() == nil)
        trackForLeaks(presentations, modal)
    }

    @Test func aTabTapDuringAPushInAnotherTabIsTakenOnlyOnceTheSceneIsIdle() {
        let tabs = TabViewState(scene: scene)
        let tabNavigator = TabNavigator<String>(tabBarController: tabs)
        let stack = NavigationStackState(scene: scene)
        let stackNavigator = StackNavigator<String>(navigationController: stack)
        stackNavigator.set([(route: "home", viewController: ViewScreen("home"))], animated: false)
        tabNavigator.set(
            [
                (route: "feed", viewController: ViewScreen(stack)),
                (route: "search", viewController: ViewScreen("search")),
            ],
            animated: false)
        stackNavigator.push(route: "a", viewController: ViewScreen("a"), animated: true)
        var selected: Bool?
        tabNavigator.select("search") { selected = $0 == .completed }
        #expect(tabNavigator.selectedRoute == "feed", "the selection waits for the push")
        settle()
        #expect(selected == true)
        #expect(tabNavigator.selectedRoute == "search")
        #expect(stackNavigator.routes == ["home", "a"])
        trackForLeaks(tabs, tabNavigator, stack, stackNavigator)
    }
}
