import Foundation
import ReactiveNavigation
import Signals
import Testing

/// Trees of other shapes: split columns with a stack in the detail column, pages, routes that carry view models
/// (saved through the identity their coordinator maps), routes that cannot be saved, `lazy` navigators, and a
/// coordinator released while its restoration runs.
@MainActor
@Suite("Navigation state: trees of every container", .checksForLeaks)
struct TreeShapesTests {
    /// A mail app: folders in the primary column, a message list in the detail column's stack, pages of a message.
    final class MailCoordinator: Coordinator {
        enum Route: Codable, Equatable {
            case folders
            case inbox
            case message(id: Int, subject: String?)
            case page(Int)
        }

        let split = HeadlessSplitViewController(isCollapsed: true)
        let detailController = HeadlessNavigationController()
        let pagesController = HeadlessPageViewController()
        let columns: SplitNavigator<Route>
        let detail: StackNavigator<Route>
        private(set) lazy var pages = PageNavigator<Route>(
            pageViewController: pagesController, diagnostics: .init { _ in })

        init() {
            columns = SplitNavigator(splitViewController: split, diagnostics: .init { _ in })
            detail = StackNavigator(navigationController: detailController, diagnostics: .init { _ in })
            columns.show(route: .folders, viewController: Screen("folders"), in: .primary, animated: false)
        }

        var rootViewController: PlatformViewController { split }

        func handle(route: Route) {
            switch route {
            case .folders: columns.show(route: route, viewController: Screen("folders"), in: .primary, animated: true)
            case .inbox:
                detail.set([(route: route, viewController: Screen("inbox"))], animated: false)
                columns.show(route: route, viewController: detailController, in: .secondary, animated: true)
            case .message: detail.push(route: route, viewController: pagesController, animated: true)
            case .page(let number):
                if pages.routes.isEmpty {
                    pages.set((1...3).map { (route: .page($0), viewController: Screen("page \($0)")) }, animated: false)
                }
                pages.select(where: { $0 == .page(number) }, animated: true)
            }
        }
    }

    @Test func aSplitWithAStackInItsDetailColumnAndPagesRoundTrips() throws {
        let app = MailCoordinator()
        app.follow([.inbox, .message(id: 4, subject: nil), .page(2)])
        let tree = app.navigationTree()
        #expect(tree.navigators.map(\.name) == ["columns", "pages", "detail"])
        #expect(tree.navigators[0].screens.map(\.column) == ["primary", "secondary"])
        #expect(tree.navigators[0].selection == 1)
        #expect(tree.navigators[1].selection == 1)
        #expect(tree.navigators[2].container == NavigatorState.Container(navigator: "columns", screen: 1))
        #expect(tree.navigators[1].container == nil)

        let fresh = MailCoordinator()
        var outcome: TreeRestorationOutcome?
        fresh.restore(try JSONDecoder().decode(NavigationTree.self, from: JSONEncoder().encode(tree))) {
            outcome = $0
        }
        #expect(outcome?.failures == [])
        #expect(fresh.navigationTree() == tree)
        #expect(fresh.detail.routes == [.inbox, .message(id: 4, subject: nil)])
        #expect(fresh.pages.selectedRoute == .page(2))
        #expect(fresh.columns.topColumn == .secondary)
        trackForLeaks(app, fresh)
    }

    /// A split view in the first of two tabs, which the app sets when it handles a tab's route.
    final class TabbedMail: Coordinator {
        enum Route: Codable, Equatable { case mail, settings, folders, inbox }

        let tabBarController = HeadlessTabBarController()
        let split = HeadlessSplitViewController(isCollapsed: false)
        let tabs: TabNavigator<Route>
        let columns: SplitNavigator<Route>

        init() {
            tabs = TabNavigator(tabBarController: tabBarController, diagnostics: .init { _ in })
            columns = SplitNavigator(splitViewController: split, diagnostics: .init { _ in })
            columns.show(route: .folders, viewController: Screen("folders"), in: .primary, animated: false)
        }

        var rootViewController: PlatformViewController { tabBarController }

        func handle(route: Route) {
            switch route {
            case .mail, .settings:
                if tabs.routes.isEmpty {
                    tabs.set(
                        [
                            (route: .mail, viewController: split),
                            (route: .settings, viewController: Screen("settings")),
                        ], animated: false)
                }
                tabs.select(route)
            case .folders: columns.show(route: route, viewController: Screen("folders"), in: .primary, animated: false)
            case .inbox: columns.show(route: route, viewController: Screen("inbox"), in: .secondary, animated: false)
            }
        }
    }

    @Test func aSplitInATabTheAppSetsLaterIsRestoredNotGivenUp() throws {
        let app = TabbedMail()
        app.handle(route: .mail)
        app.handle(route: .inbox)
        let tree = app.navigationTree()
        // The split is planned before the tabs that host it, which the fresh app has not set yet.
        #expect(tree.navigators.map(\.name) == ["columns", "tabs"])
        #expect(tree.navigators[0].container == NavigatorState.Container(navigator: "tabs", screen: 0))

        let fresh = TabbedMail()
        let outcome = fresh.restoredAtOnce(tree)
        #expect(outcome?.failures == [])
        #expect(fresh.navigationTree() == tree)
        trackForLeaks(app, fresh)
    }

    /// A stack that starts a child flow (a picker) for one of its routes.
    final class PickingCoordinator: Coordinator {
        enum Route: Codable, Equatable { case list, pick }

        let navigationController = HeadlessNavigationController()
        let navigator: StackNavigator<Route>
        private(set) var picks: [FlowOutcome<String>] = []

        init() {
            navigator = StackNavigator(navigationController: navigationController, diagnostics: .init { _ in })
            navigator.set([(route: .list, viewController: Screen("list"))], animated: false)
        }

        var rootViewController: PlatformViewController { navigationController }

        func handle(route: Route) {
            switch route {
            case .list: navigator.push(route: route, viewController: Screen("list"), animated: true)
            case .pick:
                navigator.push(route: route, flow: PickerFlow(), animated: true).observeValues { [weak self] in
                    self?.picks.append($0)
                }
            }
        }
    }

    @Test func aChildFlowOnTheStackIsRestoredByStartingItAgain() throws {
        let app = PickingCoordinator()
        app.handle(route: .pick)
        let tree = app.navigationTree()
        #expect(tree.navigators[0].screens.map(\.route?.description) == [#"{"list": {}}"#, #"{"pick": {}}"#])
        let fresh = PickingCoordinator()
        let outcome = fresh.restoredAtOnce(tree)
        #expect(outcome?.isComplete == true)
        #expect(fresh.navigationTree() == tree)
        // The restored flow is a running flow: popping its screen ends it as cancelled.
        fresh.navigator.pop(animated: false)
        #expect(fresh.picks == [.cancelled])
        trackForLeaks(app, fresh)
    }

    /// A view model, which makes a route that holds it not `Codable`.
    final class ItemViewModel {
        let name: String

        init(name: String) {
            self.name = name
        }
    }

    /// Routes with view models, saved as the identity the coordinator maps.
    final class CatalogueCoordinator: Coordinator, RouteIdentifying {
        enum Route {
            case list
            case item(ItemViewModel)
        }

        let navigationController = HeadlessNavigationController()
        let navigator: StackNavigator<Route>
        /// Items that exist; a saved item that no longer does cannot be restored.
        var catalogue: Set<String> = ["Apples", "Pears"]

        init() {
            navigator = StackNavigator(navigationController: navigationController, diagnostics: .init { _ in })
            navigator.set([(route: .list, viewController: Screen("list"))], animated: false)
        }

        var rootViewController: PlatformViewController { navigationController }

        func handle(route: Route) {
            navigator.push(route: route, viewController: Screen("item"), animated: true)
        }

        func routeIdentity(of route: Route) -> String? {
            switch route {
            case .list: "list"
            case .item(let model): "item:" + model.name
            }
        }

        func route(identifiedBy identity: String) -> Route? {
            if identity == "list" { return .list }
            let name = String(identity.dropFirst("item:".count))
            return catalogue.contains(name) ? .item(ItemViewModel(name: name)) : nil
        }
    }

    @Test func routesWithViewModelsRoundTripThroughTheirIdentity() throws {
        let app = CatalogueCoordinator()
        app.handle(route: .item(ItemViewModel(name: "Apples")))
        app.handle(route: .item(ItemViewModel(name: "Pears")))
        let tree = app.navigationTree()
        #expect(
            tree.navigators[0].screens.map(\.route) == [.string("list"), .string("item:Apples"), .string("item:Pears")])

        let fresh = CatalogueCoordinator()
        var outcome = fresh.restoredAtOnce(tree)
        #expect(outcome?.isComplete == true)
        #expect(fresh.navigationTree() == tree)

        let sold = CatalogueCoordinator()
        sold.catalogue = ["Pears"]
        outcome = sold.restoredAtOnce(tree)
        #expect(
            outcome?.failures.map(\.path) == ["CatalogueCoordinator.navigator[1]", "CatalogueCoordinator.navigator[2]"])
        #expect(outcome?.failures.first?.reason == "CatalogueCoordinator no longer has a route for this identity")
        trackForLeaks(app, fresh, sold)
    }

    /// Routes that are neither `Codable` nor identified: saved as `nil`, and reported when restored.
    final class OpaqueCoordinator: Coordinator {
        let navigationController = HeadlessNavigationController()
        let navigator: StackNavigator<ItemViewModel>

        init() {
            navigator = StackNavigator(navigationController: navigationController, diagnostics: .init { _ in })
        }

        var rootViewController: PlatformViewController { navigationController }

        func handle(route: ItemViewModel) {
            navigator.push(route: route, viewController: Screen(route.name), animated: false)
        }
    }

    @Test func aRouteThatCannotBeSavedIsReportedNotDropped() {
        let app = OpaqueCoordinator()
        app.handle(route: ItemViewModel(name: "Apples"))
        let tree = app.navigationTree()
        #expect(tree.navigators[0].screens == [ScreenState(route: nil)])
        let fresh = OpaqueCoordinator()
        let outcome = fresh.restoredAtOnce(tree)
        #expect(
            outcome?.failures == [
                RestorationFailure(
                    path: "OpaqueCoordinator.navigator[0]", route: nil,
                    reason: "its route is not Codable and its coordinator does not identify it")
            ])
        trackForLeaks(app, fresh)
    }

    /// The restoration keeps its coordinator until it ends, so that its completion always comes; then it lets go.
    @Test func aCoordinatorReleasedDuringItsRestorationIsKeptUntilItEnds() throws {
        let clock = TestScheduler()
        let app = TabbedShopCoordinator(timing: .animated(.milliseconds(300), on: clock))
        app.follow([.product(1), .product(2)], animation: .none)
        let tree = app.navigationTree()
        var fresh: TabbedShopCoordinator? = TabbedShopCoordinator(timing: .animated(.milliseconds(300), on: clock))
        weak let released = fresh
        var outcome: TreeRestorationOutcome?
        fresh?.restore(tree, animation: .allSteps) { outcome = $0 }
        fresh = nil
        #expect(released != nil)
        clock.advance(by: .seconds(10))
        #expect(outcome?.isComplete == true)
        #expect(released == nil)
        trackForLeaks(app)
    }

    @Test func restoringTheTreeAnAppShowsChangesNothing() {
        let app = TabbedShopCoordinator(timing: .instant)
        app.follow([.product(1), .sheet("a")])
        var transitions = 0
        let disposable = app.home.transitions.observeValues { _ in transitions += 1 }
        let outcome = app.restoredAtOnce(app.navigationTree())
        #expect(outcome?.isComplete == true)
        #expect(transitions == 0)
        disposable?.dispose()
        trackForLeaks(app)
    }
}
