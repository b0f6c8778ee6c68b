import ReactiveNavigation
import Signals
import Testing

/// Misuses of each public entry point that `BadCallTests` and the navigator suites do not already cover: each
/// shows its result (a diagnostic, a documented no-op or a documented trap) and that the state stayed intact.
@MainActor
@Suite("Reliability: bad input", .checksForLeaks)
struct BadInputTests {
    let controller = HeadlessNavigationController()
    let diagnostics = DiagnosticsRecorder()
    let stack: StackNavigator<String>
    let modal: ModalNavigator<String>
    let home = Screen("home")
    let detail = Screen("detail")
    private let changes = ChangeCounter()

    init() {
        stack = StackNavigator(navigationController: controller, diagnostics: diagnostics.sink)
        modal = ModalNavigator(presenter: controller, diagnostics: diagnostics.sink)
        stack.set([(route: "home", viewController: home)], animated: false)
        stack.onChange = { [changes] _ in changes.stack += 1 }
        modal.onChange = { [changes] _ in changes.modal += 1 }
        trackForLeaks(controller, diagnostics, stack, modal, home, detail, changes)
    }

    // MARK: Stack

    @Test func popToRootOnAStackHoldingOnlyItsRootReturnsNothingAndChangesNothing() {
        #expect(stack.popToRoot(animated: true).isEmpty)
        #expect(stack.routes == ["home"])
        #expect(changes.stack == 0)
        #expect(diagnostics.kinds.isEmpty)
    }

    @Test func popToTheRouteAlreadyOnTopSucceedsWithoutAChange() {
        stack.push(route: "detail", viewController: detail, animated: false)
        changes.stack = 0
        #expect(stack.pop(to: { $0 == "detail" }, animated: true))
        #expect(stack.routes == ["home", "detail"])
        #expect(changes.stack == 0)
        #expect(diagnostics.kinds.isEmpty)
    }

    @Test func popToOnAnEmptyStackReturnsFalseAndSaysSo() {
        stack.set([], animated: false)
        #expect(!stack.pop(to: { _ in true }, animated: true))
        #expect(controller.viewControllers.isEmpty)
        #expect(diagnostics.diagnostics.map(\.message) == ["pop(to:animated:) ignored: no route in [] matches"])
    }

    @Test func pushingTheSameScreenTwiceReturnsTheNavigatorAndKeepsStackPropertyAndObservers() {
        var values: [[String]] = []
        stack.routeStack.startWithValues { values.append($0) }
        let returned = stack.push(route: "home again", viewController: home, animated: true)
        #expect(returned === stack)
        #expect(stack.routes == ["home"])
        #expect(sameObjects(controller.viewControllers, [home]))
        #expect(values == [["home"]])
        #expect(changes.stack == 0)
        #expect(
            diagnostics.diagnostics.map(\.message) == [
                "push(route:viewController:animated:) refused: the screen for route home again is already on the stack"
            ])
    }

    @Test func settingAListWithTheSameScreenTwiceKeepsTheOldStack() {
        stack.push(route: "detail", viewController: detail, animated: false)
        changes.stack = 0
        let other = Screen("other")
        stack.set([(route: "a", viewController: other), (route: "b", viewController: other)], animated: true)
        #expect(stack.routes == ["home", "detail"])
        #expect(sameObjects(controller.viewControllers, [home, detail]))
        #expect(changes.stack == 0)
        #expect(diagnostics.kinds == [.screenAlreadyShown])
    }

    @Test(arguments: UserPopOnRoot.allCases)
    func userPopsOnTheRootScreenDoNothing(_ pop: UserPopOnRoot) {
        pop.perform(on: controller, stranger: detail)
        #expect(stack.routes == ["home"])
        #expect(sameObjects(controller.viewControllers, [home]))
        #expect(changes.stack == 0)
        #expect(diagnostics.kinds.isEmpty)
    }

    @Test func aSecondNavigatorOnTheSameControllerTakesOverUserPopsAndTheFirstCatchesUpAtItsNextCall() {
        stack.push(route: "detail", viewController: detail, animated: false)
        let second = StackNavigator<String>(navigationController: controller)
        trackForLeaks(second)
        changes.stack = 0
        controller.simulateBackButtonTap()
        #expect(controller.stackHostDelegate === second)
        #expect(stack.routes == ["home", "detail"], "the first navigator no longer hears user pops")
        stack.push(route: "settings", viewController: Screen("settings"), animated: false)
        #expect(controller.viewControllers.count == 2)
        #expect(stack.routes == ["home", "settings"])
        #expect(changes.stack == 2, "the pop it catches up with, then the push")
        #expect(diagnostics.kinds == [.hostChangedUnreported])
    }

    // MARK: Modal

    @Test func presentingThePresentedScreenAgainIsRefusedAsAlreadyShown() {
        let sheet = Screen("sheet")
        modal.present(route: "sheet", viewController: sheet, animated: true)
        #expect(!modal.present(route: "sheet again", viewController: sheet, animated: true))
        #expect(modal.presentedRoute == "sheet")
        #expect(changes.modal == 1)
        #expect(
            diagnostics.diagnostics.map(\.message) == [
                "present refused for route sheet again: route sheet is already presented"
            ])
        #expect(diagnostics.kinds == [.screenAlreadyShown])
    }

    @Test func presentingWhileTheHostPresentsAScreenOfItsOwnIsRefused() {
        let foreign = Screen("foreign")
        controller.present(foreign, animated: false)
        #expect(!modal.present(route: "sheet", viewController: Screen("sheet"), animated: true))
        #expect(controller.presentedViewController === foreign)
        #expect(modal.presentedRoute == nil)
        #expect(
            diagnostics.diagnostics.map(\.message) == [
                "present refused for route sheet: another screen is already presented"
            ])
        #expect(diagnostics.kinds == [.alreadyPresenting])
    }

    @Test func aRefusedCoordinatorPresentationDoesNotRetainTheCoordinator() {
        modal.present(route: "sheet", viewController: Screen("sheet"), animated: true)
        var child: RecordingCoordinator<String>? = RecordingCoordinator()
        weak let weakChild = child
        #expect(!modal.present(route: "child", coordinator: child!, animated: true))
        child = nil
        #expect(weakChild == nil)
        #expect(modal.presentedRoute == "sheet")
        #expect(diagnostics.kinds == [.alreadyPresenting])
    }

    @Test func aRefusedFlowPresentationEndsAtOnceAndReleasesTheFlow() {
        modal.present(route: "sheet", viewController: Screen("sheet"), animated: true)
        var flow: PickerFlow? = PickerFlow()
        weak let weakFlow = flow
        var events: [String] = []
        modal.present(route: "picker", flow: flow!, animated: true).observe { events.append("\($0)") }
        flow = nil
        #expect(weakFlow == nil)
        #expect(events == ["interrupted"])
        #expect(modal.presentedRoute == "sheet")
    }

    @Test func dismissingWithNothingPresentedChangesNothing() {
        #expect(modal.dismiss(animated: true) == nil)
        controller.simulateInteractiveDismiss()
        #expect(changes.modal == 0)
        #expect(diagnostics.diagnostics.map(\.message) == ["dismiss(animated:) ignored: nothing is presented"])
    }

    @Test func dismissingAfterTheHostWasDismissedBehindTheNavigatorsBackCatchesUpAndSaysSo() {
        modal.present(route: "sheet", viewController: Screen("sheet"), animated: true)
        controller.dismiss(animated: false)
        #expect(modal.dismiss(animated: true) == nil)
        #expect(modal.presentedRoute == nil)
        #expect(modal.presentation.value == nil)
        #expect(changes.modal == 2)
        #expect(diagnostics.kinds == [.hostChangedUnreported, .nothingPresented])
    }

    // MARK: Child flows

    @Test func aFlowResultSentTwiceOrAfterTheUserPoppedItIsIgnored() {
        let flow = PickerFlow()
        var outcomes: [FlowOutcome<String>] = []
        stack.push(route: "picker", flow: flow, animated: true).observeValues { outcomes.append($0) }
        controller.simulateBackButtonTap()
        flow.resultInput.send(value: "late")
        flow.resultInput.send(value: "later")
        #expect(outcomes == [.cancelled])
        #expect(stack.routes == ["home"])
    }

    @Test func aFlowOnTheRootScreenThatSendsItsResultIsRemovedAsDocumented() {
        stack.set([], animated: false)
        let flow = PickerFlow()
        var outcomes: [FlowOutcome<String>] = []
        stack.push(route: "picker", flow: flow, animated: true).observeValues { outcomes.append($0) }
        flow.resultInput.send(value: "green")
        #expect(outcomes == [.finished("green")])
        #expect(stack.routes.isEmpty, "FlowOutcome.finished promises that the flow's screen was removed")
    }

    // MARK: Tabs

    @Test func tabCallsThatMatchNothingChangeNothing() {
        let tabs = HeadlessTabBarController()
        let navigator = TabNavigator<String>(tabBarController: tabs, diagnostics: diagnostics.sink)
        trackForLeaks(tabs, navigator)
        #expect(!navigator.select("home"))
        navigator.set(
            [(route: "home", viewController: home), (route: "detail", viewController: detail)], animated: false)
        var selections: [String?] = []
        navigator.onChange = { selections.append($0) }
        tabs.simulateTabSelection(at: 5)
        tabs.selectedIndex = -1
        tabs.simulateTabSelection(at: 0)
        #expect(!navigator.select { $0.hasPrefix("x") })
        #expect(navigator.selectedRoute == "home")
        #expect(selections.isEmpty)
        #expect(diagnostics.kinds == [.routeNotFound, .routeNotFound])
        #expect(diagnostics.diagnostics[0].message == "select(where:) ignored: no tab in [] matches")
    }

    // MARK: Coordinators

    @Test func routesBoundToAWeakCoordinatorAfterItsCoordinatorIsGoneAreDropped() {
        let (routes, input) = Signal<ParentRoute, Never>.pipe()
        var coordinator: RecordingCoordinator<ParentRoute>? = RecordingCoordinator()
        weak let weakCoordinator = coordinator
        let eraser = coordinator!.eraseToWeakCoordinator(diagnostics: diagnostics.sink)
        trackForLeaks(eraser)
        eraser.reactive.handle <~ routes
        input.send(value: .other)
        #expect(weakCoordinator?.handled == [.other])
        coordinator = nil
        #expect(weakCoordinator == nil)
        input.send(value: .other)
        eraser.handle(route: .other)
        // The binding ended with the coordinator, so only the direct call reaches the eraser and is reported.
        #expect(diagnostics.kinds == [.coordinatorReleased])
        #expect(
            diagnostics.diagnostics[0].message
                == "WeakCoordinator<ParentRoute> dropped route other: its coordinator was released")
    }

    @Test func bindingToAWeakCoordinatorWhoseCoordinatorIsGoneDoesNothingAndSaysSo() {
        let (routes, input) = Signal<ParentRoute, Never>.pipe()
        var coordinator: RecordingCoordinator<ParentRoute>? = RecordingCoordinator()
        let eraser = coordinator!.eraseToWeakCoordinator(diagnostics: diagnostics.sink)
        trackForLeaks(eraser)
        coordinator = nil
        let binding = eraser.reactive.handle <~ routes
        input.send(value: .other)
        #expect(binding == nil)
        #expect(diagnostics.kinds == [.coordinatorReleased])
        #expect(
            diagnostics.diagnostics[0].message
                == "WeakCoordinator<ParentRoute>.reactive.handle bound after its coordinator was released: "
                + "the binding does nothing")
    }

    @Test func anUnownedCoordinatorUsedAfterItsCoordinatorIsGoneTraps() async {
        await #expect(processExitsWith: .failure) {
            await MainActor.run {
                var coordinator: RecordingCoordinator<ParentRoute>? = RecordingCoordinator()
                let eraser = coordinator!.eraseToUnownedCoordinator()
                coordinator = nil
                eraser.handle(route: .other)
            }
        }
    }

    @Test func readingTheRootOfAWeakCoordinatorAfterItsCoordinatorIsGoneTraps() async {
        await #expect(processExitsWith: .failure) {
            await MainActor.run {
                var coordinator: RecordingCoordinator<ParentRoute>? = RecordingCoordinator()
                let eraser = coordinator!.eraseToWeakCoordinator()
                coordinator = nil
                _ = eraser.rootViewController
            }
        }
    }

    @Test func callingAnEraserOffTheMainThreadTraps() async {
        await #expect(processExitsWith: .failure) {
            let eraser = await MainActor.run { AnyCoordinator(RecordingCoordinator<ParentRoute>()) }
            await Task.detached { eraser.handle(route: .other) }.value
        }
    }
}

/// Counts what the navigators of a test report.
@MainActor
final class ChangeCounter {
    var stack = 0
    var modal = 0
}

/// A user action that pops, tried on a stack that holds only its root.
enum UserPopOnRoot: CaseIterable, CustomTestStringConvertible {
    case backButton
    case completedSwipe
    case cancelledSwipe
    case popWithoutAnimation
    case backMenuToAScreenNotOnTheStack

    var testDescription: String { "\(self)" }

    @MainActor
    func perform(on controller: HeadlessNavigationController, stranger: Screen) {
        switch self {
        case .backButton: controller.simulateBackButtonTap()
        case .completedSwipe: controller.simulateInteractivePop(completing: true)
        case .cancelledSwipe: controller.simulateInteractivePop(completing: false)
        case .popWithoutAnimation: controller.popViewController(animated: false)
        case .backMenuToAScreenNotOnTheStack: controller.simulateBackMenuSelection(of: stranger)
        }
    }
}
