import ReactiveNavigation
import ReactiveNavigationTesting
import Signals
import Testing

/// The navigation explorer: it passes a correct app, and catches each kind of broken coordinator with a short replay.
@MainActor
@Suite("Transitions: the navigation explorer", .timeLimit(.minutes(10)))
struct NavigationExplorerTests {
    /// A small app: a tab bar whose first tab is a stack that also presents, with flows, and ways to break it.
    @MainActor
    final class App {
        enum Flaw { case none, bypassesNavigator, keepsScreens, refusesUnasked }

        let tabBar: HeadlessTabBarController
        let controller = HeadlessNavigationController()
        let stack: StackNavigator<String>
        let modal: ModalNavigator<String>
        let tabs: TabNavigator<String>
        let pageContainer = HeadlessPageViewController()
        let pages: PageNavigator<String>
        let splitView = HeadlessSplitViewController(tripleColumn: true)
        let split: SplitNavigator<String>
        private let flaw: Flaw
        private var kept: [AnyObject] = []
        private var flows: [Weak] = []
        private var count = 0

        private struct Weak {
            weak var flow: PickerFlow?
        }

        init(timing: TransitionTiming, flaw: Flaw) {
            self.flaw = flaw
            tabBar = HeadlessTabBarController(timing: timing)
            let quiet = NavigationDiagnostics { _ in }
            stack = StackNavigator(navigationController: controller, diagnostics: quiet)
            modal = ModalNavigator(presenter: controller, diagnostics: quiet, stacksPresentations: true)
            tabs = TabNavigator(tabBarController: tabBar, diagnostics: quiet)
            pages = PageNavigator(pageViewController: pageContainer, diagnostics: quiet)
            pages.set(["one", "two", "three"].map { (route: $0, viewController: Screen($0)) }, animated: false)
            split = SplitNavigator(splitViewController: splitView, diagnostics: quiet)
            split.show(route: "folders", viewController: Screen("folders"), in: .primary, animated: false)
            tabs.set(
                [
                    (route: "home", viewController: controller), (route: "more", viewController: pageContainer),
                    (route: "mail", viewController: splitView),
                ],
                animated: false)
            stack.set([(route: "root", viewController: Screen("root"))], animated: false)
        }

        func name(_ prefix: String) -> String {
            count += 1
            return "\(prefix)\(count)"
        }

        func open() {
            let name = name("screen")
            let screen = Screen(name)
            if flaw == .keepsScreens { kept.append(screen) }
            if flaw == .bypassesNavigator {
                controller.pushViewController(screen, animated: true)
            } else {
                stack.push(route: name, viewController: screen, animated: true)
            }
        }

        func back() {
            stack.pop(animated: true)
        }

        func startFlow(presenting: Bool) {
            let flow = PickerFlow()
            flows.append(Weak(flow: flow))
            if presenting {
                modal.present(route: name("sheet"), flow: flow, animated: true)
            } else {
                stack.push(route: name("flow"), flow: flow, animated: true)
            }
        }

        /// The user taps "done" on the flow screen on top, presented or pushed.
        func finishFlow() {
            flows.removeAll { $0.flow == nil }
            let top = controller.presentedViewController ?? controller.topViewController
            flows.first { $0.flow?.screen === top }?.flow?.resultInput.send(value: "done")
        }

        func confirm() {
            let alert = Alert(
                title: "Sure?", buttons: [.init("Yes", result: true), .init("No", role: .cancel, result: false)])
            modal.present(alert: alert, route: name("alert"), animated: true)
        }

        func present() {
            modal.present(route: name("sheet"), viewController: HeadlessViewController(), animated: true)
        }
    }

    static func explorer(_ flaw: App.Flaw) -> NavigationExplorer<App> {
        NavigationExplorer(
            makeApp: { App(timing: $0, flaw: flaw) },
            root: { $0.tabBar },
            actions: [
                .init("open a screen") { $0.open() },
                // A pop on the root, or a present while another screen is presented, is refused: the app says so,
                // except the flawed one that did not expect it.
                .init("go back in code", mayBeRefused: flaw != .refusesUnasked) { $0.back() },
                .init("push a flow") { $0.startFlow(presenting: false) },
                .init("present a flow", mayBeRefused: true) { $0.startFlow(presenting: true) },
                .init("tap done on a flow's screen", isTap: true) { $0.finishFlow() },
                .init("present a sheet", mayBeRefused: true) { $0.present() },
                .init("dismiss in code", mayBeRefused: true) { $0.modal.dismiss(animated: true) },
                .init("dismiss every sheet in code", mayBeRefused: true) { $0.modal.dismissAll(animated: true) },
                .init("ask for confirmation", mayBeRefused: true) { $0.confirm() },
                // Not "the other tab": while calls wait, `selectedRoute` still shows the tab selected now.
                .init("select more") { $0.tabs.select("more") },
                .init("select home") { $0.tabs.select("home") },
                .init("select mail") { $0.tabs.select("mail") },
                .init("show the last page") { $0.pages.select("three", animated: true) },
                .init("show the first page") { $0.pages.select("one", animated: true) },
                .init("open a mailbox") { app in
                    app.split.show(
                        route: app.name("box"), viewController: Screen("box"), in: .supplementary, animated: true)
                },
                .init("open a message") { app in
                    app.split.show(
                        route: app.name("message"), viewController: Screen("message"), in: .secondary, animated: true)
                },
                .init("show the folders", mayBeRefused: false) { $0.split.show(.primary, animated: true) },
            ])
    }

    @Test func aCorrectAppPassesThousandsOfStepsWithTabsStacksModalsAndFlows() {
        let exploration = Self.explorer(.none).explore(seed: 7, runs: 40, steps: 100)
        #expect(exploration.passed, "\(exploration)")
        #expect(exploration.checks > 300)
    }

    @Test(arguments: [
        (App.Flaw.bypassesNavigator, "UIKit would warn"),
        (App.Flaw.keepsScreens, "left the hierarchy but is still alive"),
        (App.Flaw.refusesUnasked, "refused that the app did not allow"),
    ])
    func aBrokenCoordinatorIsCaughtWithAShortReplay(flaw: App.Flaw, problem: String) {
        let explorer = Self.explorer(flaw)
        let exploration = explorer.explore(seed: 7, runs: 40, steps: 100)
        guard let failure = exploration.failure else {
            Issue.record("the explorer missed \(flaw)")
            return
        }
        #expect(failure.steps.count <= 6, "\(exploration)")
        #expect(failure.problems.contains { $0.contains(problem) }, "\(exploration)")
        #expect(!explorer.replay(failure.steps).isEmpty, "the printed replay does not fail again")
        #expect(exploration.description.contains("Run seed \(failure.seed)"))
    }
}
