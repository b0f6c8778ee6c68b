import Dispatch
import ReactiveNavigation
import Signals
import TestSupport
import Testing

/// Child flows whose result races the user or comes while their screen is being shown, whose observers navigate,
/// and whose navigator goes away early.
@MainActor
@Suite("Attacks: child flows", .checksForLeaks)
struct ChildFlowAttacks {
    let controller = HeadlessNavigationController()
    let navigator: StackNavigator<String>
    let list = Screen("list")

    init() {
        navigator = StackNavigator(navigationController: controller)
        navigator.set([(route: "list", viewController: list)], animated: false)
        trackForLeaks(controller, navigator, list)
    }

    @Test func aResultFromAnotherThreadRacingTheUsersPopEndsTheFlowExactlyOnce() async {
        await withWatchdog("result racing a pop") {
            var random = SeededGenerator(seed: 0xF10E)
            for iteration in 0..<200 {
                var flow: PickerFlow? = PickerFlow()
                weak let weakFlow = flow
                let input = flow!.resultInput
                var outcomes: [FlowOutcome<String>] = []
                var completions = 0
                navigator.push(route: "picker", flow: flow!, animated: true).observe { event in
                    switch event {
                    case .value(let outcome): outcomes.append(outcome)
                    case .completed: completions += 1
                    default: Issue.record("iteration \(iteration): \(event)")
                    }
                }
                flow = nil
                let popFirst = random.oneIn(2)
                if popFirst { controller.simulateBackButtonTap() }
                withTimeLimit("sending the result") { input.send(value: "blue") }
                if !popFirst {
                    await drainMainQueue(rounds: random.int(below: 2))
                    controller.simulateBackButtonTap()
                }
                await drainMainQueue()
                #expect(outcomes.count == 1 && completions == 1, "iteration \(iteration): \(outcomes)")
                #expect(weakFlow == nil, "iteration \(iteration): flow still alive")
                #expect(navigator.routes == ["list"])
                if outcomes.count != 1 || weakFlow != nil { break }
            }
        }
    }

    @Test func aResultSentFromInsideTheReportOfTheUsersPopEndsTheFlowOnce() {
        let flow = PickerFlow()
        trackForLeaks(flow)
        let sendWhenPopped = navigator.routeStack.signal.observeValues { [input = flow.resultInput] routes in
            if routes == ["list"] { input.send(value: "late") }
        }
        var outcomes: [FlowOutcome<String>] = []
        navigator.push(route: "picker", flow: flow, animated: true).observeValues { outcomes.append($0) }
        controller.simulateInteractivePop(completing: true)
        // The flow sent its result before it heard that its screen left: the result wins.
        #expect(outcomes == [.finished("late")])
        #expect(navigator.routes == ["list"])
        sendWhenPopped?.dispose()
    }

    @Test(arguments: ["set", "set keeping the flow", "push", "pop", "popToRoot", "present"])
    func navigationFromInsideAnOutcomeObserverLeavesTheStackInStep(call: String) {
        let modal = ModalNavigator<String>(presenter: controller)
        let (flow, other) = (PickerFlow(), Screen("other"))
        trackForLeaks(modal, flow, other)
        var changes: [[String]] = []
        navigator.onChange = { changes.append($0) }
        navigator.push(route: "picker", flow: flow, animated: true).observeValues { [navigator] _ in
            switch call {
            case "set": navigator.set([(route: "other", viewController: other)], animated: true)
            case "set keeping the flow":
                navigator.set([(route: "picker", viewController: flow.screen)], animated: true)
            case "push": navigator.push(route: "other", viewController: other, animated: true)
            case "pop": navigator.pop(animated: true)
            case "popToRoot": navigator.popToRoot(animated: true)
            default: modal.present(route: "other", viewController: other, animated: true)
            }
        }
        flow.resultInput.send(value: "green")
        let screens = controller.viewControllers.map { ($0 as? Screen)?.name ?? "?" }
        #expect(navigator.routes == screens, "after \(call)")
        #expect(changes.last == navigator.routes)
        #expect(navigator.routeStack.value == navigator.routes)
    }

    @Test func navigationFromTheFlowsOwnResultObserverDuringTheDeliveryThatEndsItStaysInStep() {
        let flow = PickerFlow()
        let detail = Screen("detail")
        trackForLeaks(flow, detail)
        var outcomes: [FlowOutcome<String>] = []
        navigator.push(route: "picker", flow: flow, animated: true).observeValues { outcomes.append($0) }
        // The flow's own observer, after the navigator's, pushes a screen in the same delivery of the result.
        flow.result.observeValues { [navigator] colour in
            navigator.push(route: colour, viewController: detail, animated: true)
        }
        flow.resultInput.send(value: "green")
        #expect(outcomes == [.finished("green")])
        #expect(navigator.routes == ["list", "green"])
        #expect(sameObjects(controller.viewControllers, [list, detail]))
    }

    @Test func aFlowThatSendsItsResultFromItsDeinitAfterAUserPopEndsCancelled() {
        let sent = SentFromDeinit()
        var flow: DeinitSendingFlow? = DeinitSendingFlow(sent: sent)
        var outcomes: [FlowOutcome<String>] = []
        navigator.push(route: "flow", flow: flow!, animated: true).observeValues { outcomes.append($0) }
        flow = nil
        controller.simulateBackButtonTap()
        #expect(sent.count == 1)
        #expect(outcomes == [.cancelled])
        #expect(navigator.routes == ["list"])
    }

    @Test func aFlowWhoseOwnSecondScreenIsOnTopEndsWhenTheUserPopsBelowItsFirstScreen() {
        var flow: PickerFlow? = PickerFlow()
        weak let weakFlow = flow
        let second = Screen("second")
        trackForLeaks(second)
        var outcomes: [FlowOutcome<String>] = []
        navigator.push(route: "picker", flow: flow!, animated: true).observeValues { outcomes.append($0) }
        navigator.push(route: "second", viewController: second, animated: true)
        flow = nil
        controller.simulateBackMenuSelection(of: list)
        #expect(outcomes == [.cancelled])
        #expect(weakFlow == nil)
        #expect(navigator.routes == ["list"])
    }

    @Test func aNavigatorReleasedWhileAFlowResultIsStillOnItsWayFreesEverything() async {
        var controller: HeadlessNavigationController? = HeadlessNavigationController()
        var navigator: StackNavigator<String>? = StackNavigator(navigationController: controller!)
        var flow: PickerFlow? = PickerFlow()
        weak let (weakFlow, weakNavigator, weakController) = (flow, navigator, controller)
        let input = flow!.resultInput
        let sendOnAppear = navigator!.routeStack.signal.observeValues { routes in
            if routes == ["picker"] { input.send(value: "green") }
        }
        var events: [Signal<FlowOutcome<String>, Never>.Event] = []
        navigator!.push(route: "picker", flow: flow!, animated: true).observe { events.append($0) }
        // The result arrived during the push and waits for the main queue; everything goes away before that.
        (flow, navigator, controller) = (nil, nil, nil)
        await drainMainQueue()
        #expect(weakFlow == nil && weakNavigator == nil && weakController == nil)
        // Nothing will ever end the flow now: its outcome signal is interrupted.
        #expect(events.count == 1)
        #expect(events.allSatisfy { if case .interrupted = $0 { true } else { false } }, "\(events)")
        sendOnAppear?.dispose()
    }

    @Test func aFlowPushedFromAnotherFlowsOutcomeAndFinishedDuringItsOwnPushEndsBoth() async {
        let (first, second) = (PickerFlow(), PickerFlow())
        trackForLeaks(first, second)
        let finishOnAppear = navigator.routeStack.signal.observeValues { [input = second.resultInput] routes in
            if routes.last == "second" { input.send(value: "done") }
        }
        var outcomes: [String] = []
        navigator.push(route: "first", flow: first, animated: true).observeValues { [navigator] outcome in
            outcomes.append("first \(outcome)")
            navigator.push(route: "second", flow: second, animated: true).observeValues {
                outcomes.append("second \($0)")
            }
        }
        first.resultInput.send(value: "next")
        await drainMainQueue()
        #expect(outcomes == ["first finished(\"next\")", "second finished(\"done\")"])
        #expect(navigator.routes == ["list"])
        finishOnAppear?.dispose()
    }

    @Test func aFlowResultSentWhileItsScreenIsBeingPushedFinishesTheFlow() async {
        var flow: PickerFlow? = PickerFlow()
        weak let weakFlow = flow
        let input = flow!.resultInput
        let sendOnAppear = navigator.routeStack.signal.observeValues { routes in
            if routes.last == "picker" { input.send(value: "green") }
        }
        var outcomes: [FlowOutcome<String>] = []
        navigator.push(route: "picker", flow: flow!, animated: true).observeValues { outcomes.append($0) }
        flow = nil
        await drainMainQueue()
        #expect(outcomes == [.finished("green")])
        #expect(navigator.routes == ["list"])
        #expect(sameObjects(controller.viewControllers, [list]))
        #expect(weakFlow == nil)
        sendOnAppear?.dispose()
    }

    @Test func aFlowResultSentWhileItsScreenIsBeingPresentedFinishesTheFlow() async {
        let modal = ModalNavigator<String>(presenter: controller)
        trackForLeaks(modal)
        var flow: PickerFlow? = PickerFlow()
        weak let weakFlow = flow
        let input = flow!.resultInput
        let sendOnAppear = modal.presentation.signal.observeValues { route in
            if route == "picker" { input.send(value: "green") }
        }
        var outcomes: [FlowOutcome<String>] = []
        modal.present(route: "picker", flow: flow!, animated: true).observeValues { outcomes.append($0) }
        flow = nil
        await drainMainQueue()
        #expect(outcomes == [.finished("green")])
        #expect(modal.presentedRoute == nil)
        #expect(controller.presentedViewController == nil)
        #expect(weakFlow == nil)
        sendOnAppear?.dispose()
    }

    @Test func aSetThatKeepsAFlowScreenKeepsTheFlowRunning() {
        var flow: PickerFlow? = PickerFlow()
        weak let weakFlow = flow
        let (input, screen) = (flow!.resultInput, flow!.screen)
        var outcomes: [FlowOutcome<String>] = []
        navigator.push(route: "picker", flow: flow!, animated: true).observeValues { outcomes.append($0) }
        flow = nil
        navigator.set(
            [(route: "list", viewController: list), (route: "picker", viewController: screen)], animated: true)
        #expect(outcomes.isEmpty, "nothing removed the flow's screen")
        #expect(weakFlow != nil)
        input.send(value: "red")
        #expect(outcomes == [.finished("red")])
        #expect(navigator.routes == ["list"])
        #expect(weakFlow == nil)
    }
}

/// Counts the results a ``DeinitSendingFlow`` sent from its deinit.
@MainActor
final class SentFromDeinit {
    var count = 0
}

/// A flow that sends a result from its deinit, as a flow that reports "nothing picked" on the way out would.
final class DeinitSendingFlow: ChildFlow {
    let screen = Screen("flow")
    let (result, resultInput) = Signal<String, Never>.pipe()
    let sent: SentFromDeinit

    init(sent: SentFromDeinit) {
        self.sent = sent
    }

    isolated deinit {
        sent.count += 1
        resultInput.send(value: "from deinit")
    }

    var rootViewController: PlatformViewController { screen }
}
