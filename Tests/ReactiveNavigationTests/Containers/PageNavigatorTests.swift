import ReactiveNavigation
import Signals
import Testing

/// A page navigator on a headless page container: pages with routes, selected by the app or swiped by the user, on
/// timed transitions.
@MainActor
@Suite("Containers: page navigator", .checksForLeaks)
struct PageNavigatorTests {
    let clock = TestScheduler()
    let pages: HeadlessPageViewController
    let navigator: PageNavigator<String>
    let diagnostics = DiagnosticsRecorder()
    let welcome = Screen("welcome")
    let privacy = Screen("privacy")
    let done = Screen("done")

    init() {
        pages = HeadlessPageViewController(timing: .animated(.milliseconds(300), on: clock))
        navigator = PageNavigator(pageViewController: pages, diagnostics: diagnostics.sink)
        navigator.set(
            [
                (route: "welcome", viewController: welcome), (route: "privacy", viewController: privacy),
                (route: "done", viewController: done),
            ], animated: false)
        trackForLeaks(pages, navigator, welcome, privacy, done)
    }

    private func settle() {
        clock.advance(by: .seconds(10))
    }

    @Test func setShowsTheFirstPage() {
        #expect(navigator.routes == ["welcome", "privacy", "done"])
        #expect(navigator.selectedRoute == "welcome")
        #expect(pages.currentPage === welcome)
    }

    @Test func selectScrollsToThePageAndChangesTheSelectionWhenTheScrollEnds() {
        var changes: [String?] = []
        navigator.onChange = { changes.append($0) }
        var outcome: NavigationOutcome?
        navigator.select("done", animated: true) { outcome = $0 }
        #expect(navigator.selectedRoute == "welcome")
        clock.advance(by: .milliseconds(300))
        #expect(outcome == .completed)
        #expect(navigator.selectedRoute == "done")
        #expect(changes == ["done"])
    }

    @Test func selectingAPageThatDoesNotExistIsRefused() {
        var outcome: NavigationOutcome?
        navigator.select("missing", animated: true) { outcome = $0 }
        #expect(outcome?.diagnostic?.kind == .routeNotFound)
        #expect(navigator.selectedRoute == "welcome")
    }

    @Test func theUsersSwipesAreReportedWhenTheyEndAndALetGoSwipeChangesNothing() {
        var changes: [String?] = []
        navigator.onChange = { changes.append($0) }
        #expect(!pages.simulateSwipe(forward: false), "there is no page before the first")
        #expect(pages.simulateSwipe(forward: true))
        #expect(!pages.simulateSwipe(forward: true), "ignored while the page scrolls")
        settle()
        #expect(navigator.selectedRoute == "privacy")
        #expect(pages.simulateSwipe(forward: true, completing: false))
        settle()
        #expect(navigator.selectedRoute == "privacy")
        #expect(changes == ["privacy"])
    }

    @Test func aSelectDuringTheUsersSwipeWaitsForIt() {
        pages.simulateSwipe(forward: true)
        navigator.select("welcome", animated: true)
        settle()
        #expect(navigator.selectedRoute == "welcome")
        #expect(pages.transitionWarnings.isEmpty)
    }

    @Test func setKeepsThePageShownWhenItStays() {
        navigator.select("privacy", animated: false)
        navigator.set(
            [(route: "privacy again", viewController: privacy), (route: "done", viewController: done)], animated: true)
        settle()
        #expect(navigator.selectedRoute == "privacy again")
        #expect(navigator.routes == ["privacy again", "done"])
    }

    @Test func aListWithTheSameScreenTwiceIsRefused() {
        var outcome: NavigationOutcome?
        navigator.set([(route: "a", viewController: welcome), (route: "b", viewController: welcome)], animated: false) {
            outcome = $0
        }
        #expect(outcome?.diagnostic?.kind == .screenAlreadyShown)
        #expect(navigator.routes == ["welcome", "privacy", "done"])
    }

    /// XCoordinator's `PageCoordinator` scenario: pages built from routes, one of them shown first.
    @Test func xcoordinatorsPageCoordinatorScenario() {
        enum OnboardingRoute: Equatable { case intro, features, signUp }
        let container = HeadlessPageViewController()
        let onboarding = PageNavigator<OnboardingRoute>(pageViewController: container)
        let routes: [OnboardingRoute] = [.intro, .features, .signUp]
        onboarding.set(routes.map { (route: $0, viewController: HeadlessViewController()) }, animated: false)
        onboarding.select(.features, animated: false)
        #expect(onboarding.selectedRoute == .features)
        container.simulateSwipe(forward: true)
        #expect(onboarding.selectedRoute == .signUp)
    }
}
