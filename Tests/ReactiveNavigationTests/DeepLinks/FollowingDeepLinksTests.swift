import ReactiveNavigation
import Signals
import Testing

/// Deep links followed step by step on timed hosts, across coordinators, stopping at a step that cannot be taken.
@MainActor
@Suite("Deep links: following a link across coordinators", .checksForLeaks)
struct FollowingDeepLinksTests {
    /// The settings flow: a child coordinator with its own stack, presented by the app.
    final class SettingsCoordinator: Coordinator {
        enum Route { case account, privacy, back }
        let navigationController = HeadlessNavigationController()
        let navigator: StackNavigator<Route>

        init() {
            navigator = StackNavigator(navigationController: navigationController, diagnostics: .init { _ in })
            navigator.set([(route: .privacy, viewController: Screen("settings"))], animated: false)
        }

        var rootViewController: PlatformViewController { navigationController }

        func handle(route: Route) {
            switch route {
            case .account, .privacy: navigator.push(route: route, viewController: Screen("\(route)"), animated: true)
            case .back: navigator.pop(animated: true)
            }
        }
    }

    /// The app: a stack, and the settings presented over it; `.settings(then:)` hands the rest of a link to the child.
    final class AppCoordinator: Coordinator {
        enum Route {
            case item(String)
            case back
            case settings(then: [SettingsCoordinator.Route])
            /// Pops, then presents the settings: their link starts while the presentation waits for the pop.
            case backThenSettings(then: [SettingsCoordinator.Route])
        }
        let navigationController: HeadlessNavigationController
        let navigator: StackNavigator<Route>
        let modal: ModalNavigator<Route>
        private(set) weak var settings: SettingsCoordinator?
        var childOutcomes: [DeepLinkOutcome<SettingsCoordinator.Route>] = []

        init(timing: TransitionTiming) {
            navigationController = HeadlessNavigationController(timing: timing)
            navigator = StackNavigator(navigationController: navigationController, diagnostics: .init { _ in })
            modal = ModalNavigator(presenter: navigationController, diagnostics: .init { _ in })
            navigator.set([(route: .item("home"), viewController: Screen("home"))], animated: false)
        }

        var rootViewController: PlatformViewController { navigationController }

        func handle(route: Route) {
            switch route {
            case .item(let name): navigator.push(route: route, viewController: Screen(name), animated: true)
            case .back: navigator.pop(animated: true)
            case .settings(let then):
                let child = SettingsCoordinator()
                settings = child
                modal.present(route: route, coordinator: child, animated: true)
                child.follow(then) { [weak self] in self?.childOutcomes.append($0) }
            case .backThenSettings(let then):
                navigator.pop(animated: true)
                let child = SettingsCoordinator()
                settings = child
                modal.present(route: route, coordinator: child, animated: true)
                child.follow(then) { [weak self] in self?.childOutcomes.append($0) }
            }
        }
    }

    let clock = TestScheduler()
    let app: AppCoordinator

    init() {
        app = AppCoordinator(timing: .animated(.milliseconds(300), on: clock))
        trackForLeaks(app)
    }

    private func settle() {
        clock.advance(by: .seconds(10))
    }

    private func names(_ routes: [AppCoordinator.Route]) -> [String] {
        routes.map {
            switch $0 {
            case .item(let name): name
            case .back: "back"
            case .settings, .backThenSettings: "settings"
            }
        }
    }

    @Test func eachStepStartsOnceTheTransitionBeforeItHasEnded() {
        var outcome: DeepLinkOutcome<AppCoordinator.Route>?
        app.follow([.item("a"), .item("b"), .item("c")], animation: .allSteps) { outcome = $0 }
        var seen: [[String]] = []
        for _ in 0..<3 {
            #expect(app.navigationController.isTransitioning)
            clock.advance(by: .milliseconds(300))
            seen.append(names(app.navigator.routes))
        }
        #expect(seen == [["home", "a"], ["home", "a", "b"], ["home", "a", "b", "c"]])
        #expect(outcome?.isCompleted == true)
        #expect(app.navigationController.transitionWarnings.isEmpty)
    }

    @Test func byDefaultTheStackChangesOnceAndOnlyTheLastStepAnimates() {
        var outcome: DeepLinkOutcome<AppCoordinator.Route>?
        var began: [NavigationTransition<AppCoordinator.Route>.Kind] = []
        let recording = app.navigator.transitions.observeValues { if $0.phase == .began { began.append($0.kind) } }
        app.follow([.item("a"), .item("b"), .item("c")]) { outcome = $0 }
        // The routes follow the link at once; the controller gets the final screens in one animated set.
        #expect(names(app.navigator.routes) == ["home", "a", "b", "c"])
        #expect(app.navigationController.isTransitioning)
        #expect(outcome == nil)
        clock.advance(by: .milliseconds(300))
        #expect(app.navigationController.viewControllers.count == 4)
        #expect(began == [.set])
        #expect(outcome?.isCompleted == true)
        #expect(app.navigationController.transitionWarnings.isEmpty)
        recording?.dispose()
    }

    @Test func withoutAnimationALinkAcrossCoordinatorsLandsAtOnce() {
        var outcome: DeepLinkOutcome<AppCoordinator.Route>?
        app.follow([.item("a"), .settings(then: [.account])], animation: .none) { outcome = $0 }
        #expect(outcome?.isCompleted == true)
        #expect(names(app.navigator.routes) == ["home", "a"])
        #expect(app.modal.presentedRoutes.count == 1)
        #expect(app.settings?.navigator.routes == [.privacy, .account])
        #expect(!app.navigationController.isTransitioning)
        #expect(app.childOutcomes.count == 1)
        #expect(app.navigationController.transitionWarnings.isEmpty)
    }

    @Test func aChildLinkLandsInThePresentationOfTheParentsLastStep() {
        var outcome: DeepLinkOutcome<AppCoordinator.Route>?
        app.follow([.item("a"), .settings(then: [.account, .privacy])]) { outcome = $0 }
        // The parent's stack gets its screen, unanimated; the child's stack gets its screens, unanimated, before the
        // parent's last step presents the settings, animated, which brings them in: one transition.
        #expect(names(app.navigator.routes) == ["home", "a"])
        #expect(app.navigationController.viewControllers.count == 2)
        let settings = app.settings
        #expect(settings?.navigator.routes == [.privacy, .account, .privacy])
        #expect(settings?.navigationController.viewControllers.count == 3)
        #expect(app.navigationController.isTransitioning)
        #expect(outcome == nil)
        clock.advance(by: .milliseconds(300))
        #expect(outcome?.isCompleted == true)
    }

    @Test func aStepThatCannotBeTakenStopsTheLinkAndNamesIt() {
        var outcome: DeepLinkOutcome<AppCoordinator.Route>?
        app.follow([.item("a"), .back, .back, .item("never")]) { outcome = $0 }
        settle()
        guard case .stopped(let step, let route, let reason)? = outcome else {
            Issue.record("the link did not stop: \(String(describing: outcome))")
            return
        }
        #expect(step == 2)
        #expect(names([route]) == ["back"])
        #expect(reason.kind == .nothingToPop)
        #expect(names(app.navigator.routes) == ["home"], "the steps before it were taken, the ones after it not")
    }

    @Test func aLinkReachesAChildCoordinatorAndTheParentWaitsForIt() {
        var outcome: DeepLinkOutcome<AppCoordinator.Route>?
        app.follow([.item("a"), .settings(then: [.account, .privacy]), .item("after")]) { outcome = $0 }
        settle()
        #expect(outcome?.isCompleted == true)
        #expect(app.childOutcomes.map(\.isCompleted) == [true])
        let settings = app.settings
        #expect(settings?.navigator.routes == [.privacy, .account, .privacy])
        // The parent's last step came after the child's link had ended.
        #expect(names(app.navigator.routes) == ["home", "a", "after"])
        #expect(app.navigationController.transitionWarnings.isEmpty)
    }

    @Test func aChildStepThatCannotBeTakenStopsTheWholeLink() {
        var outcome: DeepLinkOutcome<AppCoordinator.Route>?
        app.follow([.settings(then: [.back, .account]), .item("never")]) { outcome = $0 }
        settle()
        guard case .stopped(let step, _, let reason)? = outcome else {
            Issue.record("the link did not stop: \(String(describing: outcome))")
            return
        }
        #expect(step == 0)
        #expect(reason.message.contains("stopped at step 1 (back)"))
        #expect(names(app.navigator.routes) == ["home"])
        #expect(app.settings?.navigator.routes == [.privacy])
    }

    @Test func aChildLinkStartedBeforeItsScreenIsShownStillBelongsToTheLink() {
        var outcome: DeepLinkOutcome<AppCoordinator.Route>?
        app.follow([.item("a"), .backThenSettings(then: [.back]), .item("never")], animation: .allSteps) {
            outcome = $0
        }
        settle()
        guard case .stopped(let step, _, let reason)? = outcome else {
            Issue.record("the link did not stop: \(String(describing: outcome))")
            return
        }
        #expect(step == 1)
        #expect(reason.message.contains("stopped at step 1 (back)"))
        #expect(names(app.navigator.routes) == ["home"])
        #expect(app.modal.presentedRoutes.count == 1)
        #expect(app.navigationController.transitionWarnings.isEmpty)
    }

    @Test func linksOfTwoHierarchiesAtTheSameTimeDoNotTakeEachOthersCalls() {
        let other = AppCoordinator(timing: .animated(.milliseconds(300), on: clock))
        trackForLeaks(other)
        var outcomes: [Bool] = []
        app.follow([.item("a"), .back, .back]) { outcomes.append($0.isCompleted) }
        other.follow([.item("b"), .item("c")]) { outcomes.append($0.isCompleted) }
        settle()
        #expect(outcomes.filter { $0 }.count == 1 && outcomes.count == 2)
        #expect(names(app.navigator.routes) == ["home"])
        #expect(names(other.navigator.routes) == ["home", "b", "c"])
    }

    @Test func theAsyncFormReturnsOnceTheLinkHasEnded() async {
        let clock = self.clock
        let ticking = Task { @MainActor in
            while !Task.isCancelled {
                await Task.yield()
                await clock.advance(by: .milliseconds(100))
            }
        }
        let outcome = await app.follow([.item("x"), .item("y")])
        ticking.cancel()
        await ticking.value
        #expect(outcome.isCompleted)
        #expect(names(app.navigator.routes) == ["home", "x", "y"])
    }
}
