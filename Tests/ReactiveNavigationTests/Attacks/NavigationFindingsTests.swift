import Dispatch
import ReactiveNavigation
import Signals
import TestSupport
import Testing

/// The ReactiveNavigation findings of issue 8, each written from its scenario: every one failed before its fix.
@MainActor
@Suite("Attacks: the navigation findings of issue 8", .checksForLeaks)
struct NavigationFindingsTests {
    let controller = HeadlessNavigationController()
    let navigator: StackNavigator<String>
    let list = Screen("list")

    init() {
        navigator = StackNavigator(navigationController: controller)
        navigator.set([(route: "list", viewController: list)], animated: false)
        trackForLeaks(controller, navigator, list)
    }

    // MARK: Finding 7

    @Test func routesQueuedFromAnotherThreadNeitherKeepAReleasedCoordinatorAliveNorReachIt() async {
        await withWatchdog("finding 7") {
            let log = CoordinatorLog<Int>()
            var coordinator: LoggingCoordinator<Int>? = LoggingCoordinator(log: log)
            weak let weakCoordinator = coordinator
            let (routes, input) = Signal<Int, Never>.pipe()
            coordinator!.reactive.handle <~ routes
            // The main actor waits while another thread sends, so the five routes are queued for the main queue.
            withTimeLimit("sending five routes") {
                for route in 0..<5 { input.send(value: route) }
            }
            coordinator = nil
            #expect(weakCoordinator == nil, "the routes queued for the main queue keep the coordinator alive")
            await drainMainQueue()
            #expect(log.handled.isEmpty, "a released coordinator handled queued routes")
            #expect(log.deinitializedOnMainQueue == [true])
        }
    }

    // MARK: Finding 8

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

    // MARK: Finding 9

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

    // MARK: Finding 10

    @Test func modalOnChangeAgreesWithTheHostWhenAPresentationObserverDismisses() {
        let modal = ModalNavigator<String>(presenter: controller)
        trackForLeaks(modal)
        var changes: [String?] = []
        modal.onChange = { changes.append($0) }
        let dismissAtOnce = modal.presentation.signal.observeValues { [modal] route in
            if route != nil { modal.dismiss(animated: false) }
        }
        modal.present(route: "a", viewController: Screen("a"), animated: false)
        #expect(controller.presentedViewController == nil)
        #expect(modal.presentedRoute == nil)
        #expect(changes.last == .some(nil), "onChange last saw \(changes) while nothing is presented")
        #expect(changes == ["a", nil])
        dismissAtOnce?.dispose()
    }

    @Test func tabOnChangeAgreesWithTheHostWhenASelectionObserverSelectsAgain() {
        let tabBar = HeadlessTabBarController()
        let tabs = TabNavigator<String>(tabBarController: tabBar)
        let screens = [Screen("a"), Screen("b")]
        trackForLeaks(tabBar, tabs, screens[0], screens[1])
        var changes: [String?] = []
        tabs.onChange = { changes.append($0) }
        tabs.set([(route: "a", viewController: screens[0]), (route: "b", viewController: screens[1])], animated: false)
        var bounced = false
        let bounceBack = tabs.selection.signal.observeValues { [tabs] route in
            guard route == "b", !bounced else { return }
            bounced = true
            tabs.select("a")
        }
        tabs.select("b")
        #expect(tabBar.selectedIndex == 0)
        #expect(tabs.selectedRoute == "a")
        #expect(changes.last == "a", "onChange last saw \(changes) while a is selected")
        #expect(changes == ["a", "b", "a"])
        bounceBack?.dispose()
    }

    // MARK: Finding 11

    @Test func aRouteSentOnTheMainThreadIsQueuedBehindAPendingOneAndBothKeepTheirOrder() async {
        await withWatchdog("finding 11") {
            let log = CoordinatorLog<Int>()
            let coordinator = LoggingCoordinator(log: log)
            trackForLeaks(coordinator)
            let (routes, input) = Signal<Int, Never>.pipe()
            coordinator.reactive.handle <~ routes
            withTimeLimit("sending route 1") { input.send(value: 1) }
            input.send(value: 2)
            #expect(log.handled.isEmpty, "the main-thread route overtook or ran before the send returned")
            await drainMainQueue()
            #expect(log.handled == [1, 2])
            input.send(value: 3)
            #expect(
                log.handled == [1, 2, 3], "with nothing pending, a main-thread route is handled before send returns")
        }
    }
}
