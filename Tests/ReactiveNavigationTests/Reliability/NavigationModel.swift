import ReactiveNavigation

/// The reference model of a stack navigator and a modal navigator on one headless navigation controller: plain
/// arrays and the documented rules, nothing else.
struct NavigationModel {
    /// A screen on the stack with the route that showed it.
    struct Entry: Equatable {
        var route: ModelRoute
        var screen: Int
        /// Whether the screen is the first one of a child flow that has not ended yet.
        var flowRunning: Bool
    }

    /// What one step must do.
    struct Expectation {
        var returned = Returned.nothing
        var diagnostic: NavigationDiagnostic.Kind?
        /// Text the diagnostic's message must contain, such as the route it names.
        var messageMentions: String?
        var stackChanged = false
        var presentationChanged = false
        /// The outcome each child flow sends in this step, by the number of its screen.
        var flowEvents: [Int: [FlowEvent]] = [:]
    }

    private(set) var stack: [Entry] = []
    private(set) var presented: (route: ModelRoute, screen: Int)?

    /// Applies `step` and returns what the navigators must do.
    mutating func apply(_ step: NavigationStep) -> Expectation {
        var expectation = Expectation()
        switch step {
        case .push(let route, let screen):
            expectation.returned = .chained(true)
            replaceStack(with: stack + [Entry(route: route, screen: screen, flowRunning: false)], &expectation)
        case .pushAgain(let route, _):
            expectation.returned = .chained(true)
            refuse(.screenAlreadyShown, mentioning: "route \(route) is already on the stack", &expectation)
        case .pushFlow(let route, let screen):
            replaceStack(with: stack + [Entry(route: route, screen: screen, flowRunning: true)], &expectation)
        case .sendFlowResult(let screen, let value):
            sendFlowResult(screen: screen, value: value, &expectation)
        case .set(let views):
            set(views, &expectation)
        case .pop:
            if stack.count > 1 {
                expectation.returned = .route(stack.last?.route)
                replaceStack(with: Array(stack.dropLast()), &expectation)
            } else {
                expectation.returned = .route(nil)
                refuse(
                    .nothingToPop, mentioning: stack.first.map { "root screen \($0.route)" } ?? "empty", &expectation)
            }
        case .popTo(let route):
            if let index = stack.lastIndex(where: { $0.route == route }) {
                expectation.returned = .success(true)
                replaceStack(with: Array(stack[...index]), &expectation)
            } else {
                expectation.returned = .success(false)
                refuse(.routeNotFound, mentioning: "\(stack.map(\.route))", &expectation)
            }
        case .popToRoot:
            expectation.returned = .routes(stack.dropFirst().map(\.route))
            if stack.isEmpty {
                refuse(.nothingToPop, mentioning: "empty", &expectation)
            } else {
                replaceStack(with: [stack[0]], &expectation)
            }
        case .present(let route, let screen):
            if let current = presented {
                expectation.returned = .success(false)
                refuse(.alreadyPresenting, mentioning: "route \(route): route \(current.route)", &expectation)
            } else {
                expectation.returned = .success(true)
                presented = (route, screen)
                expectation.presentationChanged = true
            }
        case .presentAgain(let route):
            expectation.returned = .success(false)
            refuse(.screenAlreadyShown, mentioning: "route \(route)", &expectation)
        case .dismiss:
            expectation.returned = .route(presented?.route)
            if presented == nil {
                refuse(.nothingPresented, mentioning: "nothing is presented", &expectation)
            } else {
                presented = nil
                expectation.presentationChanged = true
            }
        case .userBackButton, .userSwipe(completing: true), .userPopWithoutAnimation:
            if stack.count > 1 {
                replaceStack(with: Array(stack.dropLast()), &expectation)
            }
        case .userSwipe(completing: false):
            break
        case .userBackMenu(let index):
            replaceStack(with: Array(stack[...index]), &expectation)
        case .userDismiss:
            if presented != nil {
                presented = nil
                expectation.presentationChanged = true
            }
        }
        return expectation
    }

    /// A flow's result pops its screen and everything above it; a flow at the bottom cannot be popped, so only
    /// the flow ends.
    private mutating func sendFlowResult(screen: Int, value: Int, _ expectation: inout Expectation) {
        guard let index = stack.firstIndex(where: { $0.screen == screen && $0.flowRunning }) else { return }
        expectation.flowEvents[screen] = [.finished(value), .completed]
        stack[index].flowRunning = false
        replaceStack(with: Array(stack[..<index]), &expectation)
    }

    /// `set` refuses a list holding one screen twice, naming the route of the second occurrence; otherwise every
    /// entry is new, so the stack changes unless it stays empty; a running flow whose screen stays keeps running,
    /// the others end.
    private mutating func set(
        _ views: [(route: ModelRoute, screen: NavigationStep.SetScreen)], _ expectation: inout Expectation
    ) {
        if let index = views.indices.first(where: { index in
            views[..<index].contains { $0.screen.id == views[index].screen.id }
        }) {
            refuse(.screenAlreadyShown, mentioning: "route \(views[index].route) appears twice", &expectation)
            return
        }
        let kept = Set(views.map(\.screen.id))
        for entry in stack where entry.flowRunning && !kept.contains(entry.screen) {
            expectation.flowEvents[entry.screen] = [.cancelled, .completed]
        }
        let running = Set(stack.filter(\.flowRunning).map(\.screen))
        let changed = !(stack.isEmpty && views.isEmpty)
        stack = views.map {
            Entry(route: $0.route, screen: $0.screen.id, flowRunning: running.contains($0.screen.id))
        }
        expectation.stackChanged = changed
    }

    /// Moves to `newStack`, which keeps a prefix of the entries and may add some; removed flows are cancelled.
    private mutating func replaceStack(with newStack: [Entry], _ expectation: inout Expectation) {
        guard newStack != stack else { return }
        for entry in stack.dropFirst(commonPrefixCount(stack, newStack)) where entry.flowRunning {
            expectation.flowEvents[entry.screen] = [.cancelled, .completed]
        }
        stack = newStack
        expectation.stackChanged = true
    }

    private func refuse(_ kind: NavigationDiagnostic.Kind, mentioning text: String, _ expectation: inout Expectation) {
        expectation.diagnostic = kind
        expectation.messageMentions = text
    }

    private func commonPrefixCount(_ lhs: [Entry], _ rhs: [Entry]) -> Int {
        zip(lhs, rhs).prefix { $0.screen == $1.screen }.count
    }
}
