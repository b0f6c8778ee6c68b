import ReactiveNavigation
import Signals
import Testing

@MainActor
@Suite(.checksForLeaks) struct ChildFlowTests {
    let controller = HeadlessNavigationController()
    let navigator: StackNavigator<String>
    let list = Screen("list")

    init() {
        navigator = StackNavigator(navigationController: controller)
        navigator.set([(route: "list", viewController: list)], animated: false)
        trackForLeaks(controller, navigator, list)
    }

    @Test func aPushedFlowIsRetainedWhileItsScreenIsOnTheStack() {
        var flow: PickerFlow? = PickerFlow()
        trackForLeaks(flow!)
        weak let weakFlow = flow
        navigator.push(route: "picker", flow: flow!, animated: true)
        flow = nil
        #expect(weakFlow != nil)
        #expect(navigator.routes == ["list", "picker"])
    }

    @Test func aResultPopsTheFlowReleasesItAndFinishes() {
        var flow: PickerFlow? = PickerFlow()
        trackForLeaks(flow!)
        weak let weakFlow = flow
        let input = flow!.resultInput
        var outcomes: [FlowOutcome<String>] = []
        navigator.push(route: "picker", flow: flow!, animated: true).observeValues { outcomes.append($0) }
        flow = nil
        input.send(value: "green")
        #expect(weakFlow == nil)
        #expect(outcomes == [.finished("green")])
        #expect(navigator.routes == ["list"])
    }

    @Test func aUserPopReleasesTheFlowAtOnceAndCancelsIt() {
        var flow: PickerFlow? = PickerFlow()
        trackForLeaks(flow!)
        weak let weakFlow = flow
        var outcomes: [FlowOutcome<String>] = []
        navigator.push(route: "picker", flow: flow!, animated: true).observeValues { outcomes.append($0) }
        flow = nil
        controller.simulateInteractivePop(completing: true)
        #expect(weakFlow == nil)
        #expect(outcomes == [.cancelled])
    }

    @Test func aCancelledSwipeKeepsTheFlowRunning() {
        let flow = PickerFlow()
        trackForLeaks(flow)
        var outcomes: [FlowOutcome<String>] = []
        navigator.push(route: "picker", flow: flow, animated: true).observeValues { outcomes.append($0) }
        controller.simulateInteractivePop(completing: false)
        #expect(outcomes.isEmpty)
        flow.resultInput.send(value: "red")
        #expect(outcomes == [.finished("red")])
    }

    @Test func theParentCanNavigateFromTheOutcomeAfterTheFlowScreenIsGone() {
        let flow = PickerFlow()
        trackForLeaks(flow)
        let detail = Screen("detail")
        trackForLeaks(detail)
        navigator.push(route: "picker", flow: flow, animated: true).observeValues { [navigator] outcome in
            if case .finished(let colour) = outcome {
                navigator.push(route: colour, viewController: detail, animated: true)
            }
        }
        flow.resultInput.send(value: "blue")
        #expect(navigator.routes == ["list", "blue"])
    }

    @Test func aRefusedPushEndsTheOutcomeAtOnce() {
        let flow = PickerFlow()
        trackForLeaks(flow)
        navigator.push(route: "picker", viewController: flow.screen, animated: false)
        var interrupted = false
        navigator.push(route: "picker again", flow: flow, animated: true).observeInterrupted { interrupted = true }
        #expect(interrupted)
    }

    @Test func aPresentedFlowIsReleasedWhenTheUserDismissesIt() {
        let modal = ModalNavigator<String>(presenter: controller)
        trackForLeaks(modal)
        var flow: PickerFlow? = PickerFlow()
        trackForLeaks(flow!)
        weak let weakFlow = flow
        var outcomes: [FlowOutcome<String>] = []
        modal.present(route: "picker", flow: flow!, animated: true).observeValues { outcomes.append($0) }
        flow = nil
        #expect(weakFlow != nil)
        controller.simulateInteractiveDismiss()
        #expect(weakFlow == nil)
        #expect(outcomes == [.cancelled])
    }

    @Test func aPresentedFlowIsDismissedWhenItSendsItsResult() {
        let modal = ModalNavigator<String>(presenter: controller)
        trackForLeaks(modal)
        let flow = PickerFlow()
        trackForLeaks(flow)
        var outcomes: [FlowOutcome<String>] = []
        modal.present(route: "picker", flow: flow, animated: true).observeValues { outcomes.append($0) }
        flow.resultInput.send(value: "green")
        #expect(controller.presentedViewController == nil)
        #expect(modal.presentedRoute == nil)
        #expect(outcomes == [.finished("green")])
    }
}
