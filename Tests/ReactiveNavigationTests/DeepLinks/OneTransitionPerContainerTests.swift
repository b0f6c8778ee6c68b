import ReactiveNavigation
import Signals
import Testing

/// A deep link or a restoration that animates its last step only, or nothing, lands in one transition per container:
/// each stack's controller gets the final screens in one `set` at the end, three coordinators deep, on hosts that take
/// time.
@MainActor
@Suite("Deep links: one transition per container", .checksForLeaks)
struct OneTransitionPerContainerTests {
    /// A coordinator with a stack, which presents a child of the next level; three levels deep.
    final class Level: Coordinator {
        enum Route: Codable, Equatable {
            case screen(String)
            case child(then: [Route])
            case back
            case dismiss
        }

        let depth: Int
        let navigationController: HeadlessNavigationController
        let navigator: StackNavigator<Route>
        let modal: ModalNavigator<Route>
        private(set) var child: Level?
        /// The transitions of this level's stack and presentations that began, as the hosts ran them.
        private(set) var stackTransitions = 0
        private(set) var modalTransitions = 0
        /// The kinds of this level's transitions, in the order they began.
        private(set) var began: [String] = []
        /// The transitions of every level, as "depth kind", in the order they began.
        let journal: Box<[String]>

        init(depth: Int, timing: TransitionTiming? = nil, journal: Box<[String]> = Box([])) {
            self.depth = depth
            self.journal = journal
            navigationController = HeadlessNavigationController(timing: timing)
            navigator = StackNavigator(navigationController: navigationController, diagnostics: .init { _ in })
            modal = ModalNavigator(presenter: navigationController, diagnostics: .init { _ in })
            navigator.set([(route: .screen("root \(depth)"), viewController: Screen("root"))], animated: false)
            navigator.transitions.observeValues { [weak self] in
                guard $0.phase == .began else { return }
                self?.stackTransitions += 1
                self?.began.append("stack")
                journal.value.append("\(depth) stack")
            }
            modal.transitions.observeValues { [weak self] in
                guard $0.phase == .began else { return }
                self?.modalTransitions += 1
                self?.began.append("modal")
                journal.value.append("\(depth) modal")
            }
        }

        var rootViewController: PlatformViewController { navigationController }

        func handle(route: Route) {
            switch route {
            case .screen: navigator.push(route: route, viewController: Screen("\(route)"), animated: true)
            case .back: navigator.pop(animated: true)
            case .dismiss: modal.dismiss(animated: true)
            case .child(let then):
                let child = Level(depth: depth + 1, journal: journal)
                self.child = child
                modal.present(route: route, coordinator: child, animated: true)
                child.follow(then)
            }
        }
    }

    let clock = TestScheduler()

    private var timing: TransitionTiming { .animated(.milliseconds(300), on: clock) }

    @Test func aThreeLevelLinkChangesEachStackOnce() throws {
        let app = Level(depth: 1, timing: timing)
        trackForLeaks(app)
        var outcome: DeepLinkOutcome<Level.Route>?
        let link: [Level.Route] = [
            .screen("a"), .screen("b"), .back, .screen("c"),
            .child(then: [.screen("d"), .screen("e"), .child(then: [.screen("f"), .screen("g")])]),
        ]
        app.follow(link) { outcome = $0 }
        // By default, the routes follow the link at once; the controllers get their screens at its end.
        #expect(app.navigator.routes == [.screen("root 1"), .screen("a"), .screen("c")])
        clock.advance(by: .seconds(10))
        #expect(outcome?.isCompleted == true)
        let second = try #require(app.child)
        let third = try #require(second.child)
        #expect(app.navigationController.viewControllers.count == 3)
        #expect(second.navigator.routes == [.screen("root 2"), .screen("d"), .screen("e")])
        #expect(second.navigationController.viewControllers.count == 3)
        #expect(third.navigator.routes == [.screen("root 3"), .screen("f"), .screen("g")])
        #expect(third.navigationController.viewControllers.count == 3)
        #expect([app.stackTransitions, second.stackTransitions, third.stackTransitions] == [1, 1, 1])
        #expect([app.modalTransitions, second.modalTransitions] == [1, 1])
        #expect(app.navigationController.transitionWarnings.isEmpty)
    }

    @Test func everyStepAnimatedTheSameLinkChangesAStackPerStep() {
        let app = Level(depth: 1, timing: timing)
        trackForLeaks(app)
        app.follow([.screen("a"), .screen("b"), .back, .screen("c")], animation: .allSteps)
        clock.advance(by: .seconds(10))
        #expect(app.stackTransitions == 4)
        #expect(app.navigator.routes == [.screen("root 1"), .screen("a"), .screen("c")])
    }

    /// Tabs, a stack in the first, and sheets over the tab bar.
    final class TabsApp: Coordinator {
        enum Route: Equatable {
            case screen(String)
            case tab(String)
            case sheet
            /// Dismisses, pushes and selects the second tab, each call queued behind the one before.
            case combo
            /// Presents a screen on the tab bar behind the navigators' back.
            case rogue
        }
        let tabBarController: HeadlessTabBarController
        let firstController = HeadlessNavigationController()
        let tabs: TabNavigator<Route>
        let stack: StackNavigator<Route>
        let modal: ModalNavigator<Route>
        /// The navigators' transitions, in the order they began.
        private(set) var began: [String] = []

        init(timing: TransitionTiming) {
            tabBarController = HeadlessTabBarController(timing: timing)
            tabs = TabNavigator(tabBarController: tabBarController, diagnostics: .init { _ in })
            stack = StackNavigator(navigationController: firstController, diagnostics: .init { _ in })
            modal = ModalNavigator(presenter: tabBarController, diagnostics: .init { _ in })
            tabs.set(
                [
                    (route: .tab("first"), viewController: firstController),
                    (route: .tab("second"), viewController: HeadlessNavigationController()),
                ], animated: false)
            stack.set([(route: .screen("root"), viewController: Screen("root"))], animated: false)
            for (name, transitions) in [("tabs", tabs.transitions), ("stack", stack.transitions)] {
                transitions.observeValues { [weak self] in if $0.phase == .began { self?.began.append(name) } }
            }
            modal.transitions.observeValues { [weak self] in if $0.phase == .began { self?.began.append("modal") } }
        }

        var rootViewController: PlatformViewController { tabBarController }

        func handle(route: Route) {
            switch route {
            case .screen: stack.push(route: route, viewController: Screen("\(route)"), animated: true)
            case .tab: tabs.select(route)
            case .sheet: modal.present(route: route, viewController: HeadlessViewController(), animated: true)
            case .combo:
                modal.dismiss(animated: true)
                stack.push(route: .screen("a"), viewController: Screen("a"), animated: true)
                tabs.select(.tab("second"))
            case .rogue: tabBarController.present(HeadlessViewController(), animated: false)
            }
        }
    }

    /// A selection queued behind a push of the same step: when its turn comes, the stack the link deferred meanwhile
    /// is shown first, then the tab is selected.
    @Test func aCallThatWaitedHandsTheNavigatorsTheLinkDeferredMeanwhileTheirScreensFirst() {
        let app = TabsApp(timing: timing)
        trackForLeaks(app)
        app.modal.present(route: .sheet, viewController: HeadlessViewController(), animated: false)
        var outcome: DeepLinkOutcome<TabsApp.Route>?
        app.follow([.combo]) { outcome = $0 }
        clock.advance(by: .seconds(5))
        #expect(outcome?.isCompleted == true)
        #expect(app.began == ["modal", "modal", "stack", "tabs"])
        #expect(app.stack.routes == [.screen("root"), .screen("a")])
        #expect(app.firstController.viewControllers.count == 2)
        #expect(app.tabs.selectedRoute == .tab("second"))
        #expect(app.tabBarController.transitionWarnings.isEmpty)
    }

    /// The tab bar presents a screen of its own before the sheet the link deferred is shown: the presentation is
    /// refused, and so is the selection that waited for it; the link stops at the step that presented the sheet.
    @Test func aSelectionWaitingForARefusedPresentationIsRefusedToo() {
        let app = TabsApp(timing: timing)
        trackForLeaks(app)
        var outcome: DeepLinkOutcome<TabsApp.Route>?
        app.follow([.sheet, .rogue, .tab("second")]) { outcome = $0 }
        clock.advance(by: .seconds(5))
        guard case .stopped(let step, _, let reason)? = outcome else {
            Issue.record("the link did not stop: \(String(describing: outcome))")
            return
        }
        #expect(step == 0)
        #expect(reason.kind == .hostRefused)
        #expect(app.modal.presentedRoutes.isEmpty)
        #expect(app.tabs.selectedRoute == .tab("first"))
    }

    /// A sheet shown before the link covers the stack the link pushes onto, then the link dismisses it: the stack has
    /// its screens before the sheet slides away.
    @Test func aDismissalOfASheetShownBeforeTheLinkComesAfterTheStackUnderIt() {
        let app = Level(depth: 1, timing: timing)
        trackForLeaks(app)
        app.modal.present(route: .screen("sheet"), viewController: HeadlessViewController(), animated: false)
        var outcome: DeepLinkOutcome<Level.Route>?
        app.follow([.screen("a"), .dismiss]) { outcome = $0 }
        clock.advance(by: .seconds(2))
        #expect(outcome?.isCompleted == true)
        #expect(app.journal.value == ["1 modal", "1 stack", "1 modal"])
        #expect(app.navigationController.viewControllers.count == 2)
        #expect(app.modal.presentedRoutes.isEmpty)
    }

    /// A guard waits before the third step, so the link hands over what it deferred: the tab bar, presenting a screen
    /// of its own, refuses the sheet. The link stops at the step that presented it, and the guarded step is not taken
    /// when the guard allows it.
    @Test func aRefusalWhenAGuardWaitsStopsTheLinkAtTheStepThatWasRefused() {
        let app = TabsApp(timing: timing)
        trackForLeaks(app)
        let (decision, decide) = Signal<Bool, Never>.pipe()
        let waitsForSecond = DeepLinkGuard<TabsApp.Route> { route in
            route == .tab("second") ? .wait(for: decision) : .proceed
        }
        var outcome: DeepLinkOutcome<TabsApp.Route>?
        app.follow([.sheet, .rogue, .tab("second")], guard: waitsForSecond) { outcome = $0 }
        clock.advance(by: .seconds(2))
        decide.send(value: true)
        clock.advance(by: .seconds(2))
        guard case .stopped(let step, let route, let reason)? = outcome else {
            Issue.record("the link did not stop: \(String(describing: outcome))")
            return
        }
        #expect(step == 0)
        #expect(route == .sheet)
        #expect(reason.kind == .hostRefused)
        #expect(app.tabs.selectedRoute == .tab("first"))
    }

    @Test func theFinalSetAnimatesOnTimedHosts() {
        let app = Level(depth: 1, timing: timing)
        trackForLeaks(app)
        var outcome: DeepLinkOutcome<Level.Route>?
        app.follow([.screen("a"), .screen("b")], animation: .lastStepOnly) { outcome = $0 }
        #expect(app.navigationController.isTransitioning)
        #expect(outcome == nil)
        clock.advance(by: .milliseconds(300))
        #expect(outcome?.isCompleted == true)
        #expect(app.navigationController.viewControllers.count == 3)
    }

    @Test func aScreenPoppedByTheLinkLeavesOnceTheControllerNoLongerShowsIt() throws {
        let app = Level(depth: 1, timing: timing)
        trackForLeaks(app)
        weak var released: PickerFlow?
        app.follow([.screen("a")], animation: .none)
        var flowOutcome: FlowOutcome<String>?
        do {
            let flow = PickerFlow()
            released = flow
            app.navigator.push(route: .screen("picker"), flow: flow, animated: false).observeValues { flowOutcome = $0 }
        }
        app.follow([.back, .screen("b")], animation: .lastStepOnly)
        #expect(flowOutcome == nil)
        clock.advance(by: .seconds(10))
        #expect(flowOutcome == .cancelled)
        #expect(released == nil)
        #expect(app.navigator.routes == [.screen("root 1"), .screen("a"), .screen("b")])
    }

    /// Two stacks in one window, such as a split view's columns: the link pushes onto both in one step.
    final class TwoStacks: Coordinator {
        enum Route: Equatable {
            case screen(String)
            case both
        }
        let primaryController: HeadlessNavigationController
        let secondaryController: HeadlessNavigationController
        let primary: StackNavigator<Route>
        let secondary: StackNavigator<Route>
        let diagnostics = DiagnosticsRecorder()

        init(timing: TransitionTiming) {
            let queue = TransitionQueue()
            primaryController = HeadlessNavigationController(timing: timing)
            secondaryController = HeadlessNavigationController(timing: timing)
            primary = StackNavigator(
                navigationController: primaryController, diagnostics: diagnostics.sink, queue: queue)
            secondary = StackNavigator(
                navigationController: secondaryController, diagnostics: diagnostics.sink, queue: queue)
            primary.set([(route: .screen("p"), viewController: Screen("p"))], animated: false)
            secondary.set(
                [
                    (route: .screen("r"), viewController: Screen("r")),
                    (route: .screen("x"), viewController: Screen("x")),
                ],
                animated: false)
        }

        var rootViewController: PlatformViewController { primaryController }

        func handle(route: Route) {
            guard route == .both else { return }
            primary.push(route: .screen("p1"), viewController: Screen("p1"), animated: true)
            secondary.push(route: .screen("q"), viewController: Screen("q"), animated: true)
        }
    }

    /// The user goes back on the second stack while the link's set of the first one animates: the pop stays, and
    /// the link's set puts its screen over what the user left.
    @Test func aPopTheUserMakesBeforeTheLinkReachesTheStackStays() {
        let app = TwoStacks(timing: timing)
        trackForLeaks(app)
        var outcome: DeepLinkOutcome<TwoStacks.Route>?
        var userPops: [[TwoStacks.Route]] = []
        let recording = app.secondary.transitions.observeValues {
            if $0.isUserInitiated, $0.kind == .pop, $0.phase == .finished { userPops.append($0.routes) }
        }
        app.follow([.both]) { outcome = $0 }
        #expect(app.primaryController.isTransitioning)
        #expect(app.secondaryController.simulateBackButtonTap())
        clock.advance(by: .seconds(2))
        #expect(outcome?.isCompleted == true)
        #expect(app.secondary.routes == [.screen("r"), .screen("q")])
        #expect(app.secondaryController.viewControllers.count == 2)
        #expect(userPops == [[.screen("r"), .screen("q")]])
        #expect(app.primary.routes == [.screen("p"), .screen("p1")])
        #expect(app.secondaryController.transitionWarnings.isEmpty)
        recording?.dispose()
    }

    @Test func aRestorationLandsInOneTransitionPerContainer() throws {
        let app = Level(depth: 1, timing: timing)
        app.follow([.screen("a"), .screen("b"), .child(then: [.screen("c"), .screen("d")])], animation: .none)
        clock.advance(by: .seconds(10))
        let tree = app.navigationTree()

        let fresh = Level(depth: 1, timing: timing)
        var outcome: TreeRestorationOutcome?
        fresh.restore(tree) { outcome = $0 }
        clock.advance(by: .seconds(10))
        #expect(outcome?.isComplete == true)
        #expect(fresh.navigationTree() == tree)
        let child = try #require(fresh.child)
        #expect([fresh.stackTransitions, child.stackTransitions, fresh.modalTransitions] == [1, 1, 1])
        #expect(fresh.navigationController.transitionWarnings.isEmpty)
        trackForLeaks(app, fresh)
    }

    /// A coordinator that a step releases (a log-out route) while the stack it changed lives on: the link still hands
    /// that stack its screens, in its own turn, and the window's queue goes on.
    final class LogOutApp: Coordinator {
        enum Route {
            case screen(String)
            case logOut
        }
        let window: HeadlessNavigationController
        let navigator: StackNavigator<Route>
        let onLogOut: @MainActor () -> Void

        init(
            window: HeadlessNavigationController, navigator: StackNavigator<Route>,
            onLogOut: @escaping @MainActor () -> Void
        ) {
            self.window = window
            self.navigator = navigator
            self.onLogOut = onLogOut
        }

        var rootViewController: PlatformViewController { window }

        func handle(route: Route) {
            switch route {
            case .screen(let name): navigator.push(route: route, viewController: Screen(name), animated: true)
            case .logOut: onLogOut()
            }
        }
    }

    @Test func aLinkWhoseCoordinatorIsReleasedStillHandsItsStacksTheirScreens() {
        let window = HeadlessNavigationController(timing: timing)
        let stack = StackNavigator<LogOutApp.Route>(navigationController: window, diagnostics: .init { _ in })
        stack.set([(route: .screen("root"), viewController: Screen("root"))], animated: false)
        var app: LogOutApp?
        app = LogOutApp(window: window, navigator: stack) { app = nil }
        weak let released = app
        var outcome: DeepLinkOutcome<LogOutApp.Route>?
        app?.follow([.screen("a"), .logOut], animation: .lastStepOnly) { outcome = $0 }
        clock.advance(by: .seconds(1))
        #expect(released == nil)
        #expect(outcome?.isCompleted == true)
        #expect(window.viewControllers.count == 2)
        var pushed: NavigationOutcome?
        stack.push(route: .screen("after"), viewController: Screen("after"), animated: true) { pushed = $0 }
        clock.advance(by: .seconds(1))
        #expect(pushed == .completed)
        #expect(stack.routes.count == 3)
    }

    /// A guard that waits on a link that deferred stack changes: the stack gets its screens before the sign-in flow
    /// is shown, and the flow's own navigation is not mixed with the deferred screens.
    @Test func aGuardWaitingInALinkFirstHandsTheStackItsScreens() throws {
        let app = Level(depth: 1, timing: timing)
        trackForLeaks(app)
        let (decision, decide) = Signal<Bool, Never>.pipe()
        let signIn = DeepLinkGuard<Level.Route> { [app] route in
            guard route == .screen("account") else { return .proceed }
            app.modal.present(route: .screen("sign in"), viewController: HeadlessViewController(), animated: true)
            return .wait(for: decision)
        }
        var outcome: DeepLinkOutcome<Level.Route>?
        app.follow(
            [.screen("a"), .screen("b"), .screen("account")], animation: .lastStepOnly, guard: signIn
        ) { outcome = $0 }
        clock.advance(by: .seconds(1))
        #expect(app.navigationController.viewControllers.count == 3)
        #expect(app.modal.presentedRoutes == [.screen("sign in")])
        // The user goes back on the stack while signing in: the navigator hears of it.
        app.modal.dismiss(animated: false)
        #expect(app.navigationController.simulateBackButtonTap())
        clock.advance(by: .seconds(1))
        #expect(app.navigator.routes == [.screen("root 1"), .screen("a")])
        decide.send(value: true)
        clock.advance(by: .seconds(1))
        #expect(outcome?.isCompleted == true)
        #expect(app.navigator.routes == [.screen("root 1"), .screen("a"), .screen("account")])
        #expect(app.navigationController.viewControllers.count == 3)
    }

    /// A decision sent by a call that waited for the link's turn (the guard's own presentation completing) is heard.
    @Test func aDecisionSentAsTheLinkGivesUpItsTurnIsHeard() {
        let app = Level(depth: 1)
        trackForLeaks(app)
        let (decision, decide) = Signal<Bool, Never>.pipe()
        let decidesOnShow = DeepLinkGuard<Level.Route> { [app] route in
            guard route == .screen("b") else { return .proceed }
            app.modal.present(route: .screen("consent"), viewController: HeadlessViewController(), animated: false) {
                _ in decide.send(value: true)
            }
            return .wait(for: decision)
        }
        var outcome: DeepLinkOutcome<Level.Route>?
        app.follow([.screen("a"), .screen("b")], animation: .none, guard: decidesOnShow) { outcome = $0 }
        #expect(outcome?.isCompleted == true)
        #expect(app.navigator.routes == [.screen("root 1"), .screen("a"), .screen("b")])
    }

    @Test func aStackLinkThatPresentsFromAPushedScreenHandsTheStackItsScreensFirst() throws {
        let app = Level(depth: 1, timing: timing)
        trackForLeaks(app)
        var outcome: DeepLinkOutcome<Level.Route>?
        app.follow(
            [.screen("a"), .screen("b"), .child(then: [.screen("c")])], animation: .lastStepOnly
        ) { outcome = $0 }
        clock.advance(by: .seconds(2))
        #expect(outcome?.isCompleted == true)
        let child = try #require(app.child)
        #expect(child.navigator.routes == [.screen("root 2"), .screen("c")])
        #expect([app.stackTransitions, child.stackTransitions, app.modalTransitions] == [1, 1, 1])
        // The child's stack has its screens before the presentation brings them in, and the stack shows its screens
        // before the child is presented over them, as UIKit needs.
        #expect(app.journal.value == ["2 stack", "1 stack", "1 modal"])
        #expect(app.navigationController.transitionWarnings.isEmpty)
    }
}
