import Foundation
import ReactiveNavigation
import Signals
import Testing

/// Snapshots of the navigation tree as Codable data, restored through the coordinators into a fresh app, on timed
/// transitions, and checked against the snapshot.
@MainActor
@Suite("Deep links: snapshots and restoration", .checksForLeaks)
struct RestorationTests {
    final class Settings: RestorableCoordinator {
        enum Route: Equatable { case account, privacy }
        let navigationController = HeadlessNavigationController()
        let navigator: StackNavigator<Route>

        init() {
            navigator = StackNavigator(navigationController: navigationController, diagnostics: .init { _ in })
            navigator.set([(route: .privacy, viewController: Screen("settings"))], animated: false)
        }

        var rootViewController: PlatformViewController { navigationController }

        func handle(route: Route) {
            navigator.push(route: route, viewController: Screen("\(route)"), animated: true)
        }

        func restorationSteps() -> [String] { navigator.routes.dropFirst().map { "\($0)" } }

        func route(restoring step: String) -> Route? {
            ["account": .account, "privacy": .privacy][step]
        }
    }

    /// The app: a stack of items (each with a view model, which a snapshot does not save) and settings presented over
    /// it, whose own steps a snapshot nests.
    final class App: RestorableCoordinator {
        final class ItemViewModel {
            let name: String
            init(name: String) { self.name = name }
        }

        enum Route {
            case item(ItemViewModel)
            case settings(then: [Settings.Route])
        }

        enum Step: Codable, Equatable {
            case item(String)
            case settings([String])
        }

        let navigationController: HeadlessNavigationController
        let navigator: StackNavigator<Route>
        let modal: ModalNavigator<Route>
        let knownItems: Set<String>
        private(set) var settings: Settings?

        init(timing: TransitionTiming, knownItems: Set<String> = ["apples", "bread", "cheese"]) {
            self.knownItems = knownItems
            navigationController = HeadlessNavigationController(timing: timing)
            navigator = StackNavigator(navigationController: navigationController, diagnostics: .init { _ in })
            modal = ModalNavigator(presenter: navigationController, diagnostics: .init { _ in })
            navigator.set(
                [(route: .item(ItemViewModel(name: "home")), viewController: Screen("home"))], animated: false)
        }

        var rootViewController: PlatformViewController { navigationController }

        func handle(route: Route) {
            switch route {
            case .item(let viewModel):
                navigator.push(route: route, viewController: Screen(viewModel.name), animated: true)
            case .settings(let then):
                let child = Settings()
                settings = child
                modal.present(route: route, coordinator: child, animated: true)
                child.follow(then)
            }
        }

        func restorationSteps() -> [Step] {
            let items: [Step] = navigator.routes.dropFirst().compactMap {
                if case .item(let viewModel) = $0 { Step.item(viewModel.name) } else { nil }
            }
            guard case .settings? = modal.presentedRoute, let settings else { return items }
            return items + [.settings(settings.restorationSteps())]
        }

        func route(restoring step: Step) -> Route? {
            switch step {
            case .item(let name):
                return knownItems.contains(name) ? Route.item(ItemViewModel(name: name)) : nil
            case .settings(let steps):
                let routes = steps.compactMap { Settings().route(restoring: $0) }
                return routes.count == steps.count ? .settings(then: routes) : nil
            }
        }
    }

    let clock = TestScheduler()

    private func settle() {
        clock.advance(by: .seconds(30))
    }

    /// An app navigated by hand: two items, then settings with the account screen pushed.
    private func navigatedApp() -> App {
        let app = App(timing: .animated(.milliseconds(300), on: clock))
        app.handle(route: .item(.init(name: "apples")))
        app.handle(route: .item(.init(name: "bread")))
        app.handle(route: .settings(then: [.account]))
        settle()
        return app
    }

    @Test func aSnapshotRestoredIntoAFreshAppOnTimedHostsGivesTheSameSnapshot() throws {
        let original = navigatedApp()
        let snapshot = original.navigationSnapshot()
        #expect(snapshot.steps == [.item("apples"), .item("bread"), .settings(["account"])])

        let data = try JSONEncoder().encode(snapshot)
        let decoded = try JSONDecoder().decode(NavigationSnapshot<App.Step>.self, from: data)
        let fresh = App(timing: .animated(.milliseconds(300), on: clock))
        var outcome: RestorationOutcome<App.Step>?
        fresh.restore(decoded, animation: .allSteps) { outcome = $0 }
        #expect(outcome == nil, "an animated restoration takes the transitions' time")
        settle()
        #expect(outcome == .restored)
        #expect(fresh.navigationSnapshot() == snapshot)
        #expect(fresh.navigationController.transitionWarnings.isEmpty)
        trackForLeaks(original, fresh)
    }

    @Test func byDefaultARestorationIsUnanimatedAndDoneBeforeItReturns() {
        let original = navigatedApp()
        let fresh = App(timing: .animated(.milliseconds(300), on: clock))
        var outcome: RestorationOutcome<App.Step>?
        fresh.restore(original.navigationSnapshot()) { outcome = $0 }
        #expect(outcome == .restored)
        #expect(fresh.navigationSnapshot() == original.navigationSnapshot())
        #expect(!fresh.navigationController.isTransitioning)
        #expect(fresh.navigationController.transitionWarnings.isEmpty)
        trackForLeaks(original, fresh)
    }

    @Test func aStepThatCannotBeRestoredIsReportedAndNothingIsTaken() {
        let app = App(timing: .animated(.milliseconds(300), on: clock), knownItems: ["apples"])
        var outcome: RestorationOutcome<App.Step>?
        app.restore(NavigationSnapshot(steps: [.item("apples"), .item("durian")])) { outcome = $0 }
        settle()
        #expect(outcome == .unrestorable(step: 1, .item("durian")))
        #expect(app.navigationSnapshot().steps.isEmpty)
        trackForLeaks(app)
    }

    /// Every step is turned into a route before any is taken: an unrestorable step, a child's included, is reported at
    /// once and leaves the app as it was, and the steps before it restore on their own.
    @Test func anUnrestorableStepIsReportedAtOnceAndTheStepsBeforeItCanBeRestoredInstead() {
        let app = App(timing: .animated(.milliseconds(300), on: clock))
        let snapshot = NavigationSnapshot<App.Step>(steps: [.item("apples"), .settings(["account", "gone"])])
        var outcome: RestorationOutcome<App.Step>?
        app.restore(snapshot) { outcome = $0 }
        #expect(outcome == .unrestorable(step: 1, .settings(["account", "gone"])), "reported before restore returns")
        #expect(app.navigator.routes.count == 1)
        #expect(app.navigationController.viewControllers.count == 1)
        #expect(app.navigationController.presentedViewController == nil)
        #expect(app.settings == nil)
        #expect(app.navigationController.transitionQueue.isIdle)

        guard case .unrestorable(let step, _) = outcome else { return }
        var prefixOutcome: RestorationOutcome<App.Step>?
        app.restore(NavigationSnapshot(steps: Array(snapshot.steps.prefix(step)))) { prefixOutcome = $0 }
        settle()
        #expect(prefixOutcome == .restored)
        #expect(app.navigationSnapshot().steps == [.item("apples")])
        trackForLeaks(app)
    }

    @Test func aRestorationThatEndsElsewhereIsReportedAsAMismatch() {
        let app = App(timing: .instant)
        // The user's swipe during the restoration is not what a coordinator would restore.
        var outcome: RestorationOutcome<App.Step>?
        let sabotage = app.navigator.transitions.observeValues { [weak app] transition in
            if transition.phase == .finished, transition.routes.count == 2 {
                app?.navigationController.simulateBackButtonTap()
            }
        }
        app.restore(NavigationSnapshot(steps: [.item("apples")])) { outcome = $0 }
        settle()
        #expect(outcome == .mismatch(expected: [.item("apples")], restored: []))
        sabotage?.dispose()
        trackForLeaks(app)
    }

    @Test func theAsyncFormReturnsTheOutcome() async {
        let app = App(timing: .instant)
        let outcome = await app.restore(NavigationSnapshot(steps: [.item("cheese"), .settings(["privacy"])]))
        #expect(outcome == .restored)
        #expect(app.navigationSnapshot().steps == [.item("cheese"), .settings(["privacy"])])
    }
}
