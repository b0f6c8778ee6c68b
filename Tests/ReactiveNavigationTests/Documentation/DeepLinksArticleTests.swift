import Foundation
import ReactiveNavigation
import Signals
import Testing

// The examples of the "Deep links and restoration" article (DeepLinksAndRestoration.md), as written, with the types it
// leaves to the reader.

enum AccountRoute: Codable, Equatable {
    case orders
}

enum ShopRoute: Codable {
    case product(Int)
    case reviews(product: Int)
    case account(then: [AccountRoute])
    case search(String)
    case signIn
}

/// Whether the user has signed in.
@MainActor
final class Session {
    var isSignedIn = false
    /// The sign-in flow on screen, for the tests to act as the user.
    weak var signingIn: SignInFlow?
}

/// Signs the user in: sends `true` once signed in, `false` when the user gives up.
final class SignInFlow: ChildFlow {
    let session: Session
    let screen = HeadlessViewController()
    let (result, resultInput) = Signal<Bool, Never>.pipe()

    init(session: Session) {
        self.session = session
        session.signingIn = self
    }

    var rootViewController: PlatformViewController { screen }

    func signIn() {
        session.isSignedIn = true
        resultInput.send(value: true)
    }
}

final class ProductScreen: HeadlessViewController {
    let id: Int

    init(id: Int) {
        self.id = id
    }
}

final class ReviewsScreen: HeadlessViewController {
    let product: Int

    init(product: Int) {
        self.product = product
    }
}

final class AccountCoordinator: Coordinator {
    let navigationController = HeadlessNavigationController()
    private(set) lazy var navigator = StackNavigator<AccountRoute>(navigationController: navigationController)

    var rootViewController: PlatformViewController { navigationController }

    func handle(route: AccountRoute) {
        navigator.push(route: route, viewController: HeadlessViewController(), animated: true)
    }
}

final class ShopCoordinator: RestorableCoordinator {
    enum Step: Codable, Equatable {
        case product(Int)
        case reviews(Int)
    }

    let navigationController = HeadlessNavigationController()
    private(set) lazy var navigator = StackNavigator<ShopRoute>(navigationController: navigationController)
    private(set) lazy var sheets = ModalNavigator<ShopRoute>(presenter: navigationController)

    var rootViewController: PlatformViewController { navigationController }

    func handle(route: ShopRoute) {
        switch route {
        case .product(let id):
            navigator.push(route: route, viewController: ProductScreen(id: id), animated: true)
        case .reviews(let id):
            navigator.push(route: route, viewController: ReviewsScreen(product: id), animated: true)
        case .account(let then):
            let account = AccountCoordinator()
            sheets.present(route: route, coordinator: account, animated: true)
            account.follow(then)
        case .search, .signIn:
            navigator.push(route: route, viewController: HeadlessViewController(), animated: true)
        }
    }

    func restorationSteps() -> [Step] {
        navigator.routes.compactMap { route in
            switch route {
            case .product(let id): .product(id)
            case .reviews(let id): .reviews(id)
            case .account, .search, .signIn: nil
            }
        }
    }

    func route(restoring step: Step) -> ShopRoute? {
        switch step {
        case .product(let id): .product(id)
        case .reviews(let id): .reviews(product: id)
        }
    }
}

/// A view model, which makes the routes that hold it not `Codable`.
final class ItemViewModel {
    let name: String

    init(name: String) {
        self.name = name
    }
}

enum CatalogueRoute {
    case item(ItemViewModel)
}

final class CatalogueCoordinator: Coordinator {
    let navigationController = HeadlessNavigationController()
    private(set) lazy var navigator = StackNavigator<CatalogueRoute>(navigationController: navigationController)
    var catalogue: Set<String> = ["Apples"]

    var rootViewController: PlatformViewController { navigationController }

    func handle(route: CatalogueRoute) {
        navigator.push(route: route, viewController: HeadlessViewController(), animated: true)
    }
}

extension CatalogueCoordinator: RouteIdentifying {
    func routeIdentity(of route: CatalogueRoute) -> String? {
        if case .item(let model) = route { model.name } else { nil }
    }

    func route(identifiedBy identity: String) -> CatalogueRoute? {
        catalogue.contains(identity) ? .item(ItemViewModel(name: identity)) : nil
    }
}

@MainActor
@Suite(.checksForLeaks) struct DeepLinksArticleTests {
    @Test func linksBecomeRoutesAndTheShopFollowsThem() throws {
        let shop = ShopCoordinator()
        var router = DeepLinkRouter<[ShopRoute]>(schemes: ["shop", "https"], hosts: ["shop.example.com"])
        router.add("products/:id") { parameters in
            [.product(try parameters.value("id", as: Int.self))]
        }
        router.add("products/:id/reviews") { parameters in
            let id = try parameters.value("id", as: Int.self)
            return [.product(id), .reviews(product: id)]
        }

        let routes = try router.routes(for: "shop://products/42/reviews")  // [.product(42), .reviews(product: 42)]
        do {
            _ = try router.routes(for: "shop://products/forty-two")
        } catch {
            print(error)  // The link's "id" is "forty-two", which is not Int (pattern "products/:id")
        }
        #expect(try router.routes(for: "https://shop.example.com/products/42").count == 1)
        shop.follow(routes) { outcome in
            if case .stopped(let step, let route, let reason) = outcome {
                print("step \(step + 1), \(route): \(reason.message)")
            }
        }
        #expect(shop.restorationSteps() == [.product(42), .reviews(42)])
        shop.follow(routes, animation: .none)
        #expect(shop.restorationSteps() == [.product(42), .reviews(42), .product(42), .reviews(42)])
        shop.follow(routes, animation: .allSteps)
        #expect(shop.restorationSteps().count == 6)
        #expect(shop.navigationController.viewControllers.count == 6)

        var outcome: DeepLinkOutcome<ShopRoute>?
        shop.follow([.account(then: [.orders])]) { outcome = $0 }
        #expect(outcome?.isCompleted == true)
        #expect(shop.sheets.presentedRoute.map { if case .account = $0 { true } else { false } } == true)
        trackForLeaks(shop)
    }

    @Test func linksFromOutsideTakeOnlyTheDeclaredSchemesAndHosts() throws {
        var router = DeepLinkRouter<[ShopRoute]>(schemes: ["shop", "https"], hosts: ["shop.example.com"])
        router.add("products/:id") { parameters in
            [.product(try parameters.value("id", as: Int.self))]
        }
        for link in ["evil://products/42", "https://any.example/products/42", "shop://products/%FF"] {
            do {
                _ = try router.routes(for: link)
            } catch {
                print(error)  // The link "evil://products/42" has the scheme "evil", which the router does not take
            }
        }
        var errors: [DeepLinkError] = []
        for link in ["evil://products/42", "https://any.example/products/42", "shop://products/%FF"] {
            do { _ = try router.routes(for: link) } catch { errors.append(error) }
        }
        #expect(
            errors == [
                .schemeNotAccepted(scheme: "evil", link: "evil://products/42"),
                .hostNotAccepted(host: "any.example", link: "https://any.example/products/42"),
                .badEncoding(part: "%FF", link: "shop://products/%FF"),
            ])
        #expect(
            errors.first?.description
                == "The link \"evil://products/42\" has the scheme \"evil\", which the router does not take")
    }

    @Test func aSearchPrintsItsLink() throws {
        var router = DeepLinkRouter<[ShopRoute]>(schemes: ["shop", "https"], hosts: ["shop.example.com"])
        router.add("search") { parameters in
            [.search(try parameters.string("q"))]
        } link: { routes in
            guard routes.count == 1, case .search(let text) = routes[0] else { return nil }
            return ["q": text]
        }

        let link = router.link(for: [.search("red shoes")])  // "shop://search?q=red%20shoes"
        #expect(link == "shop://search?q=red%20shoes")
        let routes = try router.routes(for: try #require(link))
        #expect(routes.count == 1)
        if case .search(let text) = routes.first { #expect(text == "red shoes") } else { Issue.record("\(routes)") }
    }

    @Test func anAccountLinkSignsInFirst() throws {
        let shop = ShopCoordinator()
        let session = Session()
        var router = DeepLinkRouter<[ShopRoute]>(schemes: ["shop"])
        router.add("account/orders") { _ in [.account(then: [.orders])] }
        var outcome: DeepLinkOutcome<ShopRoute>?

        let signInFirst = DeepLinkGuard<ShopRoute> { route in
            guard case .account = route, !session.isSignedIn else { return .proceed }
            let signIn = shop.sheets.present(route: .signIn, flow: SignInFlow(session: session), animated: true)
            return .wait(for: signIn.map { $0 == .finished(true) })
        }
        shop.follow(try router.routes(for: "shop://account/orders"), guard: signInFirst)
        if case .signIn = shop.sheets.presentedRoute {} else { Issue.record("the sign-in is not presented") }

        try #require(session.signingIn).signIn()
        if case .account = shop.sheets.presentedRoute {} else { Issue.record("the account is not presented") }
        #expect(session.signingIn == nil)
        shop.sheets.dismiss(animated: false)
        // Signed in: the guard lets the link through at once.
        shop.follow([.account(then: [.orders])], guard: signInFirst) { outcome = $0 }
        #expect(outcome?.isCompleted == true)
        #expect(session.signingIn == nil)
        trackForLeaks(shop)
    }

    @Test func theWholeNavigationIsSavedAndRestored() throws {
        let shop = ShopCoordinator()
        shop.follow([.product(7), .reviews(product: 7), .account(then: [.orders])])
        let saved = try JSONEncoder().encode(shop.navigationTree())

        let reopened = ShopCoordinator()
        let tree = try JSONDecoder().decode(NavigationTree.self, from: saved)
        reopened.restore(tree) { outcome in
            for failure in outcome.failures {
                print(failure)  // ShopCoordinator.navigator[2] (...): handling its route did not show it
            }
        }
        var outcome: TreeRestorationOutcome?
        let again = ShopCoordinator()
        again.restore(tree) { outcome = $0 }
        #expect(outcome?.isComplete == true)
        #expect(reopened.navigationTree() == shop.navigationTree())
        #expect(reopened.restorationSteps() == [.product(7), .reviews(7)])
        #expect(reopened.sheets.presentedRoutes.count == 1)
        trackForLeaks(shop, reopened, again)
    }

    @Test func routesWithViewModelsAreSavedAsTheirIdentity() throws {
        let catalogue = CatalogueCoordinator()
        catalogue.handle(route: .item(ItemViewModel(name: "Apples")))
        let tree = catalogue.navigationTree()
        #expect(tree.navigators.first?.screens.map(\.route) == [.string("Apples")])
        let reopened = CatalogueCoordinator()
        var outcome: TreeRestorationOutcome?
        reopened.restore(tree) { outcome = $0 }
        #expect(outcome?.isComplete == true)
        reopened.catalogue = []
        let emptied = CatalogueCoordinator()
        emptied.catalogue = []
        emptied.restore(tree) { outcome = $0 }
        #expect(outcome?.failures.map(\.path) == ["CatalogueCoordinator.navigator[0]"])
        trackForLeaks(catalogue, reopened, emptied)
    }

    @Test func theShopIsSavedAndRestored() throws {
        let shop = ShopCoordinator()
        shop.follow([.product(7), .reviews(product: 7)])
        let snapshot = shop.navigationSnapshot()
        let saved = try JSONEncoder().encode(snapshot)

        let reopened = ShopCoordinator()
        let restored = try JSONDecoder().decode(NavigationSnapshot<ShopCoordinator.Step>.self, from: saved)
        reopened.restore(restored) { outcome in
            print(outcome)  // restored
        }
        #expect(reopened.navigationSnapshot() == snapshot)
        trackForLeaks(shop, reopened)
    }
}
