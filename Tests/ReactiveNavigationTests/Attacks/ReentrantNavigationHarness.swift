import ReactiveNavigation
import Signals
import TestSupport

/// A stack, a modal and a tab navigator whose observers and `onChange` navigate at random while they are being
/// told about a change, and the checks that everything they report still agrees with their hosts.
///
/// Every route is the number of its screen, so a route names one screen and the routes of a host can be read off
/// its screens.
@MainActor
final class ReentrantNavigationHarness {
    /// A child flow started by the harness and what became of it.
    struct FlowRecord {
        let flow: () -> ModelFlow?
        let input: Signal<Int, Never>.Observer
        var sentResult: Int?
        var events: [FlowEvent] = []
    }

    let controller = HeadlessNavigationController()
    let tabBar = HeadlessTabBarController()
    let diagnostics = DiagnosticsRecorder()
    let stack: StackNavigator<Int>
    let modal: ModalNavigator<Int>
    let tabs: TabNavigator<Int>
    private var random: SeededGenerator
    /// How many more nested calls observers may make during the current outer step.
    private var budget = 0
    private var nextID = 0
    private(set) var nestedCalls = 0
    private(set) var stackChanges: [[Int]] = []
    private(set) var stackValues: [[Int]] = []
    private(set) var modalChanges: [Int?] = []
    private(set) var modalValues: [Int?] = []
    private(set) var tabChanges: [Int?] = []
    private(set) var tabValues: [Int?] = []
    private(set) var flows: [Int: FlowRecord] = [:]
    private var screens: [Int: () -> ModelScreen?] = [:]
    private var observations: [Disposable] = []

    init(seed: UInt64) {
        random = SeededGenerator(seed: seed)
        stack = StackNavigator(navigationController: controller, diagnostics: diagnostics.sink)
        modal = ModalNavigator(presenter: controller, diagnostics: diagnostics.sink)
        tabs = TabNavigator(tabBarController: tabBar, diagnostics: diagnostics.sink)
        stack.onChange = { [unowned self] routes in
            stackChanges.append(routes)
            maybeNavigate()
        }
        modal.onChange = { [unowned self] route in
            modalChanges.append(route)
            maybeNavigate()
        }
        tabs.onChange = { [unowned self] route in
            tabChanges.append(route)
            maybeNavigate()
        }
        observations += [
            stack.routeStack.signal.observeValues { [unowned self] routes in
                stackValues.append(routes)
                maybeNavigate()
            },
            modal.presentation.signal.observeValues { [unowned self] route in
                modalValues.append(route)
                maybeNavigate()
            },
            tabs.selection.signal.observeValues { [unowned self] route in
                tabValues.append(route)
                maybeNavigate()
            },
        ].compactMap { $0 }
    }

    /// Stops the observers, so the harness can be freed.
    func stop() {
        for observation in observations { observation.dispose() }
        stack.onChange = nil
        modal.onChange = nil
        tabs.onChange = nil
    }

    /// One call from outside, during which observers may make up to `nested` calls of their own.
    func outerStep(nested: Int) {
        budget = nested
        randomCall()
        budget = 0
    }

    private func maybeNavigate() {
        guard budget > 0, random.oneIn(3) else { return }
        budget -= 1
        nestedCalls += 1
        randomCall()
    }

    private func randomCall() {
        let stackIDs = controller.viewControllers.map(id(of:))
        switch random.int(below: 20) {
        case 0, 1: stack.push(route: nextID, viewController: makeScreen(), animated: random.oneIn(2))
        case 2: pushFlow()
        case 3: stack.pop(animated: random.oneIn(2))
        case 4: stack.popToRoot(animated: random.oneIn(2))
        case 5:
            let target = stackIDs.randomElement(using: &random) ?? -1
            stack.pop(to: { $0 == target }, animated: random.oneIn(2))
        case 6: setStack(keeping: stackIDs)
        case 7: controller.simulateBackButtonTap()
        case 8: controller.simulateInteractivePop(completing: random.oneIn(2))
        case 9:
            if let screen = controller.viewControllers.randomElement(using: &random) {
                controller.simulateBackMenuSelection(of: screen)
            }
        case 10, 11: sendFlowResult()
        case 12: modal.present(route: nextID, viewController: makeScreen(), animated: random.oneIn(2))
        case 13: presentFlow()
        case 14: modal.dismiss(animated: random.oneIn(2))
        case 15: controller.simulateInteractiveDismiss()
        case 16: setTabs()
        case 17:
            let target = tabs.routes.randomElement(using: &random) ?? -1
            tabs.select(target)
        case 18: tabBar.simulateTabSelection(at: random.int(below: max(tabBar.viewControllers.count, 1)))
        default: stack.push(route: nextID, viewController: makeScreen(), animated: random.oneIn(2))
        }
    }

    private func makeScreen() -> ModelScreen {
        let screen = ModelScreen(id: nextID)
        nextID += 1
        screens[screen.id] = { [weak screen] in screen }
        return screen
    }

    private func makeFlow() -> ModelFlow {
        let flow = ModelFlow(screenID: nextID)
        nextID += 1
        let screen = flow.screen
        screens[screen.id] = { [weak screen] in screen }
        flows[screen.id] = FlowRecord(flow: { [weak flow] in flow }, input: flow.resultInput)
        return flow
    }

    private func pushFlow() {
        let flow = makeFlow()
        let id = flow.screen.id
        record(stack.push(route: id, flow: flow, animated: random.oneIn(2)), of: id)
    }

    private func presentFlow() {
        let flow = makeFlow()
        let id = flow.screen.id
        record(modal.present(route: id, flow: flow, animated: random.oneIn(2)), of: id)
    }

    private func record(_ outcome: Signal<FlowOutcome<Int>, Never>, of id: Int) {
        outcome.observe { [weak self] event in
            guard let self else { return }
            let recorded: FlowEvent
            switch event {
            case .value(.finished(let value)): recorded = .finished(value)
            case .value(.cancelled): recorded = .cancelled
            case .completed: recorded = .completed
            case .interrupted: recorded = .interrupted
            }
            flows[id]?.events.append(recorded)
            maybeNavigate()
        }
    }

    private func sendFlowResult() {
        let running = flows.filter { $0.value.sentResult == nil && $0.value.flow() != nil }.keys.sorted()
        guard let id = running.randomElement(using: &random) else { return }
        let value = random.int(below: 1_000)
        flows[id]?.sentResult = value
        flows[id]?.input.send(value: value)
    }

    private func setStack(keeping stackIDs: [Int]) {
        var available = controller.viewControllers.shuffled(using: &random)
        var views: [(route: Int, viewController: PlatformViewController)] = []
        for _ in 0..<random.int(below: 5) {
            if let kept = available.popLast(), random.oneIn(2) {
                views.append((route: id(of: kept), viewController: kept))
            } else {
                let screen = makeScreen()
                views.append((route: screen.id, viewController: screen))
            }
        }
        stack.set(views, animated: random.oneIn(2))
    }

    private func setTabs() {
        let tabScreens = (0..<random.int(below: 4)).map { _ in makeScreen() }
        tabs.set(tabScreens.map { (route: $0.id, viewController: $0) }, animated: random.oneIn(2))
    }

    private func id(of screen: PlatformViewController) -> Int {
        (screen as? ModelScreen)?.id ?? -1
    }

    /// Where the navigators' state or reports disagree with their hosts, or flows and screens are misheld.
    func disagreements() -> [String] {
        var found: [String] = []
        let stackIDs = controller.viewControllers.map(id(of:))
        if stack.routes != stackIDs { found.append("stack routes \(stack.routes), host \(stackIDs)") }
        if stack.routeStack.value != stackIDs { found.append("routeStack.value \(stack.routeStack.value)") }
        if stackChanges != stackValues { found.append("stack onChange \(stackChanges), routeStack \(stackValues)") }
        if let last = stackChanges.last, last != stackIDs { found.append("stack onChange last saw \(last)") }

        let presentedID = controller.presentedViewController.map(id(of:))
        if modal.presentedRoute != presentedID {
            found.append(
                "presented \(String(describing: modal.presentedRoute)), host \(String(describing: presentedID))")
        }
        if modal.presentation.value != presentedID { found.append("presentation.value disagrees") }
        if modalChanges != modalValues { found.append("modal onChange \(modalChanges), presentation \(modalValues)") }
        if let last = modalChanges.last, last != presentedID { found.append("modal onChange last saw \(last as Any)") }

        let selectedID = tabBar.selectedViewController.map(id(of:))
        if tabs.selectedRoute != selectedID {
            found.append("selected \(tabs.selectedRoute as Any), host \(selectedID as Any)")
        }
        if tabs.routes != tabBar.viewControllers.map(id(of:)) { found.append("tab routes \(tabs.routes)") }
        if tabs.selection.value != tabs.selectedRoute { found.append("selection.value disagrees") }
        if tabChanges != tabValues { found.append("tab onChange \(tabChanges), selection \(tabValues)") }
        if let last = tabChanges.last, last != selectedID { found.append("tab onChange last saw \(last as Any)") }

        let shown = Set(stackIDs + (presentedID.map { [$0] } ?? []) + tabBar.viewControllers.map(id(of:)))
        for (id, record) in flows.sorted(by: { $0.key < $1.key }) {
            let isAlive = record.flow() != nil
            if shown.contains(id) {
                if !isAlive { found.append("flow \(id) released while its screen is shown") }
                if !record.events.isEmpty { found.append("flow \(id) ended (\(record.events)) while shown") }
            } else {
                if isAlive { found.append("flow \(id) alive after its screen left") }
                let expectedFirst: [FlowEvent] =
                    record.sentResult.map { [.finished($0), .cancelled] } ?? [.cancelled, .interrupted]
                let isEnded =
                    (record.events.count == 2 && expectedFirst.contains(record.events[0])
                        && record.events[1] == .completed) || record.events == [.interrupted]
                if !isEnded { found.append("flow \(id) left with outcome events \(record.events)") }
            }
        }
        for (id, screen) in screens where !shown.contains(id) && screen() != nil {
            found.append("screen \(id) alive after it left")
        }
        return found
    }

    /// Forgets the flows and screens that were checked gone, so the checks stay quick.
    func forgetFinished() {
        let shown = Set(
            controller.viewControllers.map(id(of:)) + (controller.presentedViewController.map { [id(of: $0)] } ?? [])
                + tabBar.viewControllers.map(id(of:)))
        for id in flows.keys where !shown.contains(id) { flows[id] = nil }
        for id in screens.keys where !shown.contains(id) { screens[id] = nil }
    }
}
