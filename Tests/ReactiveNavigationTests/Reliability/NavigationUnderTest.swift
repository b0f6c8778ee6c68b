import ReactiveNavigation
import Signals

/// The real side of a model run: a stack navigator and a modal navigator on one headless navigation controller,
/// with everything they report recorded and a weak reference to every screen and flow they were given.
@MainActor
final class NavigationUnderTest {
    /// What the navigators reported so far; a step compares it with its value before the step.
    struct Reports {
        var stackChanges = 0
        var lastStackChange: [ModelRoute]?
        var routeStackValues = 0
        var lastRouteStackValue: [ModelRoute]?
        var presentationChanges = 0
        var lastPresentationChange: ModelRoute??
        var presentationValues = 0
        /// Diagnostics reported so far.
        var diagnostics = 0
    }

    let controller = HeadlessNavigationController()
    let diagnostics = DiagnosticsRecorder()
    let stack: StackNavigator<ModelRoute>
    let modal: ModalNavigator<ModelRoute>
    private var recorded = Reports()
    /// What the navigators reported so far.
    var reports: Reports {
        var reports = recorded
        reports.diagnostics = diagnostics.diagnostics.count
        return reports
    }
    /// The events of each child flow's outcome signal, by the number of the flow's screen.
    private(set) var flowLogs: [Int: [FlowEvent]] = [:]
    private var screens: [Int: () -> ModelScreen?] = [:]
    private var flows: [Int: () -> ModelFlow?] = [:]
    private var flowInputs: [Int: Signal<Int, Never>.Observer] = [:]
    private var animated = false

    init() {
        stack = StackNavigator(navigationController: controller, diagnostics: diagnostics.sink)
        modal = ModalNavigator(presenter: controller, diagnostics: diagnostics.sink)
        stack.onChange = { [weak self] routes in
            self?.recorded.stackChanges += 1
            self?.recorded.lastStackChange = routes
        }
        stack.routeStack.startWithValues { [weak self] routes in
            self?.recorded.routeStackValues += 1
            self?.recorded.lastRouteStackValue = routes
        }
        modal.onChange = { [weak self] route in
            self?.recorded.presentationChanges += 1
            self?.recorded.lastPresentationChange = .some(route)
        }
        modal.presentation.startWithValues { [weak self] _ in self?.recorded.presentationValues += 1 }
        recorded.routeStackValues = 0
        recorded.presentationValues = 0
    }

    /// The numbers of the screens on the controller's stack, bottom first; a screen of another type counts as -1.
    var screenIDs: [Int] { controller.viewControllers.map { ($0 as? ModelScreen)?.id ?? -1 } }

    /// The number of the presented screen.
    var presentedID: Int? { controller.presentedViewController.map { ($0 as? ModelScreen)?.id ?? -1 } }

    /// The messages of the diagnostics reported since `count` were seen.
    func diagnostics(after count: Int) -> [NavigationDiagnostic] {
        Array(diagnostics.diagnostics.dropFirst(count))
    }

    /// Performs `step` on the real navigators and returns what the call returned.
    func perform(_ step: NavigationStep) -> Returned {
        animated.toggle()
        switch step {
        case .push(let route, let id):
            return .chained(stack.push(route: route, viewController: makeScreen(id), animated: animated) === stack)
        case .pushAgain(let route, let id):
            return .chained(stack.push(route: route, viewController: screen(id), animated: animated) === stack)
        case .pushFlow(let route, let id):
            pushFlow(route: route, screenID: id)
        case .sendFlowResult(let id, let value):
            flowInputs[id]?.send(value: value)
        case .set(let views):
            var made: [Int: ModelScreen] = [:]
            for view in views {
                if case .fresh(let id) = view.screen, made[id] == nil { made[id] = makeScreen(id) }
            }
            let list = views.map { view -> (route: ModelRoute, viewController: PlatformViewController) in
                (view.route, made[view.screen.id] ?? screen(view.screen.id))
            }
            stack.set(list, animated: animated)
        case .pop:
            return .route(stack.pop(animated: animated))
        case .popTo(let route):
            return .success(stack.pop(to: { $0 == route }, animated: animated))
        case .popToRoot:
            return .routes(stack.popToRoot(animated: animated))
        case .present(let route, let id):
            return .success(modal.present(route: route, viewController: makeScreen(id), animated: animated))
        case .presentAgain(let route):
            let presented = controller.presentedViewController!
            return .success(modal.present(route: route, viewController: presented, animated: animated))
        case .dismiss:
            return .route(modal.dismiss(animated: animated))
        case .userBackButton:
            controller.simulateBackButtonTap()
        case .userSwipe(let completing):
            controller.simulateInteractivePop(completing: completing)
        case .userBackMenu(let index):
            controller.simulateBackMenuSelection(of: controller.viewControllers[index])
        case .userPopWithoutAnimation:
            controller.popViewController(animated: false)
        case .userDismiss:
            controller.simulateInteractiveDismiss()
        }
        return .nothing
    }

    /// Screens that are no longer shown but still alive; the ones found freed are forgotten.
    func leakedScreens(shown: Set<Int>) -> [Int] {
        var leaked: [Int] = []
        for (id, screen) in screens where !shown.contains(id) {
            if screen() == nil { screens[id] = nil } else { leaked.append(id) }
        }
        return leaked.sorted()
    }

    /// Flows that ended but are still alive, and flows still running that were released; ended flows found freed
    /// are forgotten.
    func misheldFlows(running: Set<Int>) -> (leaked: [Int], releasedEarly: [Int]) {
        var leaked: [Int] = []
        var releasedEarly: [Int] = []
        for (id, flow) in flows {
            switch (running.contains(id), flow() != nil) {
            case (true, false): releasedEarly.append(id)
            case (false, true): leaked.append(id)
            case (false, false): flows[id] = nil
            case (true, true): break
            }
        }
        return (leaked.sorted(), releasedEarly.sorted())
    }

    /// Forgets the logs of flows whose outcome signal completed.
    func forgetEndedFlows() {
        for (id, log) in flowLogs where log.last == .completed || log.last == .interrupted {
            flowLogs[id] = nil
            flowInputs[id] = nil
        }
    }

    /// Every screen and flow still alive, for the leak check at the end of a run.
    var remainingObjects: [AnyObject] {
        screens.values.compactMap { $0() } + flows.values.compactMap { $0() }
    }

    private func makeScreen(_ id: Int) -> ModelScreen {
        let screen = ModelScreen(id: id)
        screens[id] = { [weak screen] in screen }
        return screen
    }

    private func screen(_ id: Int) -> ModelScreen {
        controller.viewControllers.lazy.compactMap { $0 as? ModelScreen }.first { $0.id == id }!
    }

    private func pushFlow(route: ModelRoute, screenID: Int) {
        let flow = ModelFlow(screenID: screenID)
        let screen = flow.screen
        screens[screenID] = { [weak screen] in screen }
        flows[screenID] = { [weak flow] in flow }
        flowInputs[screenID] = flow.resultInput
        flowLogs[screenID] = []
        stack.push(route: route, flow: flow, animated: animated).observe { [weak self] event in
            let recorded: FlowEvent
            switch event {
            case .value(.finished(let value)): recorded = .finished(value)
            case .value(.cancelled): recorded = .cancelled
            case .completed: recorded = .completed
            case .interrupted: recorded = .interrupted
            }
            self?.flowLogs[screenID, default: []].append(recorded)
        }
    }
}
