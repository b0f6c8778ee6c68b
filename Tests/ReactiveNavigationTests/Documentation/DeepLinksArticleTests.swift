import Foundation
import ReactiveNavigation
import Signals
import Testing

// The examples of the "Deep links and restoration" article (DeepLinksAndRestoration.md), as written, with the types it
// leaves to the reader.

enum AccountRoute: Equatable {
    case orders
}

enum ShopRoute {
    case product(Int)
    case reviews(product: Int)
    case account(then: [AccountRoute])
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
        }
    }

    func restorationSteps() -> [Step] {
        navigator.routes.compactMap { route in
            switch route {
            case .product(let id): .product(id)
            case .reviews(let id): .reviews(id)
            case .account: nil
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

@MainActor
@Suite(.checksForLeaks) struct DeepLinksArticleTests {
    @Test func linksBecomeRoutesAndTheShopFollowsThem() throws {
        let shop = ShopCoordinator()
        var router = DeepLinkRouter<[ShopRoute]>()
        router.add("products/:id") { parameters throws(DeepLinkError) in
            [.product(try parameters.value("id", as: Int.self))]
        }
        router.add("products/:id/reviews") { parameters throws(DeepLinkError) in
            let id = try parameters.value("id", as: Int.self)
            return [.product(id), .reviews(product: id)]
        }

        let routes = try router.routes(for: "shop://products/42/reviews")  // [.product(42), .reviews(product: 42)]
        do {
            _ = try router.routes(for: "shop://products/forty-two")
        } catch {
            print(error)  // The link's "id" is "forty-two", which is not Int (pattern "products/:id")
        }
        shop.follow(routes) { outcome in
            if case .stopped(let step, let route, let reason) = outcome {
                print("step \(step + 1), \(route): \(reason.message)")
            }
        }
        #expect(shop.restorationSteps() == [.product(42), .reviews(42)])
        shop.follow(routes, animation: .none)
        #expect(shop.restorationSteps() == [.product(42), .reviews(42), .product(42), .reviews(42)])

        var outcome: DeepLinkOutcome<ShopRoute>?
        shop.follow([.account(then: [.orders])]) { outcome = $0 }
        #expect(outcome?.isCompleted == true)
        #expect(shop.sheets.presentedRoute.map { if case .account = $0 { true } else { false } } == true)
        trackForLeaks(shop)
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
