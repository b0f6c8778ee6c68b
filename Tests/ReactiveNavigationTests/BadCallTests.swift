import ReactiveNavigation
import Testing

/// Calls a navigator cannot carry out leave its state intact and say so.
@MainActor
@Suite(.checksForLeaks) struct BadCallTests {
    let controller = HeadlessNavigationController()
    let diagnostics = DiagnosticsRecorder()
    let navigator: StackNavigator<String>

    init() {
        navigator = StackNavigator(navigationController: controller, diagnostics: diagnostics.sink)
        trackForLeaks(controller, navigator, diagnostics)
    }

    @Test func popOnAnEmptyStackReturnsNil() {
        #expect(navigator.pop(animated: true) == nil)
        #expect(navigator.popToRoot(animated: true).isEmpty)
        #expect(diagnostics.kinds == [.nothingToPop, .nothingToPop])
        #expect(diagnostics.diagnostics[0].message.contains("empty"))
    }

    @Test func popOnTheRootScreenReturnsNilAndNamesIt() {
        navigator.set([(route: "home", viewController: Screen("home"))], animated: false)
        #expect(navigator.pop(animated: true) == nil)
        #expect(navigator.routes == ["home"])
        #expect(
            diagnostics.diagnostics.map(\.message) == ["pop(animated:) ignored: the root screen home cannot be popped"])
    }

    @Test func popToARouteThatIsNotThereReturnsFalseAndChangesNothing() {
        let screens = [Screen("home"), Screen("detail")]
        trackForLeaks(screens[0], screens[1])
        navigator.set(
            [(route: "home", viewController: screens[0]), (route: "detail", viewController: screens[1])],
            animated: false)
        #expect(!navigator.pop(to: { $0 == "settings" }, animated: true))
        #expect(navigator.routes == ["home", "detail"])
        #expect(sameObjects(controller.viewControllers, screens))
        #expect(diagnostics.kinds == [.routeNotFound])
    }

    @Test func pushingAScreenAlreadyOnTheStackIsRefusedWithAMessageNamingTheRoute() {
        let home = Screen("home")
        trackForLeaks(home)
        navigator.push(route: "home", viewController: home, animated: false)
        navigator.push(route: "home again", viewController: home, animated: true)
        #expect(navigator.routes == ["home"])
        #expect(sameObjects(controller.viewControllers, [home]))
        #expect(diagnostics.kinds == [.screenAlreadyShown])
        #expect(diagnostics.diagnostics[0].message.contains("home again"))
    }

    @Test func settingTheSameScreenTwiceIsRefused() {
        let home = Screen("home")
        trackForLeaks(home)
        navigator.set([(route: "a", viewController: home), (route: "b", viewController: home)], animated: false)
        #expect(navigator.routes.isEmpty)
        #expect(controller.viewControllers.isEmpty)
        #expect(
            diagnostics.diagnostics.map(\.message) == [
                "set(_:animated:) refused: the screen for route b appears twice in the list"
            ])
    }
}
