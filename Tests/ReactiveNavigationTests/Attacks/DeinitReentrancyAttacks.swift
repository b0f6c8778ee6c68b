import ReactiveNavigation
import Signals
import Testing

/// Objects that the navigators and their hosts release, whose `deinit` calls straight back into them: screens,
/// route values, child coordinators, flows and the coordinator that owns the navigator.
@MainActor
@Suite("Attacks: deinit that calls back into navigation", .checksForLeaks)
struct DeinitReentrancyAttacks {
    let controller = HeadlessNavigationController()
    let diagnostics = DiagnosticsRecorder()
    let navigator: StackNavigator<String>
    let list = Screen("list")

    init() {
        navigator = StackNavigator(navigationController: controller, diagnostics: diagnostics.sink)
        navigator.set([(route: "list", viewController: list)], animated: false)
        trackForLeaks(controller, navigator, list, diagnostics)
    }

    @Test func aScreenWhoseDeinitReadsTheControllerCanBeDroppedBySet() {
        var stackSizeSeenByDeinit: Int?
        controller.pushViewController(
            DeinitProbe { [controller] in
                stackSizeSeenByDeinit = controller.viewControllers.count
            }, animated: false)
        navigator.set([(route: "list", viewController: list)], animated: false)
        #expect(stackSizeSeenByDeinit == 1)
        #expect(navigator.routes == ["list"])
    }

    /// A screen that a link pops, whose deinit pushes: it is released once the controller no longer
    /// shows it, after the link's final set, and its push runs after the link.
    @Test func aScreenPoppedByALinkMayPushFromItsDeinit() {
        let app = StackApp(navigator: navigator, controller: controller)
        let next = Screen("next")
        trackForLeaks(app, next)
        navigator.push(
            route: "probe",
            viewController: DeinitProbe { [navigator] in
                navigator.push(route: "next", viewController: next, animated: false)
            }, animated: false)
        var outcome: DeepLinkOutcome<String>?
        app.follow(["back", "a"], animation: .lastStepOnly) { outcome = $0 }
        #expect(outcome?.isCompleted == true)
        #expect(navigator.routes == ["list", "a", "next"])
        #expect(controller.viewControllers.count == 3)
    }

    /// A screen that a link pops, whose deinit follows another link as the link's final set releases it: that link's
    /// push reaches the controller too, and the navigator follows the user afterwards.
    @Test func aScreenPoppedByALinkMayFollowALinkFromItsDeinit() {
        let app = StackApp(navigator: navigator, controller: controller)
        trackForLeaks(app)
        navigator.push(route: "probe", viewController: DeinitProbe { [app] in app.follow(["x"]) }, animated: false)
        var outcome: DeepLinkOutcome<String>?
        app.follow(["back"]) { outcome = $0 }
        #expect(outcome?.isCompleted == true)
        #expect(navigator.routes == ["list", "x"])
        #expect(controller.viewControllers.count == 2)
        #expect(controller.simulateBackButtonTap())
        #expect(navigator.routes == ["list"])
    }

    /// A coordinator over the suite's stack: "back" pops, anything else pushes a screen of that name.
    final class StackApp: Coordinator {
        let navigator: StackNavigator<String>
        let controller: HeadlessNavigationController

        init(navigator: StackNavigator<String>, controller: HeadlessNavigationController) {
            self.navigator = navigator
            self.controller = controller
        }

        var rootViewController: PlatformViewController { controller }

        func handle(route: String) {
            if route == "back" {
                navigator.pop(animated: true)
            } else {
                navigator.push(route: route, viewController: Screen(route), animated: true)
            }
        }
    }

    @Test func aScreenWhoseDeinitPushesCanBePoppedByTheUser() {
        let next = Screen("next")
        trackForLeaks(next)
        navigator.push(
            route: "probe",
            viewController: DeinitProbe { [navigator] in
                navigator.push(route: "next", viewController: next, animated: false)
            }, animated: true)
        controller.simulateBackButtonTap()
        #expect(navigator.routes == ["list", "next"])
        #expect(sameObjects(controller.viewControllers, [list, next]))
        #expect(navigator.routeStack.value == navigator.routes)
    }

    @Test func aTabRouteWhoseDeinitReadsTheNavigatorCanBeReplaced() {
        let tabBar = HeadlessTabBarController()
        let tabs = TabNavigator<ProbeRoute>(tabBarController: tabBar)
        let screens = [Screen("a"), Screen("b"), Screen("c")]
        trackForLeaks(tabBar, tabs, screens[0], screens[1], screens[2])
        var routesSeenByDeinit: [[String]] = []
        let onDeinit = { @MainActor in routesSeenByDeinit.append(tabs.routes.map(\.name)) }
        tabs.set(
            [
                (route: ProbeRoute("a", onDeinit: onDeinit), viewController: screens[0]),
                (route: ProbeRoute("b", onDeinit: onDeinit), viewController: screens[1]),
            ],
            animated: false)
        tabs.set([(route: ProbeRoute("c", onDeinit: {}), viewController: screens[2])], animated: false)
        #expect(routesSeenByDeinit == [["c"], ["c"]])
        #expect(tabs.selectedRoute?.name == "c")
    }

    @Test func aStackRouteWhoseDeinitPushesCanBeReplacedBySetKeepingItsScreen() {
        let stack = StackNavigator<ProbeRoute>(navigationController: HeadlessNavigationController())
        let (home, pushed) = (Screen("home"), Screen("pushed"))
        trackForLeaks(stack, home, pushed)
        var routeStacksSeen: [[String]] = []
        stack.onChange = { routeStacksSeen.append($0.map(\.name)) }
        stack.set(
            [
                (
                    route: ProbeRoute("old home") { [stack] in
                        stack.push(route: ProbeRoute("pushed") {}, viewController: pushed, animated: false)
                    }, viewController: home
                )
            ], animated: false)
        stack.set([(route: ProbeRoute("new home") {}, viewController: home)], animated: false)
        #expect(stack.routes.map(\.name) == ["new home", "pushed"])
        #expect(routeStacksSeen.last == ["new home", "pushed"])
    }

    @Test func aChildCoordinatorWhoseDeinitPresentsAgainLeavesTheNewScreenPresented() {
        let modal = ModalNavigator<String>(presenter: controller, diagnostics: diagnostics.sink)
        let next = Screen("next")
        trackForLeaks(modal, next)
        var changes: [String?] = []
        modal.onChange = { changes.append($0) }
        modal.present(
            route: "child",
            coordinator: DeinitCoordinator { [modal] in
                modal.present(route: "next", viewController: next, animated: false)
            }, animated: true)
        controller.simulateInteractiveDismiss()
        #expect(modal.presentedRoute == "next")
        #expect(controller.presentedViewController === next)
        #expect(changes == ["child", nil, "next"])
        modal.dismiss(animated: false)
    }

    @Test func flowsWhoseDeinitPushesWhilePopToRootRemovesThemBothEndCancelled() {
        let (first, second) = (Screen("first"), Screen("second"))
        trackForLeaks(first, second)
        var outcomes: [String] = []
        var changes: [[String]] = []
        navigator.onChange = { changes.append($0) }
        for (name, screen) in [("a", first), ("b", second)] {
            let flow = DeinitPushingFlow { [navigator] in
                navigator.push(route: screen.name, viewController: screen, animated: false)
            }
            navigator.push(route: name, flow: flow, animated: true).observeValues { outcomes.append("\(name) \($0)") }
        }
        navigator.popToRoot(animated: true)
        #expect(outcomes == ["a cancelled", "b cancelled"])
        #expect(navigator.routes == ["list", "first", "second"])
        #expect(changes.last == navigator.routes)
    }

    @Test func aCoordinatorWhoseDeinitPopsItsOwnNavigatorFreesEverything() {
        var coordinator: PoppingCoordinator? = PoppingCoordinator()
        weak let weakCoordinator = coordinator
        let screens = coordinator!.start()
        coordinator = nil
        #expect(weakCoordinator == nil)
        for screen in screens { trackForLeaks(screen) }
    }

    @Test func aBindingEndedByItsScreensDeinitThatNavigatesLeavesTheStackInStep() {
        let detail = Screen("detail")
        trackForLeaks(detail)
        var screen: HeadlessViewController? = HeadlessViewController()
        let (routes, _) = Signal<String, Never>.pipe()
        routes.take(duringLifetimeOf: screen!).observeCompleted { [navigator] in
            navigator.push(route: "detail", viewController: detail, animated: false)
        }
        navigator.push(route: "screen", viewController: screen!, animated: true)
        screen = nil
        controller.simulateInteractivePop(completing: true)
        #expect(navigator.routes == ["list", "detail"])
        #expect(navigator.routeStack.value == navigator.routes)
    }
}

/// A screen that runs a closure when it deinitializes; released on the main actor, it runs there at once.
@MainActor
final class DeinitProbe {
    let onDeinit: @MainActor () -> Void

    init(_ onDeinit: @escaping @MainActor () -> Void) {
        self.onDeinit = onDeinit
    }

    isolated deinit {
        onDeinit()
    }
}

/// A route that is a class, carrying a view model that runs a closure when it deinitializes.
@MainActor
final class ProbeRoute {
    let name: String
    private let probe: DeinitProbe

    init(_ name: String, onDeinit: @escaping @MainActor () -> Void) {
        self.name = name
        probe = DeinitProbe(onDeinit)
    }
}

/// A child coordinator that runs a closure when it deinitializes.
final class DeinitCoordinator: Coordinator {
    let screen = Screen("child")
    let onDeinit: @MainActor () -> Void

    init(_ onDeinit: @escaping @MainActor () -> Void) {
        self.onDeinit = onDeinit
    }

    isolated deinit {
        onDeinit()
    }

    var rootViewController: PlatformViewController { screen }

    func handle(route: Never) {}
}

/// A child flow that runs a closure when it deinitializes.
final class DeinitPushingFlow: ChildFlow {
    let screen = Screen("flow")
    let (result, resultInput) = Signal<Never, Never>.pipe()
    let onDeinit: @MainActor () -> Void

    init(_ onDeinit: @escaping @MainActor () -> Void) {
        self.onDeinit = onDeinit
    }

    isolated deinit {
        onDeinit()
    }

    var rootViewController: PlatformViewController { screen }
}

/// A coordinator that owns its navigator and pops to its root when it deinitializes.
final class PoppingCoordinator: Coordinator {
    private let navigationController = HeadlessNavigationController()
    private lazy var navigator = StackNavigator<Int>(
        navigationController: navigationController, diagnostics: NavigationDiagnostics { _ in })

    var rootViewController: PlatformViewController { navigationController }

    /// Shows three screens and returns them.
    func start() -> [Screen] {
        let screens = [Screen("0"), Screen("1"), Screen("2")]
        navigator.set(screens.enumerated().map { (route: $0.offset, viewController: $0.element) }, animated: false)
        return screens
    }

    func handle(route: Int) {}

    isolated deinit {
        navigator.popToRoot(animated: false)
    }
}
