import ReactiveNavigation
import Signals
import Testing

// The types of the "Navigating with coordinators" article (NavigationGuide.md), as written.

enum InboxRoute {
    case message(String)
    case compose
}

enum MailRoute {
    case inbox(InboxViewModel)
    case fromInbox(InboxRoute)
}

final class InboxViewModel {
    let (navigationSignal, navigationInput) = Signal<InboxRoute, Never>.pipe()

    func open(_ message: String) {
        navigationInput.send(value: .message(message))
    }
}

final class MailCoordinator: Coordinator {
    let navigationController = HeadlessNavigationController()  // UINavigationController on iOS
    private(set) lazy var navigator = StackNavigator<MailRoute>(navigationController: navigationController)

    var rootViewController: PlatformViewController { navigationController }

    func handle(route: MailRoute) {
        switch route {
        case .inbox(let viewModel):
            let screen = InboxScreen(viewModel: viewModel)
            reactive.handle
                <~ viewModel.navigationSignal
                .take(duringLifetimeOf: screen)
                .map(MailRoute.fromInbox)
            navigator.set([(route: route, viewController: screen)], animated: false)
        case .fromInbox(.message(let message)):
            navigator.push(route: route, viewController: MessageScreen(message: message), animated: true)
        case .fromInbox(.compose):
            navigator.push(route: route, viewController: ComposeScreen(), animated: true)
        }
    }
}

final class LabelPickerFlow: ChildFlow {
    let screen = HeadlessViewController()
    let (result, resultInput) = Signal<String, Never>.pipe()

    var rootViewController: PlatformViewController { screen }
}

final class ComposeViewModel {
    private let coordinator: UnownedCoordinator<InboxRoute>

    init(coordinator: UnownedCoordinator<InboxRoute>) {
        self.coordinator = coordinator
    }

    func sent(_ message: String) {
        coordinator.handle(route: .message(message))
    }
}

// The article's screens, which it leaves to the reader.

final class InboxScreen: HeadlessViewController {
    let viewModel: InboxViewModel

    init(viewModel: InboxViewModel) {
        self.viewModel = viewModel
    }
}

final class MessageScreen: HeadlessViewController {
    let message: String

    init(message: String) {
        self.message = message
    }
}

final class ComposeScreen: HeadlessViewController {}

/// Runs the article's examples in order, as one story, and checks what it says they print.
@MainActor
@Suite(.checksForLeaks) struct NavigationGuideArticleTests {
    @Test func theArticleRunsAsWritten() {
        var printed: [String] = []
        func print(_ items: Any...) { printed.append(items.map { "\($0)" }.joined(separator: " ")) }

        let coordinator = MailCoordinator()
        let inbox = InboxViewModel()
        coordinator.handle(route: .inbox(inbox))
        inbox.open("Welcome")
        print(coordinator.navigator.routes.count)  // 2: the inbox and the message
        trackForLeaks(coordinator, inbox)
        #expect(printed == ["2"])

        coordinator.navigator.onChange = { routes in print("\(routes.count) screens") }
        coordinator.navigationController.simulateInteractivePop(completing: false)  // a cancelled swipe changes nothing
        coordinator.navigationController.simulateBackButtonTap()  // prints "1 screens"
        #expect(printed == ["2", "1 screens"])
        coordinator.navigator.onChange = nil
        printed = []

        coordinator.handle(routes: [.fromInbox(.message("Hello")), .fromInbox(.compose)])  // a deep link
        let found = coordinator.navigator.pop(to: { if case .inbox = $0 { true } else { false } }, animated: true)
        print(found, coordinator.navigator.routes.count)  // true 1
        print(coordinator.navigator.pop(animated: true) == nil)  // true: the root screen stays
        #expect(printed == ["true 1", "true"])
        printed = []

        let picker = LabelPickerFlow()
        coordinator.navigator
            .push(route: .fromInbox(.compose), flow: picker, animated: true)
            .observeValues { outcome in
                switch outcome {
                case .finished(let label): print("picked \(label)")
                case .cancelled: print("cancelled")
                }
            }
        picker.resultInput.send(value: "Work")  // prints "picked Work"; the picker's screen is popped
        trackForLeaks(picker)
        #expect(printed == ["picked Work"])
        #expect(coordinator.navigator.routes.count == 1)
        printed = []

        let tabBarController = HeadlessTabBarController()
        let tabs = TabNavigator<String>(tabBarController: tabBarController)
        tabs.set(
            [
                (route: "mail", viewController: coordinator.rootViewController),
                (route: "settings", viewController: HeadlessViewController()),
            ],
            animated: false
        )
        tabBarController.simulateTabSelection(at: 1)
        print(tabs.selectedRoute ?? "none")  // settings

        let modal = ModalNavigator<String>(presenter: tabBarController)
        modal.present(route: "about", viewController: HeadlessViewController(), animated: true)
        print(modal.presentedRoute ?? "none")  // about
        trackForLeaks(tabBarController, tabs, modal)
        #expect(printed == ["settings", "about"])
        printed = []

        let compose = ComposeViewModel(
            coordinator: coordinator.eraseToUnownedCoordinator(transform: MailRoute.fromInbox))
        compose.sent("Draft")
        print(coordinator.navigator.routes.count)  // 2
        #expect(printed == ["2"])
    }

    @Test func theTransitionsTakeTimeSectionRunsAsWritten() {
        let clock = TestScheduler()
        let window = HeadlessNavigationController(timing: .animated(.milliseconds(350), on: clock))
        let stack = StackNavigator<String>(navigationController: window)
        let sheets = ModalNavigator<String>(presenter: window)
        stack.set([(route: "inbox", viewController: InboxScreen(viewModel: InboxViewModel()))], animated: false)

        sheets.present(route: "compose", viewController: ComposeScreen(), animated: true)
        sheets.dismiss(animated: true)  // waits for the presentation
        sheets.present(route: "settings", viewController: ComposeScreen(), animated: true)  // waits for the dismissal
        print(sheets.presentedRoute as Any)  // nil: nothing has finished yet
        clock.advance(by: .milliseconds(1_050))
        print(sheets.presentedRoute as Any)  // Optional("settings")
        #expect(sheets.presentedRoute == "settings")
    }

    @Test func theTransitionsTakeTimeSectionsAsyncFormReturnsOnceTheTransitionsHaveEnded() async {
        let clock = TestScheduler()
        let window = HeadlessNavigationController(timing: .animated(.milliseconds(350), on: clock))
        let stack = StackNavigator<String>(navigationController: window)
        stack.set([(route: "inbox", viewController: InboxScreen(viewModel: InboxViewModel()))], animated: false) { _ in
        }

        // The article's `await` returns once the clock has run the push and the pop: the test runs the clock.
        let ticking = Task { @MainActor in
            while !Task.isCancelled {
                await Task.yield()
                await clock.advance(by: .milliseconds(50))
            }
        }
        stack.push(route: "message", viewController: MessageScreen(message: "Hi"), animated: true) { outcome in
            if case .refused(let diagnostic) = outcome { print(diagnostic) }
        }
        let outcome = await stack.pop(animated: true)  // returns once the push, then the pop, have ended
        ticking.cancel()
        await ticking.value
        #expect(outcome == .completed)
        #expect(stack.routes == ["inbox"])
    }

    @Test func theContainerSectionsRunAsWritten() {
        let presenter = HeadlessViewController()
        let sheets = ModalNavigator<String>(presenter: presenter, stacksPresentations: true)
        sheets.present(route: "compose", viewController: ComposeScreen(), animated: false)
        sheets.present(route: "attachments", viewController: HeadlessViewController(), animated: false)
        print(sheets.presentedRoutes)  // ["compose", "attachments"]
        sheets.dismiss(to: { $0 == "compose" }, animated: false)
        print(sheets.presentedRoutes)  // ["compose"]
        #expect(sheets.presentedRoutes == ["compose"])
        let confirmation = Alert(
            title: "Delete the draft?",
            buttons: [.init("Delete", role: .destructive, result: true), .init("Keep", role: .cancel, result: false)]
        )
        sheets.present(alert: confirmation, route: "confirm delete", animated: false).observeValues { answer in
            print(answer)  // finished(true) once the user tapped "Delete" and the alert is gone
        }
        let compose = presenter.presentedViewController as? HeadlessViewController
        let alertScreen = compose?.presentedViewController as? HeadlessAlertController
        alertScreen?.simulateTap(onButtonTitled: "Delete")
        #expect(sheets.presentedRoutes == ["compose"])
        let pageContainer = HeadlessPageViewController()
        let onboarding = PageNavigator<String>(pageViewController: pageContainer)
        onboarding.set(
            [
                (route: "welcome", viewController: HeadlessViewController()),
                (route: "sync", viewController: HeadlessViewController()),
            ],
            animated: false
        )
        pageContainer.simulateSwipe(forward: true)
        print(onboarding.selectedRoute as Any)  // Optional("sync")
        onboarding.select("welcome", animated: true)
        #expect(onboarding.selectedRoute == "welcome")
        let splitView = HeadlessSplitViewController(isCollapsed: true)
        let mail = SplitNavigator<String>(splitViewController: splitView)
        let detail = HeadlessNavigationController()
        let messages = StackNavigator<String>(navigationController: detail)
        mail.show(route: "mailboxes", viewController: HeadlessViewController(), in: .primary, animated: false)
        mail.show(route: "inbox", viewController: detail, in: .secondary, animated: false)
        messages.set([(route: "message", viewController: MessageScreen(message: "Hi"))], animated: false)
        print(mail.topColumn)  // secondary: collapsed, the detail is on top
        splitView.simulateBackButtonTap()
        print(mail.topColumn)  // primary
        #expect(mail.topColumn == .primary)
        #expect(messages.routes == ["message"])
    }
}
