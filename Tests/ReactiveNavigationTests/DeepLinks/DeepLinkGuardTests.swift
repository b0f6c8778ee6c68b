import ReactiveNavigation
import Signals
import Testing

/// A deep link that stops at a guard: the guard runs a sign-in flow, the flow's own navigation runs while the link
/// waits, and the link resumes (or stops, named) once the flow has ended and its screen has gone.
@MainActor
@Suite("Deep links: guards", .checksForLeaks)
struct DeepLinkGuardTests {
    /// A sign-in flow with a stack of its own, so its user can navigate while the link waits.
    final class SignInFlow: ChildFlow {
        let navigationController = HeadlessNavigationController()
        let navigator: StackNavigator<String>
        let (result, resultInput) = Signal<Bool, Never>.pipe()

        init() {
            navigator = StackNavigator(navigationController: navigationController, diagnostics: .init { _ in })
            navigator.set([(route: "sign in", viewController: Screen("sign in"))], animated: false)
        }

        var rootViewController: PlatformViewController { navigationController }
    }

    final class App: Coordinator {
        let navigationController: HeadlessNavigationController
        let navigator: StackNavigator<String>
        let modal: ModalNavigator<String>
        var isSignedIn = false
        private(set) weak var signIn: SignInFlow?
        /// The routes the guard was asked about, in order.
        var checked: [String] = []

        init(timing: TransitionTiming) {
            navigationController = HeadlessNavigationController(timing: timing)
            navigator = StackNavigator(navigationController: navigationController, diagnostics: .init { _ in })
            modal = ModalNavigator(presenter: navigationController, diagnostics: .init { _ in })
            navigator.set([(route: "home", viewController: Screen("home"))], animated: false)
        }

        var rootViewController: PlatformViewController { navigationController }

        func handle(route: String) {
            navigator.push(route: route, viewController: Screen(route), animated: true)
        }

        /// Lets every step through but "account", which needs the user signed in first.
        var signInFirst: DeepLinkGuard<String> {
            DeepLinkGuard { [unowned self] route in
                checked.append(route)
                guard route == "account", !isSignedIn else { return .proceed }
                let flow = SignInFlow()
                signIn = flow
                let outcome = modal.present(route: "sign in", flow: flow, animated: true)
                return .wait(
                    for: outcome.map { [unowned self] in
                        if $0 == .finished(true) { isSignedIn = true }
                        return isSignedIn
                    })
            }
        }
    }

    let clock = TestScheduler()
    let app: App

    init() {
        app = App(timing: .animated(.milliseconds(300), on: clock))
        trackForLeaks(app)
    }

    private func settle() {
        clock.advance(by: .seconds(10))
    }

    @Test func theLinkWaitsForTheSignInAndThenTakesTheRemainingSteps() throws {
        var outcome: DeepLinkOutcome<String>?
        app.follow(["orders", "account", "invoices"], guard: app.signInFirst) { outcome = $0 }
        settle()
        #expect(app.navigator.routes == ["home", "orders"])
        #expect(app.modal.presentedRoutes == ["sign in"])
        let signIn = try #require(app.signIn)
        // The flow's own navigation runs while the link waits: it is not queued behind the link.
        signIn.navigator.push(route: "forgot password", viewController: Screen("forgot"), animated: true)
        settle()
        #expect(signIn.navigator.routes == ["sign in", "forgot password"])
        #expect(outcome == nil)

        signIn.resultInput.send(value: true)
        // The sign-in's dismissal runs first; the link goes on once it has ended.
        #expect(app.navigator.routes == ["home", "orders"])
        #expect(app.navigationController.isTransitioning)
        settle()
        #expect(app.modal.presentedRoutes.isEmpty)
        #expect(app.navigator.routes == ["home", "orders", "account", "invoices"])
        #expect(outcome?.isCompleted == true)
        #expect(app.checked == ["orders", "account", "invoices"])
        #expect(app.navigationController.transitionWarnings.isEmpty)
    }

    @Test func aSignInTheUserGivesUpStopsTheLinkBeforeTheGuardedStep() {
        var outcome: DeepLinkOutcome<String>?
        app.follow(["orders", "account", "invoices"], guard: app.signInFirst) { outcome = $0 }
        settle()
        #expect(app.navigationController.simulateInteractiveDismiss())
        settle()
        guard case .stopped(let step, let route, let reason) = outcome else {
            Issue.record("the link did not stop: \(String(describing: outcome))")
            return
        }
        #expect(step == 1)
        #expect(route == "account")
        #expect(reason.kind == .stoppedByGuard)
        #expect(app.navigator.routes == ["home", "orders"])
        #expect(app.modal.presentedRoutes.isEmpty)
    }

    @Test func aFlowThatSendsFalseStopsTheLink() throws {
        var outcome: DeepLinkOutcome<String>?
        app.follow(["account"], guard: app.signInFirst) { outcome = $0 }
        settle()
        try #require(app.signIn).resultInput.send(value: false)
        settle()
        #expect(outcome.map { if case .stopped(0, "account", _) = $0 { true } else { false } } == true)
        #expect(app.navigator.routes == ["home"])
    }

    @Test func aGuardThatStopsNamesItsReasonAndTakesNoStep() {
        var outcome: DeepLinkOutcome<String>?
        let closed = DeepLinkGuard<String> { route in route == "b" ? .stop(reason: "b is closed") : .proceed }
        app.follow(["a", "b", "c"], animation: .none, guard: closed) { outcome = $0 }
        guard case .stopped(1, "b", let reason) = outcome else {
            Issue.record("the link did not stop at b: \(String(describing: outcome))")
            return
        }
        #expect(reason == NavigationDiagnostic(kind: .stoppedByGuard, message: "b is closed"))
        #expect(app.navigator.routes == ["home", "a"])
    }

    @Test func aDecisionThatEndsWithoutAValueStopsTheLink() {
        var outcome: DeepLinkOutcome<String>?
        let (decision, decide) = Signal<Bool, Never>.pipe()
        app.follow(["a", "b"], animation: .none, guard: DeepLinkGuard { $0 == "b" ? .wait(for: decision) : .proceed }) {
            outcome = $0
        }
        #expect(outcome == nil)
        decide.sendInterrupted()
        #expect(outcome.map { if case .stopped(1, "b", _) = $0 { true } else { false } } == true)
        #expect(app.navigator.routes == ["home", "a"])
    }

    @Test func otherLinksRunWhileAGuardWaitsAndTheLinkResumesBehindThem() throws {
        var outcomes: [String] = []
        app.follow(["account", "invoices"], guard: app.signInFirst) { _ in outcomes.append("first") }
        settle()
        app.follow(["later"]) { _ in outcomes.append("second") }
        settle()
        #expect(app.navigator.routes == ["home", "later"])
        #expect(outcomes == ["second"])
        try #require(app.signIn).resultInput.send(value: true)
        settle()
        #expect(outcomes == ["second", "first"])
        #expect(app.navigator.routes == ["home", "later", "account", "invoices"])
    }

    /// A sign-in that ends through a link of its own (an OAuth or magic-link callback that the app follows).
    @Test func aLinkCanEndTheSignInItsGuardWaitsFor() throws {
        var outcome: DeepLinkOutcome<String>?
        app.follow(["account"], guard: app.signInFirst) { outcome = $0 }
        settle()
        let callback = AnyCoordinator(CallbackCoordinator(app: app))
        callback.follow(["signed in"])
        settle()
        #expect(outcome?.isCompleted == true)
        #expect(app.modal.presentedRoutes.isEmpty)
        #expect(app.navigator.routes == ["home", "account"])
    }

    /// Follows callback links: "signed in" ends the sign-in flow on screen.
    final class CallbackCoordinator: Coordinator {
        let app: App

        init(app: App) {
            self.app = app
        }

        var rootViewController: PlatformViewController { app.rootViewController }

        func handle(route: String) {
            app.signIn?.resultInput.send(value: route == "signed in")
        }
    }

    /// The guard waits on the main actor; the decision is sent from another thread once the link is waiting (a value
    /// sent before anyone observes a pipe is lost, so the sender waits for the guard first).
    @Test(.timeLimit(.minutes(3)))
    func aDecisionSentFromAnotherThreadResumesTheLinkOnTheMainActor() async {
        let (decision, decide) = Signal<Bool, Never>.pipe()
        let isWaiting = Box(false)
        let guarded = DeepLinkGuard<String> { route in
            guard route == "b" else { return .proceed }
            isWaiting.value = true
            return .wait(for: decision)
        }
        let decider = Task.detached {
            while await !MainActor.run(body: { isWaiting.value }) { try? await Task.sleep(for: .milliseconds(1)) }
            decide.send(value: true)
        }
        let outcome = await app.follow(["a", "b"], animation: .none, guard: guarded)
        await decider.value
        #expect(outcome.isCompleted)
        #expect(app.navigator.routes == ["home", "a", "b"])
    }
}
