import ReactiveNavigation
import ReactiveNavigationTesting
import Signals
import Testing

// The tests of the "Testing view models and coordinators" article (TestingViewModelsAndCoordinators.md), as
// written, with the types it leaves to the reader.

enum CheckoutRoute: Equatable {
    case receipt
}

enum CheckoutAppRoute {
    case checkout(CheckoutViewModel)
    case fromCheckout(CheckoutRoute)

    var name: String {
        switch self {
        case .checkout: "checkout"
        case .fromCheckout(.receipt): "receipt"
        }
    }
}

final class CheckoutScreen: HeadlessViewController {
    let viewModel: CheckoutViewModel

    init(viewModel: CheckoutViewModel) {
        self.viewModel = viewModel
    }
}

final class CheckoutCoordinator: Coordinator {
    let navigationController: HeadlessNavigationController
    private(set) lazy var navigator = StackNavigator<CheckoutAppRoute>(navigationController: navigationController)

    init(timing: TransitionTiming = .instant) {
        navigationController = HeadlessNavigationController(timing: timing)
    }

    var rootViewController: PlatformViewController { navigationController }

    func handle(route: CheckoutAppRoute) {
        switch route {
        case .checkout(let viewModel):
            let screen = CheckoutScreen(viewModel: viewModel)
            reactive.handle
                <~ viewModel.navigationSignal.take(duringLifetimeOf: screen).map(CheckoutAppRoute.fromCheckout)
            navigator.set([(route: route, viewController: screen)], animated: false)
        case .fromCheckout(.receipt):
            navigator.push(route: route, viewController: HeadlessViewController(), animated: true)
        }
    }
}

final class CheckoutViewModel {
    let (navigationSignal, navigationInput) = Signal<CheckoutRoute, Never>.pipe()
    let canPay = MutableProperty(false)

    func update(cardNumber: String) {
        canPay.value = cardNumber.count == 16
    }

    func pay() {
        guard canPay.value else { return }
        navigationInput.send(value: .receipt)
    }
}

final class SearchFieldViewModel {
    let query = MutableProperty("")
    let searches: Signal<String, Never>

    init(scheduler: DateScheduler = QueueScheduler.main) {
        searches = query.signal
            .debounce(0.3, on: scheduler)
            .filter { !$0.isEmpty }
    }
}

@Suite struct TestingArticleTests {
    @Test func aSearchWaitsUntilTheUserStopsTyping() {
        let scheduler = TestScheduler()
        let viewModel = SearchFieldViewModel(scheduler: scheduler)
        var searches: [String] = []
        viewModel.searches.observeValues { searches.append($0) }

        viewModel.query.value = "b"
        viewModel.query.value = "br"
        scheduler.advance(by: .milliseconds(200))
        #expect(searches.isEmpty)

        viewModel.query.value = "bread"
        scheduler.advance(by: .milliseconds(300))
        #expect(searches == ["bread"])
    }

    @Test func payingWithAValidCardShowsTheReceipt() {
        let viewModel = CheckoutViewModel()
        var routes: [CheckoutRoute] = []
        viewModel.navigationSignal.observeValues { routes.append($0) }

        viewModel.pay()
        viewModel.update(cardNumber: "4242424242424242")
        viewModel.pay()

        #expect(routes == [.receipt])
    }

    @MainActor
    @Test func theReceiptFollowsPaymentAndBackReturnsToCheckout() {
        let coordinator = CheckoutCoordinator()
        let viewModel = CheckoutViewModel()
        coordinator.handle(route: .checkout(viewModel))

        viewModel.update(cardNumber: "4242424242424242")
        viewModel.pay()
        #expect(coordinator.navigator.routes.map(\.name) == ["checkout", "receipt"])

        coordinator.navigationController.simulateInteractivePop(completing: false)
        #expect(coordinator.navigator.routes.map(\.name) == ["checkout", "receipt"])

        coordinator.navigationController.simulateBackButtonTap()
        #expect(coordinator.navigator.routes.map(\.name) == ["checkout"])
    }

    @MainActor
    @Test func poppingTheRootScreenIsRefused() {
        var reports: [NavigationDiagnostic.Kind] = []
        let navigator = StackNavigator<String>(
            navigationController: HeadlessNavigationController(),
            diagnostics: NavigationDiagnostics { reports.append($0.kind) }
        )
        navigator.set([(route: "checkout", viewController: HeadlessViewController())], animated: false)

        #expect(navigator.pop(animated: true) == nil)
        #expect(navigator.routes == ["checkout"])
        #expect(reports == [.nothingToPop])
    }

    @MainActor
    @Test func closingCheckoutFreesItsViewModel() {
        var coordinator: CheckoutCoordinator? = CheckoutCoordinator()
        weak var viewModel: CheckoutViewModel?
        do {
            let model = CheckoutViewModel()
            viewModel = model
            coordinator?.handle(route: .checkout(model))
        }
        #expect(viewModel != nil)

        coordinator = nil
        #expect(viewModel == nil)
    }

    @MainActor
    @Test func checkoutNavigatesCorrectlyWhateverTheTiming() {
        func screen(_ app: CheckoutCoordinator) -> CheckoutScreen? {
            app.navigationController.topViewController as? CheckoutScreen
        }
        let explorer = NavigationExplorer<CheckoutCoordinator>(
            makeApp: { timing in
                let coordinator = CheckoutCoordinator(timing: timing)
                coordinator.handle(route: .checkout(CheckoutViewModel()))
                return coordinator
            },
            root: { $0.navigationController },
            actions: [
                .init("type a card number", isTap: true) {
                    screen($0)?.viewModel.update(cardNumber: "4242424242424242")
                },
                .init("pay", isTap: true) { screen($0)?.viewModel.pay() },
            ]
        )
        let exploration = explorer.explore(seed: 1, runs: 50, steps: 100)
        #expect(exploration.passed, "\(exploration)")
    }
}
