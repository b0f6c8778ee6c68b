import ReactiveNavigation
import Signals
import Testing

/// The walk of the coordinator tree where apps hold things in less obvious places: erasers, arrays of navigators,
/// children that hold their parent's navigator, navigators whose routes are not the coordinator's, SwiftUI view states.
@MainActor
@Suite("Navigation state: walking unusual trees", .checksForLeaks)
struct TreeWalkEdgeTests {
    enum Route: Codable, Equatable {
        case screen(String)
        case child
    }

    /// A child that keeps its parent's modal navigator, to dismiss itself: the walk must not go round in circles.
    final class Child: Coordinator {
        let navigationController = HeadlessNavigationController()
        let navigator: StackNavigator<Route>
        weak var parentModal: ModalNavigator<Route>?

        init(parentModal: ModalNavigator<Route>) {
            self.parentModal = parentModal
            navigator = StackNavigator(navigationController: navigationController, diagnostics: .init { _ in })
            navigator.set([(route: .screen("child root"), viewController: Screen("root"))], animated: false)
        }

        var rootViewController: PlatformViewController { navigationController }

        func handle(route: Route) {
            navigator.push(route: route, viewController: Screen("\(route)"), animated: true)
        }
    }

    /// Presents its children through an eraser, keeps two stacks in an array, and a child that holds its modal.
    final class Parent: Coordinator {
        let navigationController = HeadlessNavigationController()
        let stacks: [StackNavigator<Route>]
        let modal: ModalNavigator<Route>
        private(set) var children: [AnyCoordinator<Route>] = []

        init() {
            stacks = [
                StackNavigator(navigationController: navigationController, diagnostics: .init { _ in }),
                StackNavigator(navigationController: HeadlessNavigationController(), diagnostics: .init { _ in }),
            ]
            modal = ModalNavigator(presenter: navigationController, diagnostics: .init { _ in })
            stacks[0].set([(route: .screen("home"), viewController: Screen("home"))], animated: false)
        }

        var rootViewController: PlatformViewController { navigationController }

        func handle(route: Route) {
            switch route {
            case .screen: stacks[0].push(route: route, viewController: Screen("\(route)"), animated: true)
            case .child:
                let child = AnyCoordinator(Child(parentModal: modal))
                children.append(child)
                modal.present(route: route, coordinator: child, animated: true)
            }
        }
    }

    @Test func erasersArraysAndChildrenThatHoldTheirParentsNavigatorAreWalked() throws {
        let app = Parent()
        app.follow([.screen("a"), .child])
        let child = try #require(
            (app.children.first?.rootViewController as AnyObject?) as? HeadlessNavigationController)
        _ = child
        let tree = app.navigationTree()
        #expect(tree.navigators.map(\.name) == ["stacks[0]", "stacks[1]", "modal"])
        let childTree = try #require(tree.navigators[2].screens.first?.child)
        #expect(childTree.navigators.map(\.name) == ["navigator", "parentModal"])
        #expect(childTree.navigators[0].screens.count == 1)

        let fresh = Parent()
        let outcome = fresh.restoredAtOnce(tree)
        #expect(outcome?.isComplete == true)
        #expect(fresh.navigationTree() == tree)
        trackForLeaks(app, fresh)
    }

    /// Tabs whose routes are not the coordinator's.
    final class Tabbed: Coordinator {
        enum Tab: String, Codable { case first, second }

        let tabBarController = HeadlessTabBarController()
        let tabs: TabNavigator<Tab>
        let stack: StackNavigator<Route>
        let stackController = HeadlessNavigationController()

        /// - Parameter tabRoutes: The tabs, in order; the first one hosts the stack.
        init(tabs tabRoutes: [Tab] = [.first, .second]) {
            tabs = TabNavigator(tabBarController: tabBarController, diagnostics: .init { _ in })
            stack = StackNavigator(navigationController: stackController, diagnostics: .init { _ in })
            let stackController = stackController
            tabs.set(
                tabRoutes.map { (route: $0, viewController: $0 == .first ? stackController : Screen("second")) },
                animated: false)
        }

        var rootViewController: PlatformViewController { tabBarController }

        func handle(route: Route) {
            stack.push(route: route, viewController: Screen("\(route)"), animated: false)
        }
    }

    @Test func aNavigatorWhoseRoutesAreNotTheCoordinatorsIsReportedWhenItsScreensAreMissing() {
        let app = Tabbed()
        app.handle(route: .screen("a"))
        app.tabs.select(.second)
        let tree = app.navigationTree()
        #expect(tree.navigators.map(\.name) == ["tabs", "stack"])
        #expect(tree.navigators[1].container == NavigatorState.Container(navigator: "tabs", screen: 0))

        // The same tabs: restored, the second tab selected last.
        let fresh = Tabbed()
        var outcome = fresh.restoredAtOnce(tree)
        #expect(outcome?.isComplete == true)
        #expect(fresh.tabs.selectedRoute == .second)
        #expect(fresh.stack.routes == [.screen("a")])

        // The same tabs in another order: the saved selection is the same tab, wherever it is now.
        let reordered = Tabbed(tabs: [.second, .first])
        outcome = reordered.restoredAtOnce(tree)
        #expect(outcome?.isComplete == true)
        #expect(reordered.tabs.selectedRoute == .second)
        #expect(reordered.stack.routes == [.screen("a")])

        // The tab that hosted the stack is gone: the stack is not restored out of sight, and both are reported.
        let withoutFirst = Tabbed(tabs: [.second])
        outcome = withoutFirst.restoredAtOnce(tree)
        #expect(outcome?.failures.map(\.path) == ["Tabbed.tabs[0]", "Tabbed.stack[0]"])
        #expect(outcome?.failures.last?.reason == "the tab that hosts it is not shown")
        #expect(withoutFirst.stack.routes.isEmpty)

        // A tab navigator the app has not filled: its routes are not the coordinator's, so handling cannot bring it.
        let empty = Tabbed()
        empty.tabs.set([], animated: false)
        outcome = empty.restoredAtOnce(tree)
        #expect(outcome?.failures.first?.path == "Tabbed.tabs[0]")
        #expect(outcome?.failures.first?.reason.contains("does not take") == true)
        trackForLeaks(app, fresh, reordered, withoutFirst, empty)
    }

    /// The home tab's flow: a child coordinator with its own stack.
    final class HomeFlow: Coordinator {
        enum Route: String, Codable { case feed, post }
        let navigationController: HeadlessNavigationController
        let stack: StackNavigator<Route>
        /// Whether its pushes ask for an animation: on a timed controller, that is when they take time.
        let animates: Bool

        init(timing: TransitionTiming? = nil) {
            navigationController = HeadlessNavigationController(timing: timing)
            animates = timing != nil
            stack = StackNavigator(navigationController: navigationController, diagnostics: .init { _ in })
            stack.push(route: .feed, viewController: Screen("feed"), animated: false)
        }

        var rootViewController: PlatformViewController { navigationController }

        func handle(route: Route) {
            stack.push(route: route, viewController: Screen(route.rawValue), animated: animates)
        }
    }

    /// An app whose tabs depend on its version or a flag: handling a tab's route sets the tabs, then selects that one.
    final class FlaggedTabs: Coordinator {
        enum Route: String, Codable { case home, search, account }
        let tabBarController = HeadlessTabBarController()
        let tabs: TabNavigator<Route>
        let home: HomeFlow
        let tabRoutes: [Route]

        init(tabs tabRoutes: [Route], timing: TransitionTiming? = nil) {
            self.tabRoutes = tabRoutes
            home = HomeFlow(timing: timing)
            tabs = TabNavigator(tabBarController: tabBarController, diagnostics: .init { _ in })
        }

        convenience init(showsAccount: Bool) {
            self.init(tabs: showsAccount ? [.home, .search, .account] : [.home, .search])
        }

        var rootViewController: PlatformViewController { tabBarController }

        func handle(route: Route) {
            tabs.set(
                tabRoutes.map {
                    (route: $0, viewController: $0 == .home ? home.rootViewController : Screen($0.rawValue))
                },
                animated: false)
            tabs.select(route)
        }
    }

    @Test(arguments: [
        [FlaggedTabs.Route.home, .account], [.account, .search, .home], [.search, .account, .home],
    ])
    func tabsMatchTheSavedOnesByRouteWhereverTheAppShowsThem(_ freshTabs: [FlaggedTabs.Route]) throws {
        let app = FlaggedTabs(showsAccount: true)
        app.handle(route: .account)
        app.home.handle(route: .post)
        let tree = app.navigationTree()
        let fresh = FlaggedTabs(tabs: freshTabs)
        let outcome = fresh.restoredAtOnce(tree)
        let failures = try #require(outcome?.failures)
        // Only a tab the app no longer has is reported, by its saved place; the others are restored where they are.
        #expect(failures.map(\.path) == (freshTabs.contains(.search) ? [] : ["FlaggedTabs.tabs[1]"]))
        #expect(fresh.tabs.routes == freshTabs)
        #expect(fresh.home.stack.routes == [.feed, .post])
        #expect(fresh.tabs.selectedRoute == .account)
        trackForLeaks(app, fresh)
    }

    @Test func underLastStepOnlyTheLastScreenLeftAnimatesThoughATabWasGivenUp() throws {
        let clock = TestScheduler()
        let app = FlaggedTabs(showsAccount: true)
        app.handle(route: .home)
        app.home.handle(route: .post)
        let fresh = FlaggedTabs(tabs: [.home, .account], timing: .animated(.milliseconds(300), on: clock))
        var outcome: TreeRestorationOutcome?
        fresh.restore(app.navigationTree(), animation: .lastStepOnly) { outcome = $0 }
        // The push of the home flow's last screen is the last step: it animates, so it takes time.
        #expect(outcome == nil)
        #expect(fresh.home.navigationController.isTransitioning)
        clock.advance(by: .seconds(1))
        #expect(outcome?.failures.map(\.path) == ["FlaggedTabs.tabs[1]"])
        #expect(fresh.home.stack.routes == [.feed, .post])
        trackForLeaks(app, fresh)
    }

    @Test func aTabStepThatBringsSomeTabsRestoresTheirFlowsAndReportsOnlyTheOnesMissing() throws {
        let app = FlaggedTabs(showsAccount: true)
        app.handle(route: .account)
        app.home.handle(route: .post)
        let tree = app.navigationTree()
        let fresh = FlaggedTabs(showsAccount: false)
        let outcome = fresh.restoredAtOnce(tree)
        let failures = try #require(outcome?.failures)
        #expect(failures.map(\.path) == ["FlaggedTabs.tabs[2]"])
        #expect(failures.first?.reason.hasPrefix("select(where:) ignored: no tab") == true)
        #expect(fresh.tabs.routes == [.home, .search])
        #expect(fresh.home.stack.routes == [.feed, .post])
        trackForLeaks(app, fresh)
    }

    @Test func aSavedSelectionOutsideItsTabsIsReportedNotFollowed() throws {
        let app = FlaggedTabs(showsAccount: true)
        app.handle(route: .search)
        var tree = app.navigationTree()
        let index = try #require(tree.navigators.firstIndex { $0.name == "tabs" })
        tree.navigators[index].selection = 5
        let fresh = FlaggedTabs(showsAccount: true)
        let outcome = fresh.restoredAtOnce(tree)
        #expect(outcome?.failures.first?.path == "FlaggedTabs.tabs[0]")
        #expect(outcome?.failures.first?.reason == "its saved selection, 5, is not one of its screens")
        trackForLeaks(app, fresh)
    }

    /// An app whose detail route also dismisses a sheet, when there is none: the call is refused, the screen shown.
    final class TidyApp: Coordinator {
        enum Route: String, Codable { case root, detail }
        let navigationController = HeadlessNavigationController()
        let stack: StackNavigator<Route>
        let sheets: ModalNavigator<Route>

        init() {
            stack = StackNavigator(navigationController: navigationController, diagnostics: .init { _ in })
            sheets = ModalNavigator(presenter: navigationController, diagnostics: .init { _ in })
            stack.push(route: .root, viewController: Screen("root"), animated: false)
        }

        var rootViewController: PlatformViewController { navigationController }

        func handle(route: Route) {
            sheets.dismiss(animated: false)
            stack.push(route: route, viewController: Screen(route.rawValue), animated: false)
        }
    }

    @Test func aStepWhoseScreenIsShownIsRestoredThoughACallOfItWasRefused() {
        let app = TidyApp()
        app.handle(route: .detail)
        let fresh = TidyApp()
        let outcome = fresh.restoredAtOnce(app.navigationTree())
        #expect(outcome?.isComplete == true)
        #expect(fresh.stack.routes == [.root, .detail])
        trackForLeaks(app, fresh)
    }

    /// A SwiftUI app: the tab shows a screen whose content is the stack's view state.
    final class ViewStateApp: Coordinator {
        enum Tab: String, Codable { case feed, inbox }

        let scene = NavigationScene(timing: .instant)
        let tabView: TabViewState
        let tabs: TabNavigator<Route>
        let feedState: NavigationStackState
        let inboxState: NavigationStackState
        let feed: StackNavigator<Route>
        let inbox: StackNavigator<Route>

        init() {
            tabView = TabViewState(scene: scene)
            tabs = TabNavigator(tabBarController: tabView, diagnostics: .init { _ in })
            feedState = NavigationStackState(scene: scene)
            inboxState = NavigationStackState(scene: scene)
            feed = StackNavigator(navigationController: feedState, diagnostics: .init { _ in })
            inbox = StackNavigator(navigationController: inboxState, diagnostics: .init { _ in })
            tabs.set(
                [
                    (route: .screen("feed"), viewController: ViewScreen(feedState)),
                    (route: .screen("inbox"), viewController: ViewScreen(inboxState)),
                ], animated: false)
        }

        var rootViewController: PlatformViewController { tabView }

        /// Pushes onto the selected tab's stack.
        func handle(route: Route) {
            let stack = tabs.selectedRoute == .screen("inbox") ? inbox : feed
            stack.push(route: route, viewController: ViewScreen("\(route)"), animated: true)
        }
    }

    @Test func onSwiftUIViewStatesATabIsSelectedBeforeTheStackItHostsIsRestored() throws {
        let app = ViewStateApp()
        app.tabs.select(.screen("inbox"))
        app.handle(route: .screen("message"))
        app.tabs.select(.screen("feed"))
        app.handle(route: .screen("post"))
        let tree = app.navigationTree()
        #expect(tree.navigators[1].container == NavigatorState.Container(navigator: "tabs", screen: 0))
        #expect(tree.navigators[2].container == NavigatorState.Container(navigator: "tabs", screen: 1))

        let fresh = ViewStateApp()
        let outcome = fresh.restoredAtOnce(tree)
        #expect(outcome?.isComplete == true)
        #expect(fresh.inbox.routes == [.screen("message")])
        #expect(fresh.feed.routes == [.screen("post")])
        #expect(fresh.tabs.selectedRoute == .screen("feed"))
        trackForLeaks(app, fresh)
    }
}
