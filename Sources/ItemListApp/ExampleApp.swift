import ReactiveNavigation

/// The example app as its user sees it: the screens on the navigation stack and what can be done on the top one.
///
/// Every action goes through the app's real objects: taps and saves through the view models of the screens, user
/// navigation through the simulated gestures of the headless navigation controller, deep links through the
/// coordinator.
@MainActor
public final class ExampleApp {
    let coordinator: AppCoordinator
    private let refusals = RefusalLog()

    /// Launches the app: the item list is the only screen.
    public init() {
        coordinator = AppCoordinator(diagnostics: NavigationDiagnostics { [refusals] in refusals.add($0.message) })
        coordinator.handle(route: .start(ItemListViewModel()))
    }

    /// The titles of the screens on the stack, bottom first.
    public var screens: [String] {
        coordinator.navigator.routes.map(\.description)
    }

    /// The stack as one line, such as `Items › Bread`.
    public var stackDescription: String {
        screens.joined(separator: " › ")
    }

    /// What the user can do on the screen on top, in menu order; `quit` is last.
    public var availableActions: [ExampleAction] {
        var actions: [ExampleAction] = []
        let controller = coordinator.navigationController
        switch controller.topViewController {
        case let list as ItemListScreen:
            actions += list.viewModel.items.value.map(ExampleAction.tapItem)
            actions.append(.openConfiguration)
        case is ConfigurationScreen:
            actions.append(.saveConfiguration)
            actions += backActions(depth: controller.viewControllers.count)
        default:
            actions += backActions(depth: controller.viewControllers.count)
        }
        return actions + [.deepLink, .quit]
    }

    /// Performs an action and returns what the navigator refused meanwhile, if anything.
    ///
    /// - Parameter action: The action; one the current screen does not offer changes nothing.
    /// - Returns: The messages of the navigations that were refused, in order.
    @discardableResult
    public func perform(_ action: ExampleAction) -> [String] {
        let controller = coordinator.navigationController
        switch action {
        case .tapItem(let item):
            (controller.topViewController as? ItemListScreen)?.viewModel.select(item)
        case .openConfiguration:
            (controller.topViewController as? ItemListScreen)?.viewModel.openConfiguration()
        case .saveConfiguration:
            (controller.topViewController as? ConfigurationScreen)?.viewModel.save()
        case .tapBackButton:
            controller.simulateBackButtonTap()
        case .swipeBackAndCancel:
            controller.simulateInteractivePop(completing: false)
        case .swipeBack:
            controller.simulateInteractivePop(completing: true)
        case .longPressBackToList:
            controller.simulateBackMenuSelection(of: controller.viewControllers[0])
        case .deepLink:
            coordinator.handle(routes: [
                .itemList(.item("Apples")), .itemList(.configuration(ConfigurationViewModel())),
            ])
        case .popRoot:
            coordinator.navigator.pop(animated: true)
        case .quit:
            break
        }
        return refusals.takeAll()
    }

    private func backActions(depth: Int) -> [ExampleAction] {
        depth > 2
            ? [.tapBackButton, .swipeBackAndCancel, .swipeBack, .longPressBackToList]
            : [.tapBackButton, .swipeBackAndCancel, .swipeBack]
    }
}

/// The messages of the navigations refused since they were last taken.
@MainActor
private final class RefusalLog {
    private var messages: [String] = []

    func add(_ message: String) {
        messages.append(message)
    }

    func takeAll() -> [String] {
        defer { messages = [] }
        return messages
    }
}
