import ReactiveNavigation
import Signals
import Testing

@MainActor
@Suite(.checksForLeaks) struct TabNavigatorTests {
    let controller = HeadlessTabBarController()
    let diagnostics = DiagnosticsRecorder()
    let navigator: TabNavigator<String>
    let screens = [Screen("home"), Screen("search"), Screen("profile")]

    init() {
        navigator = TabNavigator(tabBarController: controller, diagnostics: diagnostics.sink)
        navigator.set(
            [
                (route: "home", viewController: screens[0]),
                (route: "search", viewController: screens[1]),
                (route: "profile", viewController: screens[2]),
            ],
            animated: false
        )
        trackForLeaks(controller, navigator, diagnostics, screens[0], screens[1], screens[2])
    }

    @Test func setShowsTheTabsAndSelectsTheFirst() {
        #expect(navigator.routes == ["home", "search", "profile"])
        #expect(sameObjects(controller.viewControllers, screens))
        #expect(navigator.selectedRoute == "home")
    }

    @Test func selectingByRouteSelectsThatTab() {
        #expect(navigator.select("profile"))
        #expect(controller.selectedIndex == 2)
        #expect(navigator.selectedRoute == "profile")
    }

    @Test func aSelectionTheUserMakesIsReportedBack() {
        var fromProperty: [String?] = []
        var fromOnChange: [String?] = []
        navigator.selection.startWithValues { fromProperty.append($0) }
        navigator.onChange = { fromOnChange.append($0) }
        controller.simulateTabSelection(at: 1)
        #expect(navigator.selectedRoute == "search")
        #expect(fromProperty == ["home", "search"])
        #expect(fromOnChange == ["search"])
    }

    @Test func selectingAMissingRouteChangesNothingAndSaysSo() {
        #expect(!navigator.select("settings"))
        #expect(navigator.selectedRoute == "home")
        #expect(diagnostics.kinds == [.routeNotFound])
    }

    @Test func tabsWithTheSameScreenTwiceAreRefused() {
        navigator.set(
            [(route: "a", viewController: screens[0]), (route: "b", viewController: screens[0])], animated: false)
        #expect(navigator.routes == ["home", "search", "profile"])
        #expect(diagnostics.kinds == [.screenAlreadyShown])
    }
}
