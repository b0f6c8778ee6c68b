import ReactiveNavigation
import Signals
import Testing

/// A navigator refuses, before changing anything, a call that would hand its host a screen the host cannot show
/// (`TransitionHost.canShow(_:)`): SwiftUI's view states show only ``ViewScreen``s, as UIKit's containers show only
/// view controllers.
@MainActor
@Suite("Reliability: screens a host cannot show are refused", .checksForLeaks)
struct ScreensAHostCannotShowTests {
    let scene = NavigationScene(timing: .instant)
    let diagnostics = DiagnosticsRecorder()

    @Test func aScreenThatIsNotAViewScreenIsRefusedOnASwiftUIStack() async {
        let stack = NavigationStackState(scene: scene)
        let navigator = StackNavigator<String>(navigationController: stack, diagnostics: diagnostics.sink)
        trackForLeaks(stack, navigator)
        await navigator.set([(route: "home", viewController: ViewScreen("home"))], animated: false)
        let outcome = await navigator.push(route: "uikit", viewController: HeadlessViewController(), animated: false)
        #expect(outcome == .refused(diagnostics.diagnostics[0]))
        #expect(diagnostics.kinds == [.hostRefused])
        #expect(navigator.routes == ["home"])
        #expect(stack.path.isEmpty)
        let set = await navigator.set(
            [
                (route: "home", viewController: ViewScreen("home")),
                (route: "uikit", viewController: HeadlessViewController()),
            ],
            animated: false)
        #expect(set.diagnostic?.kind == .hostRefused)
        #expect(navigator.routes == ["home"])
    }

    @Test func aSwiftUIPresentationOrTabOfAnotherScreenIsRefused() async {
        let presentations = PresentationState(scene: scene)
        let modal = ModalNavigator<String>(presenter: presentations, diagnostics: diagnostics.sink)
        let tabs = TabViewState(scene: scene)
        let tabNavigator = TabNavigator<String>(tabBarController: tabs, diagnostics: diagnostics.sink)
        trackForLeaks(presentations, modal, tabs, tabNavigator)
        let presented = await modal.present(route: "sheet", viewController: HeadlessViewController(), animated: false)
        #expect(presented.diagnostic?.kind == .hostRefused)
        #expect(modal.presentedRoute == nil)
        let set = await tabNavigator.set(
            [(route: "a", viewController: ViewScreen("a")), (route: "b", viewController: HeadlessViewController())],
            animated: false)
        #expect(set.diagnostic?.kind == .hostRefused)
        #expect(tabNavigator.routes.isEmpty)
        #expect(diagnostics.kinds == [.hostRefused, .hostRefused])
    }

    @Test func theRefusalOnASwiftUIStackNamesTheRouteAndTheStateNeverSeesTheScreen() async {
        let stack = NavigationStackState(scene: scene)
        let navigator = StackNavigator<String>(navigationController: stack, diagnostics: diagnostics.sink)
        trackForLeaks(stack, navigator)
        await navigator.set([(route: "home", viewController: ViewScreen("home"))], animated: false)
        let pushed = await navigator.push(route: "uikit", viewController: HeadlessViewController(), animated: true)
        let set = await navigator.set(
            [
                (route: "home", viewController: ViewScreen("home")),
                (route: "settings", viewController: HeadlessViewController()),
            ],
            animated: true)
        #expect(pushed.diagnostic?.kind == .hostRefused)
        #expect(pushed.diagnostic?.message.contains("route uikit") == true)
        #expect(set.diagnostic?.kind == .hostRefused)
        #expect(set.diagnostic?.message.contains("route settings") == true)
        #expect(diagnostics.diagnostics == [pushed.diagnostic, set.diagnostic].compactMap { $0 })
        #expect(navigator.routes == ["home"])
        #expect(stack.path.isEmpty)
        #expect(scene.transitionWarnings.isEmpty, "the navigator refuses before the state is asked")
    }

    @Test func theRefusalOnASwiftUIPresentationNamesTheRouteAlsoOverAPresentedScreen() async {
        let presentations = PresentationState(scene: scene)
        let modal = ModalNavigator<String>(
            presenter: presentations, diagnostics: diagnostics.sink, stacksPresentations: true)
        trackForLeaks(presentations, modal)
        let sheet = await modal.present(route: "uikit sheet", viewController: HeadlessViewController(), animated: true)
        #expect(sheet.diagnostic?.message.contains("route uikit sheet") == true)
        #expect(presentations.sheet == nil)
        let first = ViewScreen("first")
        let shown = await modal.present(route: "first", viewController: first, animated: true)
        #expect(shown == .completed)
        let above = await modal.present(route: "uikit above", viewController: HeadlessViewController(), animated: true)
        #expect(above.diagnostic?.kind == .hostRefused)
        #expect(above.diagnostic?.message.contains("route uikit above") == true)
        #expect(modal.presentedRoutes == ["first"])
        #expect(first.presentations.sheet == nil)
        #expect(diagnostics.kinds == [.hostRefused, .hostRefused])
        #expect(scene.transitionWarnings.isEmpty, "the navigator refuses before the state is asked")
    }

    @Test func headlessHostsShowAnyScreen() async {
        let controller = HeadlessNavigationController()
        let navigator = StackNavigator<String>(navigationController: controller, diagnostics: diagnostics.sink)
        trackForLeaks(controller, navigator)
        let outcome = await navigator.push(route: "any", viewController: ViewScreen("any"), animated: false)
        #expect(outcome == .completed)
        #expect(diagnostics.kinds.isEmpty)
    }
}
