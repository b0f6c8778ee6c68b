import ReactiveNavigation
import Signals
import Testing

/// A stack host whose `didShow` arrives after the call that started the transition, as UIKit's does after an
/// animated push or when the navigation controller is not in a window.
@MainActor
@Suite("Reliability: hosts that report transitions when they finish", .checksForLeaks)
struct DeferredTransitionTests {
    let host = DeferredStackHost()
    let navigator: StackNavigator<String>
    let home = Screen("home")
    let detail = Screen("detail")

    init() {
        navigator = StackNavigator(navigationController: host)
        navigator.set([(route: "home", viewController: home)], animated: false)
        host.finishTransitions()
        trackForLeaks(host, navigator, home, detail)
    }

    @Test func aPushChangesTheRoutesWhenItsTransitionFinishes() {
        navigator.push(route: "detail", viewController: detail, animated: true)
        #expect(sameObjects(host.viewControllers, [home, detail]))
        #expect(navigator.routes == ["home"])
        host.finishTransitions()
        #expect(navigator.routes == ["home", "detail"])
    }

    @Test func aSetKeepsItsRoutes() {
        navigator.set(
            [(route: "home", viewController: home), (route: "detail", viewController: detail)], animated: true)
        host.finishTransitions()
        #expect(navigator.routes == ["home", "detail"])
    }

    @Test func aPushedFlowIsKeptWhileItsScreenIsOnTheStack() {
        var flow: PickerFlow? = PickerFlow()
        weak let weakFlow = flow
        let screen = flow!.screen
        navigator.push(route: "picker", flow: flow!, animated: true)
        flow = nil
        host.finishTransitions()
        #expect(host.viewControllers.last === screen)
        #expect(weakFlow != nil, "the flow was released, without an outcome, while its screen is on the stack")
        #expect(navigator.routes.last == "picker")
    }

    @Test func popToARouteWhoseScreenTheUserIsPoppingWaitsAndIsSuperseded() {
        navigator.push(route: "detail", viewController: detail, animated: false)
        host.finishTransitions()
        // The controller pops on its own (the user's back button), and has not reported it yet.
        _ = host.popViewController(animated: true)
        var outcome: NavigationOutcome?

        navigator.pop(to: { $0 == "detail" }, animated: true, completion: { outcome = $0 })

        #expect(outcome == nil, "the pop started while the user's pop was in flight")
        host.finishTransitions()
        #expect(outcome?.diagnostic?.kind == .routeNotFound)
        #expect(outcome == .superseded(outcome!.diagnostic!))
        #expect(navigator.routes == ["home"])
        #expect(host.viewControllers.count == 1)
    }
}
