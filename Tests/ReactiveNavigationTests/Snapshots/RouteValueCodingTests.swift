import Foundation
import ReactiveNavigation
import Testing

/// Routes become ``RouteValue``s through their `Codable` conformance without Foundation, and read back as themselves,
/// also after a trip through JSON.
@MainActor
@Suite("Navigation state: routes as values")
struct RouteValueCodingTests {
    struct Filter: Codable, Hashable, Sendable {
        var tags: [String]
        var limit: Int?
        var ratio: Double
        var counts: [Int: Int]
        var flags: [String: Bool]
    }

    enum Route: Codable, Hashable, Sendable {
        case home
        case item(String)
        case search(text: String, page: Int, filter: Filter?)
        case nested([Route])
        case big(UInt64, Int8, Float)
    }

    /// A coordinator that only saves and reads routes, to reach the value coder through the public API.
    final class Holder: Coordinator {
        let navigationController = HeadlessNavigationController()
        let navigator: StackNavigator<Route>

        init() {
            navigator = StackNavigator(navigationController: navigationController, diagnostics: .init { _ in })
        }

        var rootViewController: PlatformViewController { navigationController }

        func handle(route: Route) {
            navigator.push(route: route, viewController: Screen("\(route)"), animated: false)
        }
    }

    nonisolated static let routes: [Route] = [
        .home,
        .item("Crème brûlée 🍮"),
        .search(text: "", page: -3, filter: nil),
        .search(
            text: "shoes", page: 2,
            filter: Filter(tags: ["red", "sale"], limit: nil, ratio: 3.0, counts: [3: 4, -1: 0], flags: ["new": true])),
        .nested([.home, .nested([.item("deep")])]),
        .big(UInt64.max, Int8.min, 0.5),
    ]

    @Test(arguments: routes)
    func aRouteReadsBackAsItselfDirectlyAndThroughJSON(route: Route) throws {
        let app = Holder()
        app.handle(route: route)
        let tree = app.navigationTree()
        let value = try #require(tree.navigators[0].screens[0].route)

        let fresh = Holder()
        var outcome: TreeRestorationOutcome?
        fresh.restore(tree) { outcome = $0 }
        #expect(outcome?.isComplete == true)
        #expect(fresh.navigator.routes == [route])

        let json = try JSONEncoder().encode(tree)
        let decoded = try JSONDecoder().decode(NavigationTree.self, from: json)
        #expect(decoded == tree)
        #expect(decoded.navigators[0].screens[0].route == value)
        let viaJSON = Holder()
        viaJSON.restore(decoded) { outcome = $0 }
        #expect(outcome?.isComplete == true)
        #expect(viaJSON.navigator.routes == [route])
    }

    @Test func numbersCompareByValueWhateverTheirCase() {
        #expect(RouteValue.integer(3) == .double(3.0))
        #expect(RouteValue.unsigned(3) == .integer(3))
        #expect(RouteValue.double(3.5) != .integer(3))
        #expect(RouteValue.string("3") != .integer(3))
        #expect(Set([RouteValue.integer(3), .double(3.0), .unsigned(3)]).count == 1)
        // Exactly, not through a double: 2^53 + 1 is not 2^53.
        #expect(RouteValue.unsigned(9_007_199_254_740_993) != .integer(9_007_199_254_740_992))
        #expect(RouteValue.unsigned(UInt64.max) == .unsigned(UInt64.max))
        #expect(RouteValue.double(.nan) == .double(.nan))
        #expect(RouteValue.integer(-1) != .unsigned(UInt64.max))
    }

    @Test func aValueDescribesItselfAsCompactJSON() {
        let value = RouteValue.object(["search": .object(["text": .string("shoes"), "page": .integer(2)])])
        #expect(value.description == #"{"search": {"page": 2, "text": "shoes"}}"#)
        #expect(RouteValue.array([.null, .bool(true), .double(0.5)]).description == "[null, true, 0.5]")
    }
}
