import ReactiveNavigation
import Signals
import Testing

/// The scenarios of "Navigation in time": on hosts that take time, every call the app makes happens, in order, once
/// the clock has run, no transition starts while another runs, and navigators agree with their hosts.
@MainActor
@Suite("Transitions: navigators on hosts that take time", .checksForLeaks)
struct NavigationInTimeTests {
    let clock = TestScheduler()
    let controller: HeadlessNavigationController
    let stack: StackNavigator<String>
    let modal: ModalNavigator<String>
    let diagnostics = DiagnosticsRecorder()

    init() {
        controller = HeadlessNavigationController(timing: .animated(.milliseconds(300), on: clock))
        stack = StackNavigator(navigationController: controller, diagnostics: diagnostics.sink)
        modal = ModalNavigator(presenter: controller, diagnostics: diagnostics.sink)
        stack.set([(route: "home", viewController: Screen("home"))], animated: false)
        trackForLeaks(controller, stack, modal)
    }

    private func settle() {
        clock.advance(by: .seconds(10))
    }

    @Test func dismissThenPresentShowsTheSecondScreenOnceTheDismissalEnds() {
        modal.present(route: "first", viewController: Screen("first"), animated: false)
        let second = Screen("second")
        modal.dismiss(animated: true)
        #expect(modal.present(route: "second", viewController: second, animated: true))
        #expect(modal.presentedRoute == "first", "the navigator changes when the dismissal ends")
        clock.advance(by: .milliseconds(300))
        #expect(controller.presentedViewController === second)
        #expect(modal.presentedRoute == nil, "the second presentation is still animating")
        clock.advance(by: .milliseconds(300))
        #expect(modal.presentedRoute == "second")
        #expect(diagnostics.diagnostics.isEmpty)
        #expect(controller.transitionWarnings.isEmpty)
    }

    @Test func aDismissDuringThePresentationWaitsForItAndClearsTheRouteOnlyWhenTheScreenIsGone() {
        var changes: [String?] = []
        modal.onChange = { changes.append($0) }
        modal.present(route: "sheet", viewController: Screen("sheet"), animated: true)
        var outcome: NavigationOutcome?
        modal.dismiss(animated: true) { outcome = $0 }
        clock.advance(by: .milliseconds(300))
        #expect(modal.presentedRoute == "sheet")
        #expect(outcome == nil)
        clock.advance(by: .milliseconds(300))
        #expect(outcome == .completed)
        #expect(modal.presentedRoute == nil)
        #expect(controller.presentedViewController == nil)
        #expect(changes == ["sheet", nil])
        #expect(controller.transitionWarnings.isEmpty)
    }

    @Test func aPresentDuringTheUsersSwipeDownRunsOnceTheSwipeHasEnded() {
        modal.present(route: "first", viewController: Screen("first"), animated: false)
        #expect(controller.simulateInteractiveDismiss())
        var outcome: NavigationOutcome?
        modal.present(route: "second", viewController: Screen("second"), animated: true) { outcome = $0 }
        settle()
        #expect(outcome == .completed)
        #expect(modal.presentedRoute == "second")
        #expect(controller.transitionWarnings.isEmpty)
    }

    @Test func threeAnimatedPushesOfADeepLinkEndOnTheRightStackWithoutOverlap() {
        let coordinator = StackCoordinator(navigator: stack)
        coordinator.handle(routes: ["a", "b", "c"])
        #expect(stack.routes == ["home"])
        var seen: [[String]] = []
        for _ in 0..<3 {
            clock.advance(by: .milliseconds(300))
            seen.append(stack.routes)
        }
        #expect(seen == [["home", "a"], ["home", "a", "b"], ["home", "a", "b", "c"]])
        #expect(controller.transitionWarnings.isEmpty)
    }

    @Test func fiveRoutesInABurstThroughReactiveHandleAreAllHandledInOrder() {
        let coordinator = StackCoordinator(navigator: stack)
        let (routes, input) = Signal<String, Never>.pipe()
        coordinator.reactive.handle <~ routes
        for route in ["1", "2", "3", "4", "5"] { input.send(value: route) }
        settle()
        #expect(stack.routes == ["home", "1", "2", "3", "4", "5"])
        #expect(controller.transitionWarnings.isEmpty)
    }

    @Test func aPopThenAPushInTheSameTurnBothHappenInOrder() {
        stack.push(route: "a", viewController: Screen("a"), animated: false)
        stack.pop(animated: true)
        stack.push(route: "b", viewController: Screen("b"), animated: true)
        settle()
        #expect(stack.routes == ["home", "b"])
        #expect(controller.transitionWarnings.isEmpty)
    }

    @Test func aModalFlowsResultDuringItsPresentationDismissesItOnceThePresentationEndsAndOnlyThenSendsTheOutcome() {
        let flow = PickerFlow()
        var outcomes: [FlowOutcome<String>] = []
        modal.present(route: "picker", flow: flow, animated: true).observeValues { outcomes.append($0) }
        flow.resultInput.send(value: "red")
        clock.advance(by: .milliseconds(300))
        #expect(outcomes.isEmpty)
        #expect(controller.presentedViewController === flow.screen, "the dismissal is animating")
        clock.advance(by: .milliseconds(299))
        #expect(outcomes.isEmpty, "the screen is still on screen")
        clock.advance(by: .milliseconds(1))
        #expect(outcomes == [.finished("red")])
        #expect(controller.presentedViewController == nil)
        #expect(controller.transitionWarnings.isEmpty)
    }

    @Test func aFlowsResultThatPopsWhileAnotherPushRunsWaitsForIt() {
        let flow = PickerFlow()
        var outcomes: [FlowOutcome<String>] = []
        stack.push(route: "picker", flow: flow, animated: false).observeValues { outcomes.append($0) }
        stack.push(route: "more", viewController: Screen("more"), animated: true)
        flow.resultInput.send(value: "blue")
        settle()
        #expect(stack.routes == ["home"])
        #expect(outcomes == [.finished("blue")])
        #expect(controller.transitionWarnings.isEmpty)
    }

    @Test func anAppPushDuringTheUsersBackTapOrSwipeRunsOnceTheGestureHasEnded() {
        stack.push(route: "a", viewController: Screen("a"), animated: false)
        #expect(controller.simulateBackButtonTap())
        stack.push(route: "b", viewController: Screen("b"), animated: true)
        settle()
        #expect(stack.routes == ["home", "b"])

        #expect(controller.simulateInteractivePop(completing: false))
        stack.push(route: "c", viewController: Screen("c"), animated: true)
        settle()
        #expect(stack.routes == ["home", "b", "c"])
        #expect(controller.transitionWarnings.isEmpty)
    }

    @Test func aQueuedPopThatTheUsersGestureMadeImpossibleIsReportedAsSuperseded() {
        stack.push(route: "a", viewController: Screen("a"), animated: false)
        controller.simulateBackButtonTap()
        var outcome: NavigationOutcome?
        stack.pop(animated: true) { outcome = $0 }
        settle()
        #expect(outcome?.diagnostic?.kind == .nothingToPop)
        #expect(outcome.map { if case .superseded = $0 { true } else { false } } == true)
        #expect(diagnostics.diagnostics.map(\.kind) == [.nothingToPop])
    }

    @Test func theAsyncFormsReturnOnceTheTransitionHasEnded() async {
        let clock = self.clock
        let ticking = Task { @MainActor in
            while !Task.isCancelled {
                await Task.yield()
                await clock.advance(by: .milliseconds(50))
            }
        }
        let pushed = await stack.push(route: "a", viewController: Screen("a"), animated: true)
        #expect(pushed == .completed)
        #expect(stack.routes == ["home", "a"])
        let popped = await stack.pop(animated: true)
        #expect(popped == .completed)
        let refused = await stack.pop(animated: true)
        #expect(refused.diagnostic?.kind == .nothingToPop)
        let presented = await modal.present(route: "sheet", viewController: Screen("sheet"), animated: true)
        #expect(presented == .completed)
        #expect(modal.presentedRoute == "sheet")
        let dismissed = await modal.dismiss(animated: true)
        #expect(dismissed == .completed)
        #expect(controller.presentedViewController == nil)
        ticking.cancel()
        await ticking.value
    }

    @Test func theTransitionsSignalReportsEachTransitionAsItBeginsAndEnds() {
        var reports: [NavigationTransition<String>] = []
        stack.transitions.observeValues { reports.append($0) }
        stack.push(route: "a", viewController: Screen("a"), animated: true)
        settle()
        controller.simulateInteractivePop(completing: false)
        settle()
        controller.simulateBackButtonTap()
        settle()
        #expect(
            reports == [
                NavigationTransition(phase: .began, kind: .push, isUserInitiated: false, routes: ["home"]),
                NavigationTransition(phase: .finished, kind: .push, isUserInitiated: false, routes: ["home", "a"]),
                NavigationTransition(phase: .cancelled, kind: .pop, isUserInitiated: true, routes: ["home", "a"]),
                NavigationTransition(phase: .finished, kind: .pop, isUserInitiated: true, routes: ["home"]),
            ])
    }

    @Test func navigatorsOfOneHierarchyNeverOverlapTheirTransitions() {
        // A push, then at once a present from the same controller and a pop: each waits for the one before.
        stack.push(route: "a", viewController: Screen("a"), animated: true)
        modal.present(route: "sheet", viewController: Screen("sheet"), animated: true)
        modal.dismiss(animated: true)
        stack.pop(animated: true)
        for _ in 0..<4 {
            #expect(controller.isTransitioning)
            clock.advance(by: .milliseconds(300))
        }
        #expect(!controller.isTransitioning)
        #expect(stack.routes == ["home"])
        #expect(modal.presentedRoute == nil)
        #expect(controller.transitionWarnings.isEmpty)
        #expect(controller.transitionQueue.isIdle)
    }
}

/// A coordinator that pushes a screen for each route.
@MainActor
private final class StackCoordinator: Coordinator {
    let navigator: StackNavigator<String>

    init(navigator: StackNavigator<String>) {
        self.navigator = navigator
    }

    var rootViewController: PlatformViewController { Screen("unused") }

    func handle(route: String) {
        navigator.push(route: route, viewController: Screen(route), animated: true)
    }
}
