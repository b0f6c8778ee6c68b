import ReactiveNavigation
import ReactiveNavigationTesting
import Signals
import Testing

// The Linux examples of the "SwiftUI" article (SwiftUI.md), as written. Its SwiftUI examples are in
// Tests/UIKitStub/Fixtures (ItemListAppSwiftUI.swift, MixedAppFixture.swift), typechecked against the SwiftUI stub.

@MainActor
@Suite("Documentation: the SwiftUI article", .timeLimit(.minutes(10)))
struct SwiftUIArticleTests {
    @Test func theBackButtonIsSwiftUIWritingThePathAfterThePop() {
        let clock = TestScheduler()
        let scene = NavigationScene(timing: .animated(.milliseconds(350), on: clock))
        let stack = NavigationStackState(scene: scene)
        let navigator = StackNavigator<String>(navigationController: stack)
        navigator.set([(route: "items", viewController: ViewScreen("items"))], animated: false)
        navigator.push(route: "Apples", viewController: ViewScreen("Apples"), animated: true)
        clock.advance(by: .milliseconds(350))

        stack.simulateBackButtonTap()  // SwiftUI writes the shorter path once the pop has ended
        #expect(navigator.routes == ["items", "Apples"])
        clock.advance(by: .milliseconds(350))
        #expect(navigator.routes == ["items"])
        #expect(stack.path.isEmpty)
    }

    @Test func aSheetSwipedDownIsSwiftUISettingItsItemToNil() {
        let clock = TestScheduler()
        let scene = NavigationScene(timing: .animated(.milliseconds(350), on: clock))
        let presentations = PresentationState(scene: scene)
        let modal = ModalNavigator<String>(presenter: presentations)
        modal.present(route: "filters", viewController: ViewScreen("filters"), animated: true)
        clock.advance(by: .milliseconds(350))

        presentations.simulateInteractiveDismiss()  // the sheet's item becomes nil once the dismissal has ended
        clock.advance(by: .milliseconds(350))
        #expect(presentations.sheet == nil)
        #expect(modal.presentedRoute == nil)
    }

    /// The article's app for the explorer: a stack in a tab, with the explorer's root being the tab view's state.
    @MainActor
    final class ShopApp {
        let tabView: TabViewState
        let tabs: TabNavigator<String>
        let stack: NavigationStackState
        let navigator: StackNavigator<String>

        init(timing: TransitionTiming) {
            let scene = NavigationScene(timing: timing)
            tabView = TabViewState(scene: scene)
            tabs = TabNavigator(tabBarController: tabView)
            stack = NavigationStackState(scene: scene)
            navigator = StackNavigator(navigationController: stack)
            navigator.set([(route: "products", viewController: ViewScreen("products"))], animated: false)
            tabs.set(
                [
                    (route: "shop", viewController: ViewScreen(stack)),
                    (route: "cart", viewController: ViewScreen("cart")),
                ],
                animated: false)
        }

        func open(_ product: String) {
            navigator.push(route: product, viewController: ViewScreen(product), animated: true)
        }
    }

    @Test func theExplorerRunsOnViewStates() {
        let explorer = NavigationExplorer<ShopApp>(
            makeApp: { timing in ShopApp(timing: timing) },  // the app's NavigationScene takes this timing
            root: { $0.tabView },
            actions: [
                .init("open a product", isTap: true) { $0.open("product") },
                .init("show the cart") { $0.tabs.select("cart") },
            ]
        )
        let exploration = explorer.explore(seed: 42, runs: 20, steps: 50)
        #expect(exploration.passed, "\(exploration)")
    }
}
