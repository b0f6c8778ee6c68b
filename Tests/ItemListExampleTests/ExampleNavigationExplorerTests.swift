import ReactiveNavigation
import ReactiveNavigationTesting
import Testing

@testable import ItemListApp

/// The navigation explorer on the example app: random taps, deep links and gestures on hosts whose transitions take
/// time, checked against the same steps on instant hosts; on headless UIKit controllers, and on the view states a
/// SwiftUI app binds to.
@MainActor
@Suite(.timeLimit(.minutes(10))) struct ExampleNavigationExplorerTests {
    /// What the example's screens let the user do, and what the app does by itself, whatever shows the screens.
    ///
    /// - Parameter top: The screen the user can tap: the top of the stack, unless an alert covers it.
    static func actions<App: ItemListNavigation>(
        top: @escaping @MainActor (App) -> AnyObject?
    ) -> [NavigationExplorer<App>.Action] {
        [
            .init("tap Bread", isTap: true) { (top($0) as? ItemListScreen)?.viewModel.select("Bread") },
            .init("tap Cheese", isTap: true) { (top($0) as? ItemListScreen)?.viewModel.select("Cheese") },
            .init("open the configuration", isTap: true) {
                (top($0) as? ItemListScreen)?.viewModel.openConfiguration()
            },
            .init("save the configuration", isTap: true) { (top($0) as? ConfigurationScreen)?.viewModel.save() },
            .init("reset the configuration", isTap: true) {
                (top($0) as? ConfigurationScreen)?.viewModel.askToReset()
            },
            .init("open the catalogue", isTap: true) { (top($0) as? ItemListScreen)?.viewModel.openCatalogue() },
            .init("open a deep link", mayBeRefused: true) { app in
                let router = ExampleLinks.router(catalogueService: CatalogueService())
                if let routes = try? router.routes(for: ExampleLinks.applesConfiguration) { app.follow(routes) }
            },
            .init("open a link to the catalogue", mayBeRefused: true) { app in
                let router = ExampleLinks.router(catalogueService: CatalogueService())
                if let routes = try? router.routes(for: "itemlist://catalogue") { app.follow(routes) }
            },
            .init("open a deep link step by step", mayBeRefused: true) { app in
                let router = ExampleLinks.router(catalogueService: CatalogueService())
                if let routes = try? router.routes(for: ExampleLinks.applesConfiguration) {
                    app.follow(routes, animation: .allSteps)
                }
            },
            .init("open a link that asks to reset the configuration", mayBeRefused: true) { app in
                // A push and an alert in one link: the stack's set, then the alert, each in one transition.
                let configuration = ConfigurationViewModel()
                app.follow([.itemList(.configuration(configuration)), .configuration(.confirmReset(configuration))])
            },
            .init("pop by code", mayBeRefused: true) { $0.navigator.pop(animated: true) },
            .init("restore a saved stack", mayBeRefused: true) { app in
                let start = RouteValue.object(["start": .object([:])])
                let bread = RouteValue.object(["item": .object(["_0": .string("Bread")])])
                let screens = [start, bread, .object(["configuration": .object([:])])].map { ScreenState(route: $0) }
                app.restore(
                    NavigationTree(navigators: [NavigatorState(name: "navigator", kind: .stack, screens: screens)]))
            },
        ]
    }

    /// The example app's coordinator on headless UIKit controllers.
    static func explorer() -> NavigationExplorer<AppCoordinator> {
        func top(_ app: AppCoordinator) -> AnyObject? {
            app.navigationController.presentedViewController == nil ? app.navigationController.topViewController : nil
        }
        return NavigationExplorer(
            makeApp: { timing in
                let app = AppCoordinator(timing: timing, diagnostics: NavigationDiagnostics { _ in })
                app.handle(route: .start(ItemListViewModel()))
                return app
            },
            root: { $0.navigationController },
            actions: actions(top: top))
    }

    /// The same routes and `handle(route:)` on SwiftUI's view states, the user's gestures made as SwiftUI writes them
    /// back.
    static func viewStateExplorer() -> NavigationExplorer<ViewStateAppCoordinator> {
        func top(_ app: ViewStateAppCoordinator) -> AnyObject? {
            guard app.screen.presentations.presentedScreen == nil else { return nil }
            return (app.stack.viewControllers.last as? ViewScreen)?.content as AnyObject?
        }
        return NavigationExplorer(
            makeApp: { timing in
                let app = ViewStateAppCoordinator(
                    scene: NavigationScene(timing: timing), diagnostics: NavigationDiagnostics { _ in })
                app.handle(route: .start(ItemListViewModel()))
                return app
            },
            root: { $0.screen.presentations },
            actions: actions(top: top))
    }

    @Test func tenThousandStepsOfTheExampleAppKeepEveryNavigationInvariant() {
        let exploration = Self.explorer().explore(seed: 20_261_124, runs: 100, steps: 100)
        print(exploration)
        #expect(exploration.passed, "\(exploration)")
        #expect(exploration.steps == 10_000)
        #expect(exploration.checks > 1_000, "the hierarchy settled too rarely to check anything")
    }

    @Test func theSameCoordinatorOnSwiftUIViewStatesKeepsEveryNavigationInvariant() {
        let exploration = Self.viewStateExplorer().explore(seed: 20_261_124, runs: 50, steps: 100)
        print(exploration)
        #expect(exploration.passed, "\(exploration)")
        #expect(exploration.checks > 500, "the hierarchy settled too rarely to check anything")
    }
}
