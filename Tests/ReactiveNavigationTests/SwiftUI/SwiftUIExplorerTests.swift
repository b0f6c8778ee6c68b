import ReactiveNavigation
import ReactiveNavigationTesting
import Signals
import Testing

/// The navigation explorer on a SwiftUI app's view states: it passes a correct app, with the same user gestures as on
/// UIKit hosts made through SwiftUI's write-backs, and catches a coordinator that changes a view state behind its
/// navigator's back.
@MainActor
@Suite("SwiftUI: the navigation explorer on view states", .timeLimit(.minutes(5)))
struct SwiftUIExplorerTests {
    /// A tab view whose first tab is a navigation stack that presents sheets and alerts, and a split view tab.
    @MainActor
    final class App {
        let scene: NavigationScene
        let tabView: TabViewState
        let tabs: TabNavigator<String>
        let stackState: NavigationStackState
        let stack: StackNavigator<String>
        let modal: ModalNavigator<String>
        let splitState: SplitViewState
        let split: SplitNavigator<String>
        private let bypassesNavigator: Bool
        private var count = 0

        init(timing: TransitionTiming, bypassesNavigator: Bool = false) {
            self.bypassesNavigator = bypassesNavigator
            scene = NavigationScene(timing: timing)
            let quiet = NavigationDiagnostics { _ in }
            tabView = TabViewState(scene: scene)
            tabs = TabNavigator(tabBarController: tabView, diagnostics: quiet)
            let feed = ViewScreen("feed")
            stackState = NavigationStackState(root: feed, scene: scene)
            stack = StackNavigator(navigationController: stackState, diagnostics: quiet)
            stack.set([(route: "feed", viewController: feed)], animated: false)
            modal = ModalNavigator(presenter: feed.presentations, diagnostics: quiet, stacksPresentations: true)
            splitState = SplitViewState(tripleColumn: true, scene: scene)
            split = SplitNavigator(splitViewController: splitState, diagnostics: quiet)
            split.show(route: "folders", viewController: ViewScreen("folders"), in: .primary, animated: false)
            tabs.set(
                [
                    (route: "home", viewController: ViewScreen(stackState)),
                    (route: "mail", viewController: ViewScreen(splitState)),
                ],
                animated: false)
        }

        private func name(_ prefix: String) -> String {
            count += 1
            return "\(prefix)\(count)"
        }

        func open() {
            let name = name("item")
            if bypassesNavigator {
                stackState.pushViewController(ViewScreen(name), animated: true)
            } else {
                stack.push(route: name, viewController: ViewScreen(name), animated: true)
            }
        }

        func presentSheet() {
            let name = name("sheet")
            modal.present(route: name, viewController: ViewScreen(name), animated: true)
        }

        func presentCover() {
            let name = name("cover")
            modal.present(route: name, viewController: ViewScreen(name, style: .fullScreenCover), animated: true)
        }

        func askToDelete() {
            let alert = Alert<Bool>(
                title: "Delete?",
                buttons: [
                    .init("Delete", role: .destructive, result: true), .init("Cancel", role: .cancel, result: false),
                ])
            modal.present(alert: alert, route: name("alert"), animated: true)
        }

        func openMessage() {
            let name = name("message")
            split.show(route: name, viewController: ViewScreen(name), in: .secondary, animated: true)
        }

        /// A deep link: the home tab, its root, then two screens.
        func followLink() {
            tabs.select("home")
            modal.dismissAll(animated: true)
            stack.popToRoot(animated: true)
            for _ in 0..<2 { open() }
        }
    }

    private func explorer(bypassesNavigator: Bool = false) -> NavigationExplorer<App> {
        NavigationExplorer(
            transitionDuration: .milliseconds(300),
            makeApp: { App(timing: $0, bypassesNavigator: bypassesNavigator) },
            root: { $0.tabView },
            actions: [
                .init("open an item", isTap: true) { $0.open() },
                .init("present a sheet", isTap: true) { $0.presentSheet() },
                .init("present a cover", isTap: true) { $0.presentCover() },
                .init("ask to delete", isTap: true) { $0.askToDelete() },
                .init("open a message", isTap: true) { $0.openMessage() },
                .init("go back", mayBeRefused: true) { $0.stack.pop(animated: true) },
                .init("close the sheet", mayBeRefused: true) { $0.modal.dismiss(animated: true) },
                .init("select mail") { $0.tabs.select("mail") },
                .init("follow a link", mayBeRefused: true) { $0.followLink() },
            ])
    }

    @Test func aCorrectAppPassesThousandsOfStepsOfSwiftUIWriteBacks() {
        let exploration = explorer().explore(seed: 2026, runs: 40, steps: 100)
        #expect(exploration.passed, "\(exploration)")
        #expect(exploration.checks > 400, "the explorer settled and checked often: \(exploration.checks)")
    }

    @Test func aCoordinatorThatPushesBehindItsNavigatorsBackIsCaughtWithAShortReplay() throws {
        let exploration = explorer(bypassesNavigator: true).explore(seed: 7, runs: 20, steps: 60)
        let failure = try #require(exploration.failure)
        #expect(failure.steps.count <= 4, "\(failure.steps)")
        let pushes = failure.steps.filter { "\($0)".contains("open an item") || "\($0)".contains("follow a link") }
        #expect(!pushes.isEmpty, "the replay keeps the push that bypassed the navigator: \(failure.steps)")
        let caught = failure.problems.contains {
            $0.contains("StackNavigator") || $0.contains("SwiftUI would go wrong")
        }
        #expect(caught, "\(failure.problems)")
    }
}
