import ReactiveNavigation
import Signals
import Testing

/// A deep link runs as one unit: navigation asked for while it runs, a second link included, waits until it ends.
@MainActor
@Suite("Deep links: a link is not interleaved with other navigation", .checksForLeaks)
struct HeldQueueTests {
    final class App: Coordinator {
        let navigationController: HeadlessNavigationController
        let navigator: StackNavigator<String>

        init(timing: TransitionTiming) {
            navigationController = HeadlessNavigationController(timing: timing)
            navigator = StackNavigator(navigationController: navigationController, diagnostics: .init { _ in })
            navigator.set([(route: "home", viewController: Screen("home"))], animated: false)
        }

        var rootViewController: PlatformViewController { navigationController }

        func handle(route: String) {
            if route == "back" {
                navigator.pop(animated: true)
            } else {
                navigator.push(route: route, viewController: Screen(route), animated: true)
            }
        }
    }

    @Test func callsAndLinksMadeWhileALinkRunsWaitForItsEnd() {
        let clock = TestScheduler()
        let app = App(timing: .animated(.milliseconds(300), on: clock))
        app.follow(["a", "b"])
        app.follow(["c", "d"])
        app.handle(route: "back")
        clock.advance(by: .seconds(10))
        #expect(app.navigator.routes == ["home", "a", "b", "c"])
        trackForLeaks(app)
    }
}
