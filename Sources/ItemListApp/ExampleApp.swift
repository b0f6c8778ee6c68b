import Foundation
import ReactiveNavigation
import Signals

/// The example app as its user sees it: the screens on the navigation stack and what can be done on the top one.
///
/// Every action goes through the app's real objects: taps and saves through the view models of the screens, user
/// navigation through the simulated gestures of the headless navigation controller, deep links through the
/// coordinator. The catalogue's backend is a fake whose answers the user gives (``ExampleAction/networkFails`` and
/// ``ExampleAction/itemsArrive``), as a slow network would.
///
/// Transitions take time, as on a device: every animated push and pop takes 350 ms on a virtual clock, which the app
/// runs after each action until no transition is in flight. So the replay goes through the same queued, timed
/// navigation a phone would, and still runs in no time.
@MainActor
public final class ExampleApp {
    let coordinator: AppCoordinator
    let catalogueService = CatalogueService()
    private let refusals = RefusalLog()
    private let clock = TestScheduler()

    /// Launches the app: the item list is the only screen.
    public init() {
        coordinator = AppCoordinator(
            timing: .animated(.milliseconds(350), on: clock),
            diagnostics: NavigationDiagnostics { [refusals] in refusals.add($0.message) })
        coordinator.handle(route: .start(ItemListViewModel(catalogueService: catalogueService)))
        finishTransitions()
    }

    /// Follows a link, such as `itemlist://items/Apples/configuration`, step by step, and returns what went wrong, if
    /// anything: a link that matches no pattern or carries a bad parameter, or a step that could not be taken.
    ///
    /// - Parameter link: The link.
    /// - Returns: The problems, one sentence each.
    @discardableResult
    public func open(link: String) -> [String] {
        let routes: [AppRoute]
        do {
            routes = try ExampleLinks.router(catalogueService: catalogueService).routes(for: link)
        } catch {
            return [error.description]
        }
        var problems: [String] = []
        coordinator.follow(routes) { outcome in
            if case .stopped(let step, let route, let reason) = outcome {
                problems.append("the link stopped at step \(step + 1) (\(route)): \(reason.message)")
            }
        }
        finishTransitions()
        return problems
    }

    /// Rebuilds a saved navigation tree, step by step, and returns how it went.
    ///
    /// - Parameter tree: What the app showed, as the coordinator's `navigationTree()` took it.
    /// - Returns: How the restoration ended.
    func restore(_ tree: NavigationTree) -> TreeRestorationOutcome? {
        var outcome: TreeRestorationOutcome?
        coordinator.restore(tree) { outcome = $0 }
        finishTransitions()
        return outcome
    }

    /// The navigation as JSON, as an app saves it when it goes to the background, and the link of the screen shown,
    /// when the app's links reach it.
    ///
    /// - Returns: The JSON of the coordinator's ``NavigationTree``, and the link.
    func save() -> (json: [UInt8], link: String?) {
        let json = (try? JSONEncoder().encode(coordinator.navigationTree())).map { [UInt8]($0) } ?? []
        let routes = Array(coordinator.navigator.routes.drop { if case .start = $0 { true } else { false } })
        let link = ExampleLinks.router(catalogueService: catalogueService).link(for: routes)
        return (json, link)
    }

    /// Restores the navigation `save` took, and returns what could not be restored, one sentence each.
    ///
    /// - Parameter json: What ``save()`` returned.
    /// - Returns: The screens not restored, with their paths and reasons.
    func restore(json: [UInt8]) -> [String] {
        do {
            let tree = try JSONDecoder().decode(NavigationTree.self, from: Data(json))
            return restore(tree)?.failures.map(\.description) ?? ["the restoration did not end"]
        } catch {
            return ["the saved navigation could not be read: \(error)"]
        }
    }

    /// Runs the virtual clock until every transition has ended and no navigation waits.
    private func finishTransitions() {
        let controller = coordinator.navigationController
        while controller.isTransitioning || !controller.transitionQueue.isIdle {
            clock.advance(by: .milliseconds(350))
        }
    }

    /// The titles of the screens on the stack, bottom first.
    public var screens: [String] {
        coordinator.navigator.routes.map(\.description)
    }

    /// The stack as one line, such as `Items › Bread`.
    public var stackDescription: String {
        screens.joined(separator: " › ")
    }

    /// The status line of the catalogue when it is the screen on top, such as `Loading…`; otherwise `nil`.
    public var catalogueStatus: String? {
        (coordinator.navigationController.topViewController as? CatalogueScreen)?.statusText.value
    }

    /// How many times the configuration on top was reset, once it was; otherwise `nil`.
    public var configurationResets: Int? {
        let resets = (coordinator.navigationController.topViewController as? ConfigurationScreen)?.viewModel.resets
            .value
        return resets == 0 ? nil : resets
    }

    /// The alert shown over the screens, if any, such as `Reset the configuration? [Reset] [Cancel]`.
    public var alertDescription: String? {
        guard let alert = coordinator.navigationController.presentedViewController as? HeadlessAlertController else {
            return nil
        }
        return ([alert.alert.title ?? ""] + alert.buttonTitles.map { "[\($0)]" }).joined(separator: " ")
    }

    /// What the user can do on the screen on top, in menu order; `quit` is last.
    public var availableActions: [ExampleAction] {
        var actions: [ExampleAction] = []
        let controller = coordinator.navigationController
        if let alert = controller.presentedViewController as? HeadlessAlertController {
            // An alert covers the screens: only its buttons can be tapped.
            return alert.buttonTitles.map(ExampleAction.tapAlertButton) + [.quit]
        }
        switch controller.topViewController {
        case let list as ItemListScreen:
            actions += list.viewModel.items.value.map(ExampleAction.tapItem)
            actions += [.openConfiguration, .openCatalogue]
        case is ConfigurationScreen:
            actions.append(.saveConfiguration)
            actions += backActions(depth: controller.viewControllers.count)
            actions.append(.resetConfiguration)
        case let catalogue as CatalogueScreen:
            switch catalogue.viewModel.state.value {
            case .loading: actions += [.networkFails, .itemsArrive]
            case .failed: actions.append(.retry)
            case .idle, .loaded: actions.append(.pullToLoad)
            }
            actions += backActions(depth: controller.viewControllers.count)
        default:
            actions += backActions(depth: controller.viewControllers.count)
        }
        return actions + [.deepLink, .quit]
    }

    /// Performs an action, waits until the screen shows its effect, and returns what the navigator refused
    /// meanwhile, if anything.
    ///
    /// The catalogue's actions take effect later: its `Action` runs on the global executor and the screen's status
    /// line is updated on the main queue, so this waits for the status line to show the new state.
    ///
    /// - Parameter action: The action; one the current screen does not offer changes nothing.
    /// - Returns: The messages of the navigations that were refused, in order.
    @discardableResult
    public func perform(_ action: ExampleAction) async -> [String] {
        let controller = coordinator.navigationController
        let catalogue = controller.topViewController as? CatalogueScreen
        switch action {
        case .tapItem(let item):
            (controller.topViewController as? ItemListScreen)?.viewModel.select(item)
        case .openConfiguration:
            (controller.topViewController as? ItemListScreen)?.viewModel.openConfiguration()
        case .saveConfiguration:
            (controller.topViewController as? ConfigurationScreen)?.viewModel.save()
        case .resetConfiguration:
            (controller.topViewController as? ConfigurationScreen)?.viewModel.askToReset()
        case .tapAlertButton(let title):
            (controller.presentedViewController as? HeadlessAlertController)?.simulateTap(onButtonTitled: title)
        case .openCatalogue:
            (controller.topViewController as? ItemListScreen)?.viewModel.openCatalogue()
            if let opened = controller.topViewController as? CatalogueScreen {
                await opened.showing(CatalogueViewModel.State.idle.description)
            }
        case .pullToLoad, .retry:
            guard let catalogue, catalogue.viewModel.state.value != .loading else { break }
            // The previous load may still be ending (its `isExecuting` turns false after its result).
            for await enabled in catalogue.viewModel.load.isEnabled.values where enabled { break }
            catalogue.viewModel.reload()
            await catalogue.showing(CatalogueViewModel.State.loading.description)
        case .networkFails:
            guard let catalogue, catalogue.viewModel.state.value == .loading else { break }
            await catalogueService.respond(with: .failure(.offline))
            await catalogue.showing(CatalogueViewModel.State.failed(CatalogueError.offline.message).description)
        case .itemsArrive:
            guard let catalogue, catalogue.viewModel.state.value == .loading else { break }
            let items = ["Apples", "Bread", "Cheese"]
            await catalogueService.respond(with: .success(items))
            await catalogue.showing(CatalogueViewModel.State.loaded(items).description)
        case .tapBackButton:
            controller.simulateBackButtonTap()
        case .swipeBackAndCancel:
            controller.simulateInteractivePop(completing: false)
        case .swipeBack:
            controller.simulateInteractivePop(completing: true)
        case .longPressBackToList:
            controller.simulateBackMenuSelection(of: controller.viewControllers[0])
        case .deepLink:
            refusals.add(contentsOf: open(link: ExampleLinks.applesConfiguration))
        case .popRoot:
            coordinator.navigator.pop(animated: true) { _ in }
        case .quit:
            break
        }
        finishTransitions()
        return refusals.takeAll()
    }

    private func backActions(depth: Int) -> [ExampleAction] {
        depth > 2
            ? [.tapBackButton, .swipeBackAndCancel, .swipeBack, .longPressBackToList]
            : [.tapBackButton, .swipeBackAndCancel, .swipeBack]
    }
}

extension CatalogueScreen {
    /// Waits until the status line shows `text`; returns at once if it already does.
    fileprivate func showing(_ text: String) async {
        for await shown in statusText.values where shown == text { break }
    }
}

/// The messages of the navigations refused since they were last taken.
@MainActor
private final class RefusalLog {
    private var messages: [String] = []

    func add(_ message: String) {
        messages.append(message)
    }

    func add(contentsOf messages: [String]) {
        self.messages += messages
    }

    func takeAll() -> [String] {
        defer { messages = [] }
        return messages
    }
}
