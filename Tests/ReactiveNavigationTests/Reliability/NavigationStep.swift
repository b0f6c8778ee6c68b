import TestSupport

/// One step of a model run: a call a coordinator makes or an action a user takes.
///
/// Screens are named by number: a fresh number asks for a new screen, a number already shown names that screen.
enum NavigationStep: CustomStringConvertible {
    /// How `set` picks a screen for one entry.
    enum SetScreen: CustomStringConvertible {
        case fresh(Int)
        case existing(Int)

        var id: Int {
            switch self {
            case .fresh(let id), .existing(let id): id
            }
        }

        var description: String {
            switch self {
            case .fresh(let id): "new \(id)"
            case .existing(let id): "\(id)"
            }
        }
    }

    case push(ModelRoute, screen: Int)
    case pushAgain(ModelRoute, screen: Int)
    case pushFlow(ModelRoute, screen: Int)
    case sendFlowResult(screen: Int, value: Int)
    case set([(route: ModelRoute, screen: SetScreen)])
    case pop
    case popTo(ModelRoute)
    case popToRoot
    case present(ModelRoute, screen: Int)
    case presentAgain(ModelRoute)
    case dismiss
    case userBackButton
    case userSwipe(completing: Bool)
    case userBackMenu(index: Int)
    case userPopWithoutAnimation
    case userDismiss

    /// A short name for the step counts that a run prints.
    var kind: String {
        switch self {
        case .push: "push"
        case .pushAgain: "push again (refused)"
        case .pushFlow: "push flow"
        case .sendFlowResult: "flow result"
        case .set: "set"
        case .pop: "pop"
        case .popTo: "pop(to:)"
        case .popToRoot: "popToRoot"
        case .present: "present"
        case .presentAgain: "present again (refused)"
        case .dismiss: "dismiss"
        case .userBackButton: "user back button"
        case .userSwipe(let completing): completing ? "user swipe" : "user cancelled swipe"
        case .userBackMenu: "user back menu"
        case .userPopWithoutAnimation: "user pop without animation"
        case .userDismiss: "user dismiss"
        }
    }

    var description: String {
        switch self {
        case .push(let route, let screen): "push(\(route), screen \(screen))"
        case .pushAgain(let route, let screen): "pushAgain(\(route), screen \(screen))"
        case .pushFlow(let route, let screen): "pushFlow(\(route), screen \(screen))"
        case .sendFlowResult(let screen, let value): "sendFlowResult(screen \(screen), \(value))"
        case .set(let views): "set(\(views.map { "\($0.route): \($0.screen)" }))"
        case .pop: "pop"
        case .popTo(let route): "popTo(\(route))"
        case .popToRoot: "popToRoot"
        case .present(let route, let screen): "present(\(route), screen \(screen))"
        case .presentAgain(let route): "presentAgain(\(route))"
        case .dismiss: "dismiss"
        case .userBackButton: "userBackButton"
        case .userSwipe(let completing): "userSwipe(completing: \(completing))"
        case .userBackMenu(let index): "userBackMenu(index: \(index))"
        case .userPopWithoutAnimation: "userPopWithoutAnimation"
        case .userDismiss: "userDismiss"
        }
    }

    /// A random step that fits the model's state, with fresh screens numbered from `nextScreen`.
    static func random(
        using random: inout SeededGenerator,
        model: NavigationModel,
        nextScreen: inout Int
    ) -> NavigationStep {
        func fresh() -> Int {
            defer { nextScreen += 1 }
            return nextScreen
        }
        func route() -> ModelRoute { ModelRoute(value: random.int(below: 8)) }
        let stack = model.stack
        let crowded = stack.count >= 12
        while true {
            switch random.int(below: 100) {
            case 0..<18 where !crowded || random.oneIn(5):
                return .push(route(), screen: fresh())
            case 18..<22 where !stack.isEmpty:
                return .pushAgain(route(), screen: stack[random.int(below: stack.count)].screen)
            case 22..<27 where !crowded:
                return .pushFlow(route(), screen: fresh())
            case 27..<31:
                let flows = stack.filter { $0.flowRunning }
                if let flow = flows.randomElement(using: &random) {
                    return .sendFlowResult(screen: flow.screen, value: random.int(below: 1_000))
                }
            case 31..<37:
                return .set(randomViews(using: &random, stack: stack, fresh: fresh))
            case 37..<45:
                return .pop
            case 45..<53:
                // Routes 8 and 9 are never used, so some predicates match nothing.
                return .popTo(ModelRoute(value: random.int(below: 10)))
            case 53..<56:
                return .popToRoot
            case 56..<62:
                return .present(route(), screen: fresh())
            case 62..<64 where model.presented != nil:
                return .presentAgain(route())
            case 64..<69:
                return .dismiss
            case 69..<75:
                return .userBackButton
            case 75..<80:
                return .userSwipe(completing: true)
            case 80..<86:
                return .userSwipe(completing: false)
            case 86..<90 where !stack.isEmpty:
                return .userBackMenu(index: random.int(below: stack.count))
            case 90..<93:
                return .userPopWithoutAnimation
            case 93..<100:
                return .userDismiss
            default:
                continue
            }
        }
    }

    /// Up to five entries mixing screens on the stack (in any order) with new ones; one list in ten holds a
    /// screen twice.
    private static func randomViews(
        using random: inout SeededGenerator,
        stack: [NavigationModel.Entry],
        fresh: () -> Int
    ) -> [(route: ModelRoute, screen: SetScreen)] {
        func route() -> ModelRoute { ModelRoute(value: random.int(below: 8)) }
        var available = stack.map(\.screen).shuffled(using: &random)
        var views: [(route: ModelRoute, screen: SetScreen)] = []
        for _ in 0..<random.int(below: 6) {
            if !available.isEmpty && random.oneIn(2) {
                views.append((route(), .existing(available.removeLast())))
            } else {
                views.append((route(), .fresh(fresh())))
            }
        }
        if !views.isEmpty && random.oneIn(10) {
            let duplicate = views[random.int(below: views.count)].screen.id
            views.insert((route(), .existing(duplicate)), at: random.int(below: views.count + 1))
        }
        return views
    }
}
