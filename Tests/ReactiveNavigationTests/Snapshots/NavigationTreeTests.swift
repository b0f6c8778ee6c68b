import Foundation
import ReactiveNavigation
import Signals
import Testing

/// The account flow: a child coordinator with its own stack.
final class AccountFlowCoordinator: Coordinator {
    enum Route: Codable, Equatable {
        case overview
        case order(Int)
    }

    let navigationController = HeadlessNavigationController()
    let navigator: StackNavigator<Route>

    init() {
        navigator = StackNavigator(navigationController: navigationController, diagnostics: .init { _ in })
        navigator.set([(route: .overview, viewController: Screen("overview"))], animated: false)
    }

    var rootViewController: PlatformViewController { navigationController }

    func handle(route: Route) {
        navigator.push(route: route, viewController: Screen("\(route)"), animated: true)
    }
}

/// An app with two tabs, each a stack; sheets stacked over the tabs; the account presented as a child coordinator.
/// It has no restoration code: its routes are `Codable`.
final class TabbedShopCoordinator: Coordinator {
    enum Route: Codable, Equatable {
        case home, search
        case product(Int)
        case query(String, page: Int)
        case sheet(String)
        case account
        /// A route the app no longer shows anything for.
        case retired
    }

    let tabBarController: HeadlessTabBarController
    let tabs: TabNavigator<Route>
    let homeController = HeadlessNavigationController()
    let searchController = HeadlessNavigationController()
    let home: StackNavigator<Route>
    let search: StackNavigator<Route>
    let sheets: ModalNavigator<Route>
    let diagnostics = DiagnosticsRecorder()
    private(set) weak var account: AccountFlowCoordinator?

    init(timing: TransitionTiming) {
        tabBarController = HeadlessTabBarController(timing: timing)
        tabs = TabNavigator(tabBarController: tabBarController, diagnostics: diagnostics.sink)
        home = StackNavigator(navigationController: homeController, diagnostics: diagnostics.sink)
        search = StackNavigator(navigationController: searchController, diagnostics: diagnostics.sink)
        sheets = ModalNavigator(presenter: tabBarController, diagnostics: diagnostics.sink, stacksPresentations: true)
        tabs.set(
            [(route: .home, viewController: homeController), (route: .search, viewController: searchController)],
            animated: false)
        home.set([(route: .home, viewController: Screen("home"))], animated: false)
        search.set([(route: .search, viewController: Screen("search"))], animated: false)
    }

    var rootViewController: PlatformViewController { tabBarController }

    /// Pushes onto the selected tab's stack, as many apps do: restoring has to select the tab first.
    func handle(route: Route) {
        let stack = tabs.selectedRoute == .search ? search : home
        switch route {
        case .home, .search: tabs.select(route)
        case .product, .query: stack.push(route: route, viewController: Screen("\(route)"), animated: true)
        case .sheet: sheets.present(route: route, viewController: HeadlessViewController(), animated: true)
        case .account:
            let account = AccountFlowCoordinator()
            self.account = account
            sheets.present(route: route, coordinator: account, animated: true)
        case .retired: break
        }
    }
}

@MainActor
@Suite("Navigation state: the coordinator tree as a value", .checksForLeaks)
struct NavigationTreeTests {
    typealias Route = TabbedShopCoordinator.Route

    let clock = TestScheduler()

    private func makeApp() -> TabbedShopCoordinator {
        let app = TabbedShopCoordinator(timing: .animated(.milliseconds(300), on: clock))
        trackForLeaks(app)
        return app
    }

    private func settle() {
        clock.advance(by: .seconds(30))
    }

    /// Home stack [home, 1, 2]; search stack [search, "shoes" p2], selected; a sheet, and the account over it with
    /// [overview, order 7].
    private func navigate(_ app: TabbedShopCoordinator) throws {
        var outcome: DeepLinkOutcome<Route>?
        app.follow([.product(1), .product(2), .search, .query("shoes", page: 2), .sheet("filters"), .account]) {
            outcome = $0
        }
        settle()
        #expect(outcome?.isCompleted == true, "\(String(describing: outcome))")
        try #require(app.account).handle(route: .order(7))
        settle()
    }

    /// Routes as a tree saves them, read back from JSON.
    private func saved<SavedRoute: Encodable>(_ routes: [SavedRoute]) throws -> [RouteValue?] {
        try routes.map { try JSONDecoder().decode(RouteValue.self, from: JSONEncoder().encode($0)) }
    }

    @Test func theTreeHoldsEveryContainerAndTheChildsStack() throws {
        let app = makeApp()
        try navigate(app)
        let tree = app.navigationTree()
        #expect(tree.navigators.map(\.name) == ["tabs", "home", "search", "sheets"])
        #expect(tree.navigators.map(\.kind) == [.tab, .stack, .stack, .modal])
        #expect(tree.navigators[0].selection == 1)
        #expect(tree.navigators[1].container == NavigatorState.Container(navigator: "tabs", screen: 0))
        #expect(tree.navigators[2].container == NavigatorState.Container(navigator: "tabs", screen: 1))
        #expect(tree.navigators[3].container == nil)
        #expect(tree.navigators[1].screens.map(\.route) == (try saved([Route.home, .product(1), .product(2)])))
        #expect(tree.navigators[3].screens.map(\.route) == (try saved([Route.sheet("filters"), .account])))
        let account = try #require(tree.navigators[3].screens[1].child)
        #expect(account.navigators.map(\.name) == ["navigator"])
        #expect(
            account.navigators[0].screens.map(\.route)
                == (try saved([AccountFlowCoordinator.Route.overview, .order(7)])))
        #expect(tree.screenCount == 2 + 3 + 2 + 2 + 2)
    }

    @Test func aTreeSavedAsJSONRestoresIntoAFreshAppAsItWas() throws {
        let app = makeApp()
        try navigate(app)
        let saved = try JSONEncoder().encode(app.navigationTree())

        let fresh = makeApp()
        var outcome: TreeRestorationOutcome?
        fresh.restore(try JSONDecoder().decode(NavigationTree.self, from: saved)) { outcome = $0 }
        // Nothing animates by default: on hosts whose unanimated transitions are immediate, as UIKit's are, the
        // restoration is done before `restore` returns.
        #expect(outcome?.isComplete == true)
        #expect(outcome?.failures == [])
        #expect(fresh.navigationTree() == app.navigationTree())
        #expect(try JSONDecoder().decode(NavigationTree.self, from: saved) == fresh.navigationTree())
        #expect(fresh.home.routes == [.home, .product(1), .product(2)])
        #expect(fresh.search.routes == [.search, .query("shoes", page: 2)])
        #expect(fresh.tabs.selectedRoute == .search)
        #expect(fresh.sheets.presentedRoutes == [.sheet("filters"), .account])
        #expect(fresh.account?.navigator.routes == [.overview, .order(7)])
        #expect(fresh.tabBarController.transitionWarnings.isEmpty)
        #expect(fresh.diagnostics.diagnostics.isEmpty)
    }

    @Test(arguments: [DeepLinkAnimation.allSteps, .lastStepOnly])
    func anAnimatedRestorationTakesOneStepAtATimeOnTimedHosts(animation: DeepLinkAnimation) throws {
        let app = makeApp()
        try navigate(app)
        let fresh = makeApp()
        var outcome: TreeRestorationOutcome?
        fresh.restore(app.navigationTree(), animation: animation) { outcome = $0 }
        #expect(outcome == nil)
        settle()
        #expect(outcome?.isComplete == true)
        #expect(fresh.navigationTree() == app.navigationTree())
        #expect(fresh.tabBarController.transitionWarnings.isEmpty)
        #expect(fresh.homeController.transitionWarnings.isEmpty)
    }

    /// A stack, a tab, two stacked sheets and a child coordinator: each container changes once (the child's stack is
    /// counted in OneTransitionPerContainerTests).
    @Test(arguments: [DeepLinkAnimation.lastStepOnly, .none])
    func aRestorationChangesEachContainerOnce(animation: DeepLinkAnimation) throws {
        let app = makeApp()
        try navigate(app)
        let fresh = makeApp()
        var began: [String: Int] = [:]
        func count(_ name: String) -> (NavigationTransition<Route>) -> Void {
            { if $0.phase == .began { began[name, default: 0] += 1 } }
        }
        let disposables = [
            fresh.home.transitions.observeValues(count("home")),
            fresh.search.transitions.observeValues(count("search")),
            fresh.tabs.transitions.observeValues(count("tabs")),
            fresh.sheets.transitions.observeValues(count("sheets")),
        ]
        var outcome: TreeRestorationOutcome?
        fresh.restore(app.navigationTree(), animation: animation) { outcome = $0 }
        settle()
        let account = try #require(fresh.account)
        #expect(outcome?.isComplete == true)
        #expect(fresh.navigationTree() == app.navigationTree())
        #expect(began == ["home": 1, "search": 1, "tabs": 1, "sheets": 1])
        #expect(fresh.sheets.presentedRoutes == [.sheet("filters"), .account])
        #expect(fresh.tabBarController.presentedViewController != nil)
        #expect(account.navigator.routes == [.overview, .order(7)])
        #expect(account.navigationController.viewControllers.count == 2)
        #expect(fresh.tabBarController.transitionWarnings.isEmpty)
        for disposable in disposables { disposable?.dispose() }
    }

    @Test func aRestorationWaitsForNavigationThatRunsAndHoldsTheQueueUntilItEnds() throws {
        let app = makeApp()
        try navigate(app)
        let fresh = makeApp()
        fresh.handle(route: .product(5))
        var outcome: TreeRestorationOutcome?
        fresh.restore(app.navigationTree()) { outcome = $0 }
        fresh.handle(route: .sheet("later"))
        settle()
        // The push that ran first is a screen the tree does not have: it is reported, never replaced.
        #expect(outcome?.failures.map(\.path) == ["TabbedShopCoordinator.home[1]", "TabbedShopCoordinator.home[2]"])
        #expect(outcome?.failures.first?.reason == "the app shows another screen there")
        #expect(fresh.sheets.presentedRoutes == [.sheet("filters"), .account, .sheet("later")])
    }

    @Test func aRestorationWaitsForTheUsersTransitionBeforeItReadsTheNavigators() throws {
        let app = makeApp()
        app.follow([.product(1), .product(2)])
        settle()
        let fresh = makeApp()
        fresh.handle(route: .product(1))
        settle()
        #expect(fresh.homeController.simulateBackButtonTap())
        var outcome: TreeRestorationOutcome?
        fresh.restore(app.navigationTree()) { outcome = $0 }
        settle()
        #expect(outcome?.isComplete == true)
        #expect(fresh.home.routes == [.home, .product(1), .product(2)])
    }

    @Test func aScreenThatCannotBeRestoredIsReportedByPathWithTheScreensAfterIt() throws {
        let app = makeApp()
        try navigate(app)
        var tree = app.navigationTree()
        // The app no longer shows anything for `.retired`, and a saved route that no longer reads back.
        tree.navigators[1].screens[1].route = try saved([Route.retired])[0]
        tree.navigators[3].screens[0].route = .object(["renamed": .object([:])])

        let fresh = makeApp()
        var outcome: TreeRestorationOutcome?
        fresh.restore(tree) { outcome = $0 }
        let failures = try #require(outcome?.failures)
        #expect(
            failures.map(\.path) == [
                "TabbedShopCoordinator.home[1]", "TabbedShopCoordinator.home[2]", "TabbedShopCoordinator.sheets[0]",
                "TabbedShopCoordinator.sheets[1]", "TabbedShopCoordinator.sheets[1].navigator[0]",
                "TabbedShopCoordinator.sheets[1].navigator[1]",
            ])
        #expect(failures[0].reason == "handling its route did not show it")
        #expect(failures[1].reason == "a screen before it was not restored")
        #expect(failures[2].reason.hasPrefix("the route could not be read back"))
        // The account's own screens are not dropped silently with the sheet that showed it.
        #expect(failures[4].reason == "the screen of its coordinator was not restored")
        #expect(failures[5].route == (try saved([AccountFlowCoordinator.Route.order(7)]))[0])
        #expect(failures[0].description.hasPrefix("TabbedShopCoordinator.home[1] ({\"retired\": {}}): "))
        // The rest of the tree is restored.
        #expect(fresh.search.routes == [.search, .query("shoes", page: 2)])
        #expect(fresh.tabs.selectedRoute == .search)
        #expect(fresh.home.routes == [.home])
        #expect(fresh.sheets.presentedRoutes.isEmpty)
    }

    @Test func aCallTheHostRefusesIsReportedWithItsDiagnostic() throws {
        let app = makeApp()
        try navigate(app)
        let fresh = makeApp()
        // A screen presented behind the navigator's back: UIKit refuses another presentation from the tab bar.
        fresh.tabBarController.present(HeadlessViewController(), animated: false, completion: nil)
        var outcome: TreeRestorationOutcome?
        fresh.restore(app.navigationTree()) { outcome = $0 }
        settle()
        let failures = try #require(outcome?.failures)
        #expect(
            failures.map(\.path) == [
                "TabbedShopCoordinator.sheets[0]", "TabbedShopCoordinator.sheets[1]",
                "TabbedShopCoordinator.sheets[1].navigator[0]", "TabbedShopCoordinator.sheets[1].navigator[1]",
            ])
        #expect(failures.first?.reason.contains("refused") == true)
        #expect(fresh.search.routes == [.search, .query("shoes", page: 2)])
    }

    @Test func theAsyncFormReturnsTheOutcome() async throws {
        let app = makeApp()
        try navigate(app)
        let fresh = makeApp()
        let outcome = await fresh.restore(app.navigationTree())
        #expect(outcome.isComplete)
        #expect(fresh.navigationTree() == app.navigationTree())
    }
}
