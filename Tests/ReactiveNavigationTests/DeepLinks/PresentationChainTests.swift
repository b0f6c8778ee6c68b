import ReactiveNavigation
import Signals
import Testing

/// A deep link that presents several screens of one modal navigator: under `.lastStepOnly` and `.none` they are
/// presented as one chain at the link's end, each over the one below, only the last animated.
@MainActor
@Suite("Deep links: one chain of presentations", .checksForLeaks)
struct PresentationChainTests {
    /// An app that presents sheets from its window's screen, stacked or one at a time.
    final class SheetsApp: Coordinator {
        enum Route: Equatable {
            case sheet(String)
            case close
            case closeAll
            /// Presents a screen on the window behind the navigator's back.
            case rogue
        }

        let window: HeadlessViewController
        let sheets: ModalNavigator<Route>
        let diagnostics = DiagnosticsRecorder()
        /// The kinds of the sheets' transitions, in the order they began.
        private(set) var began: [NavigationTransition<Route>.Kind] = []

        init(timing: TransitionTiming, stacksPresentations: Bool = true) {
            window = HeadlessViewController()
            window.transitionTiming = timing
            sheets = ModalNavigator(
                presenter: window, diagnostics: diagnostics.sink, stacksPresentations: stacksPresentations)
            sheets.transitions.observeValues { [weak self] in
                if $0.phase == .began { self?.began.append($0.kind) }
            }
        }

        var rootViewController: PlatformViewController { window }

        func handle(route: Route) {
            switch route {
            case .sheet: sheets.present(route: route, viewController: HeadlessViewController(), animated: true)
            case .close: sheets.dismiss(animated: true)
            case .closeAll: sheets.dismissAll(animated: true)
            case .rogue: window.present(HeadlessViewController(), animated: false)
            }
        }

        /// The screens presented over the window, bottom first, as the hosts show them.
        var shown: [PlatformViewController] {
            var screens: [PlatformViewController] = []
            var presenter: HeadlessViewController? = window
            while let presented = presenter?.presentedViewController {
                screens.append(presented)
                presenter = presented as? HeadlessViewController
            }
            return screens
        }
    }

    let clock = TestScheduler()

    private func makeApp(stacksPresentations: Bool = true) -> SheetsApp {
        let app = SheetsApp(timing: .animated(.milliseconds(300), on: clock), stacksPresentations: stacksPresentations)
        trackForLeaks(app)
        return app
    }

    @Test func stackedSheetsArePresentedInOneTransitionWithOnlyTheLastAnimated() {
        let app = makeApp()
        var outcome: DeepLinkOutcome<SheetsApp.Route>?
        app.follow([.sheet("a"), .sheet("b"), .sheet("c")]) { outcome = $0 }
        // The routes follow the link at once; the chain is under way, its last presentation animated.
        #expect(app.sheets.presentedRoutes == [.sheet("a"), .sheet("b"), .sheet("c")])
        #expect(app.shown.count == 3)
        #expect(outcome == nil)
        clock.advance(by: .milliseconds(300))
        #expect(outcome?.isCompleted == true)
        #expect(app.began == [.present])
        #expect(app.shown.count == 3)
        #expect(app.window.transitionWarnings.isEmpty)
        #expect(app.diagnostics.diagnostics.isEmpty)
    }

    @Test func withoutAnimationTheChainIsPresentedAtOnce() {
        let app = makeApp()
        var outcome: DeepLinkOutcome<SheetsApp.Route>?
        app.follow([.sheet("a"), .sheet("b")], animation: .none) { outcome = $0 }
        #expect(outcome?.isCompleted == true)
        #expect(app.began == [.present])
        #expect(app.shown.count == 2)
    }

    @Test func everyStepAnimatedPresentsOneSheetPerStep() {
        let app = makeApp()
        var outcome: DeepLinkOutcome<SheetsApp.Route>?
        app.follow([.sheet("a"), .sheet("b")], animation: .allSteps) { outcome = $0 }
        #expect(app.sheets.presentedRoutes.isEmpty)
        clock.advance(by: .milliseconds(300))
        #expect(app.sheets.presentedRoutes == [.sheet("a")])
        clock.advance(by: .milliseconds(300))
        #expect(outcome?.isCompleted == true)
        #expect(app.began == [.present, .present])
    }

    /// A sheet that the link presents and then dismisses is never shown: only the one left is presented.
    @Test func aDismissalOfASheetTheLinkDeferredNeverShowsIt() {
        let app = makeApp()
        var outcome: DeepLinkOutcome<SheetsApp.Route>?
        app.follow([.sheet("a"), .sheet("b"), .close]) { outcome = $0 }
        clock.advance(by: .seconds(2))
        #expect(outcome?.isCompleted == true)
        #expect(app.began == [.present])
        #expect(app.sheets.presentedRoutes == [.sheet("a")])
        #expect(app.shown.count == 1)
    }

    /// A dismissal that reaches a sheet shown before the link dismisses it from the host; the sheets the link
    /// deferred above it are only taken off the routes.
    @Test func aDismissalBelowTheDeferredSheetsDismissesTheShownOnesOnly() {
        let app = makeApp()
        app.sheets.present(route: .sheet("before"), viewController: HeadlessViewController(), animated: false)
        var outcome: DeepLinkOutcome<SheetsApp.Route>?
        app.follow([.sheet("a"), .sheet("b"), .closeAll]) { outcome = $0 }
        clock.advance(by: .seconds(2))
        #expect(outcome?.isCompleted == true)
        #expect(app.began == [.present, .dismiss])
        #expect(app.sheets.presentedRoutes.isEmpty)
        #expect(app.shown.isEmpty)
        #expect(app.window.transitionWarnings.isEmpty)
    }

    /// A navigator that presents one screen at a time refuses the second sheet of a link: the link stops there, and
    /// the first sheet is still presented.
    @Test func aRefusedPresentationStopsTheLinkAndTheSheetBeforeItIsStillShown() {
        let app = makeApp(stacksPresentations: false)
        var outcome: DeepLinkOutcome<SheetsApp.Route>?
        app.follow([.sheet("a"), .sheet("b")]) { outcome = $0 }
        clock.advance(by: .seconds(2))
        guard case .stopped(let step, let route, let reason)? = outcome else {
            Issue.record("the link did not stop: \(String(describing: outcome))")
            return
        }
        #expect(step == 1)
        #expect(route == .sheet("b"))
        #expect(reason.kind == .alreadyPresenting)
        #expect(app.sheets.presentedRoutes == [.sheet("a")])
        #expect(app.shown.count == 1)
    }

    /// The window presents a screen of its own before the link's end: it refuses the chain, and the navigator
    /// forgets the sheets it did not present, reports the refusal and stops the link at the step that presented the
    /// first of them.
    @Test func aChainTheHostRefusesIsForgottenAndStopsTheLink() {
        let app = makeApp()
        var outcome: DeepLinkOutcome<SheetsApp.Route>?
        app.follow([.sheet("a"), .sheet("b"), .rogue]) { outcome = $0 }
        clock.advance(by: .seconds(2))
        guard case .stopped(let step, let route, let reason)? = outcome else {
            Issue.record("the link did not stop: \(String(describing: outcome))")
            return
        }
        #expect(step == 0)
        #expect(route == .sheet("a"))
        #expect(reason.kind == .hostRefused)
        #expect(app.sheets.presentedRoutes.isEmpty)
        #expect(app.diagnostics.diagnostics.map(\.kind) == [.hostRefused])
    }
}

#if canImport(Observation)
    /// On SwiftUI's view states, a presented child coordinator's stack (a `NavigationStackState` shown by a
    /// `ViewScreen`) gets its screens, unanimated, before the sheet that shows it is presented, animated.
    @MainActor
    @Suite("Deep links: one chain of presentations on view states", .checksForLeaks)
    struct ViewStatePresentationChainTests {
        final class Child: Coordinator {
            let stack: NavigationStackState
            let screen: ViewScreen
            let navigator: StackNavigator<String>

            init(scene: NavigationScene, journal: Box<[String]>) {
                stack = NavigationStackState(scene: scene)
                screen = ViewScreen(stack)
                navigator = StackNavigator(navigationController: stack, diagnostics: .init { _ in })
                navigator.set([(route: "root", viewController: ViewScreen("root"))], animated: false)
                navigator.transitions.observeValues { if $0.phase == .began { journal.value.append("child stack") } }
            }

            var rootViewController: PlatformViewController { screen }

            func handle(route: String) {
                navigator.push(route: route, viewController: ViewScreen(route), animated: true)
            }
        }

        final class App: Coordinator {
            let scene: NavigationScene
            let screen = ViewScreen("home")
            /// The stack the home screen is the root of: it puts the screen in the scene.
            let root: NavigationStackState
            let sheets: ModalNavigator<String>
            let journal = Box<[String]>([])
            private(set) var child: Child?

            init(scene: NavigationScene) {
                self.scene = scene
                root = NavigationStackState(root: screen, scene: scene)
                sheets = ModalNavigator(presenter: screen.presentations, diagnostics: .init { _ in })
                sheets.transitions.observeValues { [journal] in if $0.phase == .began { journal.value.append("sheet") }
                }
            }

            var rootViewController: PlatformViewController { screen }

            func handle(route: String) {
                let child = Child(scene: scene, journal: journal)
                self.child = child
                sheets.present(route: route, coordinator: child, animated: true)
                child.follow(["a", "b"])
            }
        }

        @Test func aChildsStackHasItsScreensBeforeTheSheetThatShowsIt() throws {
            let clock = TestScheduler()
            let app = App(scene: NavigationScene(timing: .animated(.milliseconds(300), on: clock)))
            trackForLeaks(app)
            var outcome: DeepLinkOutcome<String>?
            app.follow(["settings"]) { outcome = $0 }
            // One transition: the sheet's presentation, which brings in the child's stack.
            clock.advance(by: .milliseconds(300))
            #expect(outcome?.isCompleted == true)
            #expect(app.journal.value == ["child stack", "sheet"])
            let child = try #require(app.child)
            #expect(child.navigator.routes == ["root", "a", "b"])
            #expect(child.stack.path.count == 2)
            #expect(app.sheets.presentedRoutes == ["settings"])
        }
    }
#endif
