import ReactiveNavigation
import ReactiveNavigationTesting
import Testing

@testable import ItemListApp

/// The navigation explorer on the example app: random taps, deep links and gestures on hosts whose transitions take
/// time, checked against the same steps on instant hosts.
@MainActor
@Suite(.timeLimit(.minutes(10))) struct ExampleNavigationExplorerTests {
    /// The example app's coordinator, and what its screens let the user do.
    static func explorer() -> NavigationExplorer<AppCoordinator> {
        // The screen the user can tap: the top of the stack, unless an alert covers it.
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
            actions: [
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
                .init("restore a saved stack", mayBeRefused: true) { app in
                    app.restore(NavigationSnapshot(steps: [.item("Bread"), .configuration]))
                },
                .init("pop by code", mayBeRefused: true) { $0.navigator.pop(animated: true) },
            ])
    }

    /// The same app on SwiftUI's view states: the same routes and `handle(route:)`, the same actions on the view models
    /// of its screens, and SwiftUI's write-backs as the user's gestures.
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
            actions: [
                .init("tap Bread", isTap: true) { (top($0) as? ItemListScreen)?.viewModel.select("Bread") },
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
                .init("pop by code", mayBeRefused: true) { $0.navigator.pop(animated: true) },
            ])
    }

    @Test func theSameCoordinatorOnSwiftUIViewStatesKeepsEveryNavigationInvariant() {
        let exploration = Self.viewStateExplorer().explore(seed: 20_261_124, runs: 50, steps: 100)
        print(exploration)
        #expect(exploration.passed, "\(exploration)")
        #expect(exploration.checks > 500, "the hierarchy settled too rarely to check anything")
    }

    @Test func tenThousandStepsOfTheExampleAppKeepEveryNavigationInvariant() {
        let exploration = Self.explorer().explore(seed: 20_261_124, runs: 100, steps: 100)
        print(exploration)
        #expect(exploration.passed, "\(exploration)")
        #expect(exploration.steps == 10_000)
        #expect(exploration.checks > 1_000, "the hierarchy settled too rarely to check anything")
    }
}
