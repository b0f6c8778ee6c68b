import ReactiveNavigation
import Testing

let seedApps: [any SeedApp.Type] = [
    ReadmeDependencyInjectionSeed.App.self,
    ReadmeReactiveSeed.App.self,
    ExampleDependencyInjectionSeed.App.self,
    ExampleReactiveSeed.App.self,
]

let reactiveSeedApps = seedApps.filter { $0.isReactive }

/// The seeds' item-list apps, compiled from the seeds' own code and driven through their view models.
@MainActor
@Suite(.checksForLeaks) struct SeedAppTests {
    @Test(arguments: seedApps)
    func launchingShowsTheItemList(_ appType: any SeedApp.Type) {
        let app = appType.init()
        trackGraphForLeaks(of: app)
        #expect(app.routeNames == ["start"])
        #expect(app.navigationController.viewControllers.count == 1)
    }

    @Test(arguments: seedApps)
    func pressingAnItemPushesTheItemScreen(_ appType: any SeedApp.Type) {
        let app = appType.init()
        trackGraphForLeaks(of: app)
        app.pressItem("Second")
        #expect(app.routeNames == ["start", "item Second"])
        let top = app.navigationController.topViewController
        #expect(Mirror(reflecting: top!).descendant("item") as? String == "Second")
    }

    @Test(arguments: seedApps)
    func configurationPushesItsScreenWithItsOwnNavigationBound(_ appType: any SeedApp.Type) {
        let app = appType.init()
        trackGraphForLeaks(of: app)
        app.pressConfiguration()
        #expect(app.routeNames == ["start", "configuration"])
        app.pressClose(on: nil)
        #expect(app.routeNames == ["start"])
        #expect(app.navigationController.viewControllers.count == 1)
    }

    @Test(arguments: seedApps)
    func aUserBackSwipeMakesTheRouteStackFollow(_ appType: any SeedApp.Type) {
        let app = appType.init()
        trackGraphForLeaks(of: app)
        app.pressItem("First")
        app.navigationController.simulateInteractivePop(completing: false)
        #expect(app.routeNames == ["start", "item First"])
        app.navigationController.simulateInteractivePop(completing: true)
        #expect(app.routeNames == ["start"])
        app.pressItem("Third")
        #expect(app.routeNames == ["start", "item Third"])
    }

    @Test(arguments: reactiveSeedApps)
    func aReleasedViewControllerEndsItsBindings(_ appType: any SeedApp.Type) {
        let app = appType.init()
        trackGraphForLeaks(of: app)
        app.pressConfiguration()
        weak let configurationScreen = app.navigationController.topViewController
        let configurationViewModel = app.topViewModel
        app.navigationController.simulateBackButtonTap()
        #expect(configurationScreen == nil)
        app.pressItem("First")
        app.pressClose(on: configurationViewModel)
        #expect(app.routeNames == ["start", "item First"])
    }

    @Test(arguments: seedApps)
    func releasingTheRootFreesTheWholeAppGraph(_ appType: any SeedApp.Type) {
        var app: (any SeedApp)? = appType.init()
        app!.pressItem("First")
        app!.navigationController.simulateBackButtonTap()
        app!.pressConfiguration()
        let graph = WeakReferences(reachableObjects(from: app!))
        #expect(graph.count >= 8)
        app = nil
        #expect(graph.alive.isEmpty, "still alive: \(graph.alive)")
    }
}
