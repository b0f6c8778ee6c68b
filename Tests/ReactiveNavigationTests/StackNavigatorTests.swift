import ReactiveNavigation
import Signals
import Testing

@MainActor
@Suite(.checksForLeaks) struct StackNavigatorTests {
    let controller = HeadlessNavigationController()
    let diagnostics = DiagnosticsRecorder()
    let navigator: StackNavigator<String>
    let list = Screen("list")
    let detail = Screen("detail")
    let settings = Screen("settings")

    init() {
        navigator = StackNavigator(navigationController: controller, diagnostics: diagnostics.sink)
        navigator.set([(route: "list", viewController: list)], animated: false)
        trackForLeaks(controller, navigator, diagnostics, list, detail, settings)
    }

    @Test func setReplacesTheStackAndItsRoutes() {
        navigator.set(
            [(route: "detail", viewController: detail), (route: "settings", viewController: settings)], animated: true)
        #expect(navigator.routes == ["detail", "settings"])
        #expect(sameObjects(controller.viewControllers, [detail, settings]))
    }

    @Test func pushesChainAndPeekShowsTheTopRoute() {
        navigator
            .push(route: "detail", viewController: detail, animated: true)
            .push(route: "settings", viewController: settings, animated: true)
        #expect(navigator.routes == ["list", "detail", "settings"])
        #expect(navigator.peek() == "settings")
        #expect(sameObjects(controller.viewControllers, [list, detail, settings]))
    }

    @Test func popReturnsThePoppedRoute() {
        navigator.push(route: "detail", viewController: detail, animated: true)
        #expect(navigator.pop(animated: true) == "detail")
        #expect(navigator.routes == ["list"])
    }

    @Test func popToPopsAboveTheTopmostMatchingRoute() {
        navigator
            .push(route: "detail", viewController: detail, animated: true)
            .push(route: "settings", viewController: settings, animated: true)
        #expect(navigator.pop(to: { $0 == "detail" }, animated: true))
        #expect(navigator.routes == ["list", "detail"])
        #expect(sameObjects(controller.viewControllers, [list, detail]))
    }

    @Test func popToRootReturnsThePoppedRoutes() {
        navigator
            .push(route: "detail", viewController: detail, animated: true)
            .push(route: "settings", viewController: settings, animated: true)
        #expect(navigator.popToRoot(animated: false) == ["detail", "settings"])
        #expect(navigator.routes == ["list"])
    }

    @Test func theRouteStackPropertyAndOnChangeSeeEveryChange() {
        var fromProperty: [[String]] = []
        var fromOnChange: [[String]] = []
        navigator.routeStack.startWithValues { fromProperty.append($0) }
        navigator.onChange = { fromOnChange.append($0) }
        navigator.push(route: "detail", viewController: detail, animated: true)
        controller.simulateBackButtonTap()
        #expect(fromProperty == [["list"], ["list", "detail"], ["list"]])
        #expect(fromOnChange == [["list", "detail"], ["list"]])
    }

    @Test(arguments: UserPop.allCases)
    func theRouteStackFollowsEveryPopTheUserMakes(_ pop: UserPop) {
        navigator
            .push(route: "detail", viewController: detail, animated: true)
            .push(route: "settings", viewController: settings, animated: true)
        var changes = 0
        navigator.onChange = { _ in changes += 1 }
        pop.perform(on: controller, reaching: detail)
        #expect(navigator.routes == pop.expectedRoutes)
        #expect(changes == (pop == .cancelledSwipe ? 0 : 1))
        #expect(controller.viewControllers.count == navigator.routes.count)
    }

    @Test func screensPushedBehindItsBackHaveNoRouteAndDoNotConfuseIt() {
        controller.pushViewController(Screen("stranger"), animated: true)
        navigator.push(route: "detail", viewController: detail, animated: true)
        #expect(navigator.routes == ["list", "detail"])
        #expect(navigator.pop(animated: true) == "detail")
        #expect(navigator.pop(animated: true) == nil)
        #expect(navigator.routes == ["list"])
    }

    @Test func aDeallocatedNavigatorLeavesTheControllerWithoutADelegate() {
        var navigator: StackNavigator<String>? = StackNavigator(navigationController: controller)
        trackForLeaks(navigator!)
        weak let weakNavigator = navigator
        navigator = nil
        #expect(weakNavigator == nil)
        #expect(controller.stackHostDelegate == nil)
    }
}

/// A pop the user makes on a stack of list, detail and settings.
enum UserPop: CaseIterable, CustomTestStringConvertible {
    case backButton
    case completedSwipe
    case cancelledSwipe
    case popWithoutAnimation
    case backMenuToEarlierScreen

    var testDescription: String { "\(self)" }

    var expectedRoutes: [String] {
        switch self {
        case .cancelledSwipe: ["list", "detail", "settings"]
        case .backMenuToEarlierScreen: ["list"]
        case .backButton, .completedSwipe, .popWithoutAnimation: ["list", "detail"]
        }
    }

    @MainActor
    func perform(on controller: HeadlessNavigationController, reaching detail: Screen) {
        switch self {
        case .backButton: controller.simulateBackButtonTap()
        case .completedSwipe: controller.simulateInteractivePop(completing: true)
        case .cancelledSwipe: controller.simulateInteractivePop(completing: false)
        case .popWithoutAnimation: controller.popViewController(animated: false)
        case .backMenuToEarlierScreen: controller.simulateBackMenuSelection(of: controller.viewControllers[0])
        }
    }
}
